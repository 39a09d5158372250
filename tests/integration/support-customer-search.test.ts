/**
 * The support console's customer search (issue 29 §3, docs/adr/067-support-customer-search.md): each kind of query
 * on a real database, the customers' search keys kept by every write, and a guest order found by its number.
 * SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { store as postgresStore } from '../../migrations/postgres/20261129_124655_support_search'
import { store as sqliteStore } from '../../migrations/sqlite/20261129_124641_support_search'
import type { Customer } from '@/cms/payload-types'
import { isPostgres, runSql } from '@/cms/raw-sql'
import { backfillCustomerSearchKeys } from '@/cms/support/search-keys-backfill'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { searchCustomers, type SearchHit } from '@/shop/support/customer-search'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { ORDER_FORM, createProduct, guestCart, placeMemberOrder } from './order-helper'
import { submitOrder } from '@/shop/orders/order-service'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { randomUUID } from 'node:crypto'

let payload: Payload
let hanako: Customer
let taro: Customer
let hanae: Customer
let withdrawn: Customer
let memberOrderNumber: string
let courseNumber: string
let guestOrderNumber: string

const ids = (hits: SearchHit[]) => hits.map((hit) => (hit.kind === 'customer' ? hit.id : -hit.orderId))

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'ss-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1'],
    stock: 1000,
    name: 'セサミンEX',
  })
  hanako = await createMember(payload, 'Hanako.Yamada@example.jp', {
    lastName: '山田',
    firstName: '花子',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'ハナコ',
    phone: '03-1111-2222',
    prefecture: '大阪府',
    customerNumber: '20000001',
  })
  taro = await createMember(payload, 'taro@example.jp', {
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'タロウ',
    phone: '０９０－３３３３－４４４４',
    customerNumber: '20000002',
  })
  hanae = await createMember(payload, 'hanae@example.jp', {
    lastName: '山本',
    firstName: '花江',
    lastNameKana: 'ﾔﾏﾓﾄ',
    firstNameKana: 'ﾊﾅｴ',
    phone: '0455556666',
    customerNumber: '20000003',
  })
  withdrawn = await createMember(payload, 'gone@example.jp', {
    lastName: '川口',
    firstName: '一郎',
    lastNameKana: 'カワグチ',
    firstNameKana: 'イチロウ',
    phone: '0677778888',
    withdrawnAt: '2026-10-01T00:00:00.000Z',
  })

  const orderId = await placeMemberOrder(payload, hanako.id, [
    { productCode: 'ss-sesamin', cycleType: '1', quantity: 1 },
  ])
  const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })
  memberOrderNumber = order.orderNumber
  const { docs: courses } = await payload.find({
    collection: 'regular-courses',
    where: { order: { equals: orderId } },
    overrideAccess: true,
    depth: 0,
  })
  const number = courses[0]?.regularOrderNumber
  if (!number) throw new Error('the regular line opened no course')
  courseNumber = number

  const cartToken = await guestCart(payload, [{ productCode: 'ss-sesamin', quantity: 1 }])
  const guest = await submitOrder(payload, {
    ...ORDER_FORM,
    orderer: { ...ORDER_FORM.orderer, lastName: '海野', firstName: '凪', email: 'nagi@example.jp' },
    shopper: { cartToken },
    paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    idempotencyKey: randomUUID(),
    check: {},
  })
  if (!guest.ok || !('orderId' in guest)) throw new Error(JSON.stringify(guest))
  const guestOrder = await payload.findByID({
    collection: 'orders',
    id: guest.orderId,
    overrideAccess: true,
    depth: 0,
  })
  guestOrderNumber = guestOrder.orderNumber
})

describe('names', () => {
  it('finds a family name in kanji, every customer of that name', async () => {
    const { query, hits } = await searchCustomers(payload, '山田')
    expect(query).toEqual({ kind: 'name', terms: ['山田'] })
    expect(ids(hits).sort()).toEqual([hanako.id, taro.id].sort())
  })

  it('finds a family name in kana in any width or script, by its start', async () => {
    for (const text of ['やまだ', 'ヤマダ', 'ﾔﾏﾀﾞ', 'やま']) {
      const { hits } = await searchCustomers(payload, text)
      expect(ids(hits), text).toEqual(expect.arrayContaining([hanako.id, taro.id]))
    }
    const { hits } = await searchCustomers(payload, 'やま')
    expect(ids(hits)).toContain(hanae.id)
  })

  it('finds a given name alone, after the family-name matches', async () => {
    const { hits } = await searchCustomers(payload, 'はな')
    expect(ids(hits)).toEqual(expect.arrayContaining([hanako.id, hanae.id]))
    expect(hits.every((hit) => hit.matchedBy === 'given-name')).toBe(true)
  })

  it('finds family and given name together, in kanji, kana or mixed', async () => {
    for (const text of ['山田 花子', '山田　花', 'やまだ はなこ', '山田 ハナ', '山田花子']) {
      const { hits } = await searchCustomers(payload, text)
      expect(ids(hits), text).toEqual([hanako.id])
    }
  })

  it('ranks the whole name first', async () => {
    const { hits } = await searchCustomers(payload, 'やまだたろう')
    expect(ids(hits)).toEqual([taro.id])
    expect(hits[0]).toMatchObject({ kind: 'customer', name: '山田 太郎', nameKana: 'ヤマダ タロウ' })
  })

  it('lists a withdrawn customer, marked', async () => {
    const { hits } = await searchCustomers(payload, 'かわぐち')
    expect(hits).toEqual([expect.objectContaining({ id: withdrawn.id, withdrawn: true })])
  })

  it('takes a typed wildcard as a character', async () => {
    for (const text of ['山%', '山_', 'や*', 'や?', 'や[']) {
      expect((await searchCustomers(payload, text)).hits, text).toEqual([])
    }
  })

  it('answers the summary: member number, names, e-mail, prefecture and the last order date', async () => {
    const { hits } = await searchCustomers(payload, '山田 花子')
    expect(hits[0]).toEqual({
      kind: 'customer',
      id: hanako.id,
      customerNumber: '20000001',
      name: '山田 花子',
      nameKana: 'ヤマダ ハナコ',
      email: 'hanako.yamada@example.jp',
      prefecture: '大阪府',
      lastOrderAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      withdrawn: false,
      matchedBy: 'name',
    })
    const { hits: noOrders } = await searchCustomers(payload, '山田 太郎')
    expect(noOrders[0]).toMatchObject({ lastOrderAt: null })
  })

  it('keeps to the limit and says there is more', async () => {
    const result = await searchCustomers(payload, 'やま', { limit: 2 })
    expect(result.hits).toHaveLength(2)
    expect(result.more).toBe(true)
    expect((await searchCustomers(payload, 'やま', { limit: 10 })).more).toBe(false)
  })
})

describe('numbers and addresses', () => {
  it('finds a phone number with or without hyphens, in full width, stored in any of those forms', async () => {
    expect(ids((await searchCustomers(payload, '0311112222')).hits)).toEqual([hanako.id])
    expect(ids((await searchCustomers(payload, '０３－１１１１－２２２２')).hits)).toEqual([hanako.id])
    expect(ids((await searchCustomers(payload, '090-3333-4444')).hits)).toEqual([taro.id])
    expect(ids((await searchCustomers(payload, '+81 45 555 6666')).hits)).toEqual([hanae.id])
    expect((await searchCustomers(payload, '090-3333-4444')).hits[0]?.matchedBy).toBe('phone')
  })

  it('finds the start of a phone number', async () => {
    expect(ids((await searchCustomers(payload, '090-3333')).hits)).toEqual([taro.id])
  })

  it('finds an e-mail address in any case', async () => {
    const { hits } = await searchCustomers(payload, 'HANAKO.yamada@EXAMPLE.jp')
    expect(ids(hits)).toEqual([hanako.id])
    expect(hits[0]?.matchedBy).toBe('email')
  })

  it('finds a member number', async () => {
    const { hits } = await searchCustomers(payload, '２０００００２')
    expect(hits).toEqual([])
    expect(ids((await searchCustomers(payload, '20000002')).hits)).toEqual([taro.id])
  })

  it("finds an order's customer by the order number, in any width or case", async () => {
    const { hits } = await searchCustomers(payload, memberOrderNumber.toLowerCase())
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'customer', id: hanako.id, matchedBy: 'order-number' }),
    ])
  })

  it("finds a course's customer by the course number", async () => {
    const { hits } = await searchCustomers(payload, courseNumber.replace(/-/g, ''))
    expect(hits).toEqual([expect.objectContaining({ id: hanako.id, matchedBy: 'course-number' })])
  })

  it('answers a guest order as a guest-order hit with its orderer', async () => {
    const { hits } = await searchCustomers(payload, guestOrderNumber)
    expect(hits).toEqual([
      {
        kind: 'guest-order',
        orderId: expect.any(Number),
        orderNumber: guestOrderNumber,
        placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'received',
        name: '海野 凪',
        nameKana: 'モリノ ハナコ',
        email: 'nagi@example.jp',
        prefecture: '東京都',
        matchedBy: 'order-number',
      },
    ])
  })

  it('answers nothing for unknown numbers and an empty query', async () => {
    expect((await searchCustomers(payload, 'W000101-000000')).hits).toEqual([])
    expect((await searchCustomers(payload, 'R000101-000000-1')).hits).toEqual([])
    expect((await searchCustomers(payload, '   ')).hits).toEqual([])
  })
})

describe('the search keys follow every write', () => {
  it('a change of name or phone is found at once; a change of other fields keeps the keys', async () => {
    const member = await createMember(payload, 'change@example.jp', {
      lastName: '佐藤',
      firstName: '健',
      lastNameKana: 'サトウ',
      firstNameKana: 'ケン',
      phone: '0299990000',
    })
    await payload.update({
      collection: 'customers',
      id: member.id,
      overrideAccess: true,
      data: { lastName: '鈴木', lastNameKana: 'スズキ' },
    })
    expect(ids((await searchCustomers(payload, 'すずき けん')).hits)).toEqual([member.id])
    expect((await searchCustomers(payload, 'さとう')).hits).toEqual([])

    await payload.update({
      collection: 'customers',
      id: member.id,
      overrideAccess: true,
      data: { wantsMailMagazine: true },
    })
    expect(ids((await searchCustomers(payload, '鈴木 健')).hits)).toEqual([member.id])
    expect(ids((await searchCustomers(payload, '029999')).hits)).toEqual([member.id])
  })

  it('an admin editing the name in the admin (field access applied) moves the keys too', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: 'search-admin@example.jp',
        password: 'search-admin-2026',
        name: 'admin',
        roles: ['admin'],
      },
    })
    const member = await createMember(payload, 'admin-edit@example.jp', {
      lastName: '田中',
      lastNameKana: 'タナカ',
    })
    await payload.update({
      collection: 'customers',
      id: member.id,
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
      data: { lastName: '中田', lastNameKana: 'ナカタ', searchName: 'forged' },
    })
    expect(ids((await searchCustomers(payload, 'なかた')).hits)).toEqual([member.id])
    expect((await searchCustomers(payload, 'forged')).hits).toEqual([])
  })
})

describe("the migration's backfill", () => {
  it('keys every stored customer, as the hook does', async () => {
    const before = await runSql(
      payload,
      sql`SELECT id, search_name, search_name_kana, search_given_name, search_given_name_kana, search_phone
          FROM customers ORDER BY id`,
    )
    await runSql(
      payload,
      sql`UPDATE customers SET search_name = NULL, search_name_kana = NULL, search_given_name = NULL,
          search_given_name_kana = NULL, search_phone = NULL`,
    )
    expect((await searchCustomers(payload, '山田')).hits).toEqual([])

    const db = (payload.db as unknown as { drizzle: never }).drizzle
    const keyed = await backfillCustomerSearchKeys(isPostgres(payload) ? postgresStore(db) : sqliteStore(db))
    expect(keyed).toBe(before.length)
    const after = await runSql(
      payload,
      sql`SELECT id, search_name, search_name_kana, search_given_name, search_given_name_kana, search_phone
          FROM customers ORDER BY id`,
    )
    expect(after).toEqual(before)
    expect(ids((await searchCustomers(payload, '山田 花子')).hits)).toEqual([hanako.id])
  })
})
