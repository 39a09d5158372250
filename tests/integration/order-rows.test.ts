/**
 * The order hot path writes and reads rows directly (src/shop/orders/order-rows.ts, src/cms/table-read.ts,
 * docs/adr/017-orders-points-and-stock.md). These prove it stores what Payload stores and reads what Payload
 * reads, on SQLite and PostgreSQL: an order written by `insertOrderRows` reads back through `payload.findByID`
 * exactly like the same document written by the adapter's own `create`; the cart, product and idempotency reads
 * return what `payload.find` returns.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { withTransaction } from '@/cms/transaction'
import { findCartByCustomer, findCartByToken } from '@/shop/cart/cart-store'
import { hashCartToken } from '@/shop/cart/cart-token'
import { loadPurchasable, loadSaleTerms } from '@/shop/catalogue/purchasable'
import { checkOrder } from '@/shop/orders/order-check'
import { insertOrderRows, rowId, type OrderDocument } from '@/shop/orders/order-rows'
import { findPlacedOrder, idempotencyHash, orderDocument } from '@/shop/orders/place-order'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, guestCart, memberCart, ORDER_FORM, PERSON } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'or-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['2', '1'],
    stock: 7,
    name: 'セサミンEX',
  })
  await createProduct(payload, 'or-lotion', { taxClass: 'standard', price: 3000, stock: 1000 })
})

/** Two placements of the same document: ours, and Payload's adapter create; both read back by findByID. */
async function bothWays(doc: OrderDocument) {
  const ours = await withTransaction(payload, (tx) => insertOrderRows(payload, doc, tx))
  const theirs = await payload.db.create({
    collection: 'orders',
    data: {
      ...doc,
      orderNumber: `${doc.orderNumber}-p`,
      idempotencyKey: `${doc.idempotencyKey}-p`,
      lines: doc.lines.map((l) => ({ ...l, id: rowId() })),
      totals: { ...doc.totals, byRate: doc.totals.byRate.map((r) => ({ ...r, id: rowId() })) },
    },
  })
  const read = (id: number | string) =>
    payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, showHiddenFields: true })
  return { ours: await read(ours), theirs: await read(theirs.id as number) }
}

/** The document without what differs by design (id, number, key, array row ids). */
function comparable(order: Record<string, unknown>) {
  const {
    id: _id,
    orderNumber: _n,
    idempotencyKey: _k,
    lines,
    totals,
    ...rest
  } = order as {
    id: unknown
    orderNumber: unknown
    idempotencyKey: unknown
    lines: { id?: unknown }[]
    totals: { byRate: { id?: unknown }[] }
  } & Record<string, unknown>
  return {
    ...rest,
    lines: lines.map(({ id: _lineId, ...line }) => line),
    totals: { ...totals, byRate: totals.byRate.map(({ id: _rateId, ...rate }) => rate) },
  }
}

describe('order rows written directly', () => {
  it('read back through payload.findByID exactly like an order written by the adapter', async () => {
    const member = await createMember(payload, 'order-rows@example.jp', { swcPoint: 100 })
    await memberCart(payload, member.id, [
      { productCode: 'or-sesamin', cycleType: '2', quantity: 2 },
      { productCode: 'or-lotion', quantity: 1 },
    ])
    const check = await checkOrder(
      payload,
      { customerId: member.id },
      { paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY, pointMethod: '2', pointNumber: 30 },
    )
    expect(check.ok).toBe(true)
    if (!check.ok) return
    const doc = orderDocument(
      {
        ...ORDER_FORM,
        destination: { ...PERSON, building: 'ビル 3F', town: null },
        delivery: { dateChoice: '2', specifiedDate: '2026-12-01', timeCode: '3', timeLabel: '14時～16時' },
        gift: { wanted: true, kind: 'NormalWrapping', packaging: '2' },
        mailMagazines: ['1', '3'],
        checked: check.order,
        payment: { method: PAYMENT_METHODS.CASH_ON_DELIVERY, status: 'not-required' },
        idempotencyKey: 'order-rows-key-0001',
      },
      {
        now: new Date('2026-11-23T04:05:06.789Z'),
        keyHash: idempotencyHash(`m:${member.id}`, 'order-rows-key-0001'),
        orderNumber: 'W261123-900001',
        status: 'received',
      },
    )
    const { ours, theirs } = await bothWays(doc)
    expect(comparable(ours as never)).toEqual(comparable(theirs as never))
    expect(ours.orderNumber).toBe('W261123-900001')
    expect(ours.idempotencyKey).toBe(doc.idempotencyKey)
    expect(ours.lines).toHaveLength(2)
    expect(ours.lines.map((l) => l.id)).toEqual(doc.lines.map((l) => l.id))
    expect(ours.totals.byRate?.length ?? 0).toBeGreaterThan(0)
    expect(ours.customer).toBe(member.id)
    expect(ours.totals.pointsUsed).toBe(30)
    expect(ours.gift?.wanted).toBe(true)
    expect(ours.destination?.building).toBe('ビル 3F')

    // The idempotency read finds it, with what payload.find says.
    expect(await findPlacedOrder(payload, `m:${member.id}`, 'order-rows-key-0001')).toEqual({
      orderId: ours.id,
      orderNumber: 'W261123-900001',
      status: 'received',
    })
    expect(await findPlacedOrder(payload, `m:${member.id}`, 'order-rows-key-0002')).toBeNull()
  })

  it('an unknown field is refused rather than silently dropped', async () => {
    const check = await checkOrder(
      payload,
      { cartToken: await guestCart(payload, [{ productCode: 'or-lotion', quantity: 1 }]) },
      { paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY },
    )
    if (!check.ok) throw new Error('check failed')
    const doc = orderDocument(
      {
        ...ORDER_FORM,
        checked: check.order,
        payment: { method: PAYMENT_METHODS.CASH_ON_DELIVERY, status: 'not-required' },
        idempotencyKey: 'order-rows-key-0003',
      },
      { now: new Date(), keyHash: 'x'.repeat(64), orderNumber: 'W261123-900003', status: 'received' },
    )
    const bad = { ...doc, orderer: { ...doc.orderer, nickname: 'x' } }
    await expect(withTransaction(payload, (tx) => insertOrderRows(payload, bad, tx))).rejects.toThrow(
      /no column orderer_nickname/,
    )
  })
})

describe('hot-path reads', () => {
  it('carts by token and by customer read what payload.find reads', async () => {
    const token = await guestCart(payload, [
      { productCode: 'or-lotion', quantity: 2 },
      { productCode: 'or-sesamin', cycleType: '1', quantity: 1 },
    ])
    const { docs } = await payload.find({
      collection: 'carts',
      where: { tokenHash: { equals: hashCartToken(token) } },
      depth: 0,
      overrideAccess: true,
    })
    const stored = docs[0]!
    const expected = {
      id: stored.id,
      linkKey: stored.linkKey ?? null,
      campaign: stored.campaign ?? null,
      lines: (stored.lines ?? []).map(({ productCode, cycleType, quantity, addedAt }) => ({
        productCode,
        cycleType,
        quantity,
        addedAt,
      })),
    }
    expect(await findCartByToken(payload, token)).toEqual(expected)

    const member = await createMember(payload, 'order-rows-cart@example.jp')
    const cart = await memberCart(payload, member.id, [{ productCode: 'or-lotion', quantity: 3 }])
    expect(await findCartByCustomer(payload, member.id)).toEqual(cart)
    expect(await findCartByToken(payload, 'x'.repeat(43))).toBeNull()
  })

  it('sale terms equal the purchasable products without image and link', async () => {
    const terms = await loadSaleTerms(payload, ['or-sesamin', 'or-lotion', 'or-missing'])
    const full = await loadPurchasable(payload, ['or-sesamin', 'or-lotion', 'or-missing'])
    expect([...terms.keys()].sort()).toEqual([...full.keys()].sort())
    for (const [code, product] of full) {
      const { imageUrl: _i, href: _h, ...rest } = product
      expect(terms.get(code)).toEqual(rest)
    }
    expect(terms.get('or-sesamin')).toMatchObject({ regularCycles: ['2', '1'], stock: 7, regularPrice: 4300 })
  })
})
