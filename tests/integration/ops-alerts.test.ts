/**
 * Issue 29 §3 (docs/adr/070-stock-alerts-and-held-deliveries.md) on SQLite and PostgreSQL: the low-stock alert is
 * mailed once when orders take a product below its threshold — also when two orders cross it together — not again
 * while it stays below, and again after a restock (staff, or a cancelled order) and a new fall; 保留中のお届け
 * reads the held and failed deliveries with what to do; a delivery's order cell reads its order number.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { withTransaction } from '@/cms/transaction'
import { TestClock } from '@/shop/calendar/clock'
import { startOfJapanDay } from '@/shop/calendar/japan-date'
import { runDueDeliveries, type EngineDeps } from '@/shop/courses/delivery-engine'
import { deliveryOrderLink } from '@/shop/courses/delivery-order-link'
import { deliveryDateOf } from '@/shop/courses/delivery-schedule'
import { heldDeliveries } from '@/shop/courses/held-deliveries'
import { openCourses } from '@/shop/courses/regular-courses'
import { lowStockChecksSettled } from '@/shop/inventory/low-stock-alert'
import { LOW_STOCK_MAIL_KIND } from '@/shop/inventory/low-stock-rules'
import { outboxOnly } from '@/shop/mail/mail-service'
import { checkOrder, type CheckedOrder } from '@/shop/orders/order-check'
import { cancelOrder } from '@/shop/orders/order-status-service'
import { placeOrder } from '@/shop/orders/place-order'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, guestCart, ORDER_FORM, PERSON, placeMemberOrder, stockOf } from './order-helper'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag }))

const STAFF = 'ops-desk@shop.example.jp'
const lowStock = {
  staffAddress: STAFF,
  mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: 'http://shop.test' },
}

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function inventoryRow(productCode: string) {
  const { docs } = await payload.find({
    collection: 'inventory',
    where: { productCode: { equals: productCode } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]!
}

async function alertMails(productCode: string) {
  await lowStockChecksSettled()
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: {
      and: [{ kind: { equals: LOW_STOCK_MAIL_KIND } }, { subject: { contains: `（${productCode}）` } }],
    },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

async function checked(productCode: string, quantity: number): Promise<CheckedOrder> {
  const token = await guestCart(payload, [{ productCode, quantity }])
  const check = await checkOrder(payload, { cartToken: token })
  if (!check.ok) throw new Error(JSON.stringify(check.messages))
  return check.order
}

async function order(productCode: string, quantity: number, prepared?: CheckedOrder): Promise<number> {
  const result = await placeOrder(
    payload,
    {
      ...ORDER_FORM,
      checked: prepared ?? (await checked(productCode, quantity)),
      payment: { method: PAYMENT_METHODS.CASH_ON_DELIVERY, status: 'not-required' },
      idempotencyKey: randomUUID(),
    },
    { inventory: { lowStock } },
  )
  if (!result.ok) throw new Error(JSON.stringify(result))
  return result.orderId
}

async function withThreshold(productCode: string, stock: number, threshold: number) {
  await createProduct(payload, productCode, {
    taxClass: 'food',
    price: 1800,
    stock,
    name: `アラート商品${productCode}`,
  })
  const row = await inventoryRow(productCode)
  // Staff set the threshold in the admin (the collection's hooks report to the stock owner).
  await payload.update({
    collection: 'inventory',
    id: row.id,
    data: { lowStockThreshold: threshold },
    overrideAccess: true,
  })
  return row.id
}

describe('low-stock alert', () => {
  it('two orders crossing the threshold together send one mail; none while below; again after a restock and a new fall', async () => {
    const id = await withThreshold('ls-race', 7, 5)
    expect(await alertMails('ls-race')).toHaveLength(0)

    // Checked first, placed at once: both commit below the threshold (7 → 4), both checks run.
    const [a, b] = await Promise.all([checked('ls-race', 1), checked('ls-race', 2)])
    await Promise.all([order('ls-race', 1, a), order('ls-race', 2, b)])
    expect(await stockOf(payload, 'ls-race')).toBe(4)
    const first = await alertMails('ls-race')
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ to: STAFF })
    expect(first[0]!.text).toContain('商品名：アラート商品ls-race')
    expect(first[0]!.text).toContain('商品コード：ls-race')
    expect(first[0]!.text).toMatch(/在庫数：[45]\n/)
    expect(first[0]!.text).toContain('しきい値：5')
    expect(first[0]!.text).toContain(`http://shop.test/admin/collections/inventory/${id}`)
    expect((await inventoryRow('ls-race')).lowStockAlertedAt).toBeTruthy()

    // Still below: no second mail.
    await order('ls-race', 1)
    expect(await stockOf(payload, 'ls-race')).toBe(3)
    expect(await alertMails('ls-race')).toHaveLength(1)

    // Staff restock to the threshold: re-armed, no mail.
    await payload.update({ collection: 'inventory', id, data: { stock: 5 }, overrideAccess: true })
    await lowStockChecksSettled()
    expect((await inventoryRow('ls-race')).lowStockAlertedAt).toBeFalsy()
    expect(await alertMails('ls-race')).toHaveLength(1)

    // A new fall: a second mail, naming what is left.
    await order('ls-race', 2)
    const second = await alertMails('ls-race')
    expect(second).toHaveLength(2)
    expect(second[1]!.text).toContain('在庫数：3')
  })

  it('a cancelled order that lifts the stock back re-arms it', async () => {
    await withThreshold('ls-cancel', 6, 5)
    const orderId = await order('ls-cancel', 2)
    expect(await alertMails('ls-cancel')).toHaveLength(1)
    expect(await cancelOrder(payload, orderId, { lowStock })).toMatchObject({ ok: true })
    await lowStockChecksSettled()
    expect(await stockOf(payload, 'ls-cancel')).toBe(6)
    expect((await inventoryRow('ls-cancel')).lowStockAlertedAt).toBeFalsy()
    await order('ls-cancel', 3)
    expect(await alertMails('ls-cancel')).toHaveLength(2)
  })

  it('a product without a threshold never alerts; staff lowering the stock below one does', async () => {
    await createProduct(payload, 'ls-none', { taxClass: 'food', price: 1000, stock: 2, name: '閾値なし' })
    await order('ls-none', 2)
    expect(await alertMails('ls-none')).toHaveLength(0)

    const id = await withThreshold('ls-staff', 20, 10)
    await payload.update({ collection: 'inventory', id, data: { stock: 9 }, overrideAccess: true })
    expect(await alertMails('ls-staff')).toHaveLength(1)
  })
})

describe('held deliveries and delivery orders', () => {
  const SETTINGS = { leadDays: 6, paymentRetryDays: [1, 2, 4], staffNotificationEmail: STAFF }
  const deps = (clock: TestClock): EngineDeps => ({
    clock,
    settings: SETTINGS,
    mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: 'http://shop.test' },
    inventory: { revalidate: () => undefined, lowStock },
  })
  const noon = (day: string) => new Date(startOfJapanDay(day).getTime() + 12 * 3600_000)

  async function openCourse(
    customerId: number,
    productCode: string,
    firstDeliveryDate: string,
    method: PaymentMethodCode,
  ) {
    const orderId = await placeMemberOrder(payload, customerId, [{ productCode: 'hd-lotion', quantity: 1 }])
    const placed = await payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      overrideAccess: true,
    })
    await withTransaction(payload, (tx) =>
      openCourses(payload, tx, {
        customerId,
        orderId,
        orderNumber: `${placed.orderNumber}A`,
        courses: [
          {
            productCode,
            cycleType: '1',
            quantity: 1,
            firstDeliveryDate,
            nextDeliveryDate: deliveryDateOf(
              { anchorDate: firstDeliveryDate, anchorSequence: 1, cycleType: '1' },
              2,
            ),
          },
        ],
        payment: { method, savedCard: null },
        destination: PERSON,
        delivery: { timeCode: '0' },
      }),
    )
    const { docs } = await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: orderId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0]!
  }

  async function deliveryOf(courseId: number) {
    const { docs } = await payload.find({
      collection: 'regular-deliveries',
      where: { course: { equals: courseId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0]!
  }

  it('lists held and failed deliveries oldest first with the course, member, product and what to do', async () => {
    await createProduct(payload, 'hd-lotion', {
      taxClass: 'standard',
      price: 3000,
      stock: 100,
      name: '化粧水',
    })
    await createProduct(payload, 'hd-empty', {
      taxClass: 'food',
      price: 3000,
      regularPrice: 2700,
      regularCycles: ['1'],
      stock: 0,
      name: '品切れサプリ',
    })
    await createProduct(payload, 'hd-ok', {
      taxClass: 'food',
      price: 3000,
      regularPrice: 2700,
      regularCycles: ['1'],
      stock: 100,
      name: '青汁',
    })
    const member = await createMember(payload, `hd-${randomUUID()}@example.jp`, { customerNumber: 'M-70001' })
    // Delivery 2 of each: held on 2027-05-20, failed on 2027-05-18, ordered on 2027-05-19.
    const held = await openCourse(member.id, 'hd-empty', '2027-04-20', PAYMENT_METHODS.CASH_ON_DELIVERY)
    const failed = await openCourse(member.id, 'hd-ok', '2027-04-18', PAYMENT_METHODS.CREDIT_CARD)
    const ordered = await openCourse(member.id, 'hd-ok', '2027-04-19', PAYMENT_METHODS.CASH_ON_DELIVERY)
    expect(await runDueDeliveries(payload, deps(new TestClock(noon('2027-05-14'))))).toMatchObject({
      ordered: 1,
      paymentFailed: 1,
      held: 1,
    })

    const { rows, total } = await heldDeliveries(payload)
    expect(total).toBe(2)
    expect(rows.map((r) => [r.regularOrderNumber, r.deliveryDate, r.status])).toEqual([
      [failed.regularOrderNumber, '2027-05-18', 'payment-failed'],
      [held.regularOrderNumber, '2027-05-20', 'held'],
    ])
    const [card, stock] = rows as [(typeof rows)[0], (typeof rows)[0]]
    expect(card).toMatchObject({
      courseId: failed.id,
      member: { id: member.id, name: '森野 花子', customerNumber: 'M-70001' },
      product: { code: 'hd-ok', name: '青汁', quantity: 1 },
      statusLabel: '決済エラー',
      attempts: 1,
    })
    expect(card.nextAttemptAt).toBeTruthy()
    expect(card.guidance).toMatch(/^お客さまにカードの変更をご案内してください/)
    expect(stock).toMatchObject({
      statusLabel: '在庫切れで保留',
      reason: '在庫切れ',
      product: { name: '品切れサプリ' },
    })
    expect(stock.guidance).toMatch(
      /^在庫を補充すると次の再試行（.+）で自動的に注文されます。スキップする場合は定期コースの画面から/,
    )

    // The 注文 cell: the ordered delivery's order number; none for the held one.
    const made = await deliveryOf(ordered.id)
    const link = await deliveryOrderLink(payload, made.order)
    const orderDoc = await payload.findByID({
      collection: 'orders',
      id: Number(made.order),
      depth: 0,
      overrideAccess: true,
    })
    expect(link).toEqual({ id: orderDoc.id, orderNumber: orderDoc.orderNumber })
    expect(await deliveryOrderLink(payload, (await deliveryOf(held.id)).order)).toBeNull()
  })
})
