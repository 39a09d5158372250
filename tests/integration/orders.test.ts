/**
 * Order placement under load (issue 5, docs/adr/017-orders-points-and-stock.md): idempotency, stock and points
 * never oversold, rollback of a failed placement, cancellation exactly once. Runs on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Customer } from '@/cms/payload-types'
import { createCart } from '@/shop/cart/cart-store'
import { newCartToken } from '@/shop/cart/cart-token'
import { checkCart, checkOrder } from '@/shop/orders/order-check'
import { ORDER_NUMBER_PATTERN } from '@/shop/orders/order-number'
import { cancelOrder } from '@/shop/orders/order-status-service'
import { submitOrder } from '@/shop/orders/order-service'
import { placeOrder } from '@/shop/orders/place-order'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, guestCart, memberCart, ORDER_FORM, stockOf } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'od-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 1000,
    name: 'セサミンEX',
  })
  await createProduct(payload, 'od-lotion', {
    taxClass: 'standard',
    price: 3000,
    stock: 1000,
    name: '化粧水',
  })
  await createProduct(payload, 'od-last-one', { taxClass: 'food', price: 2000, stock: 1, name: '限定DHA' })
})

async function countOrders(): Promise<number> {
  return (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
}

async function memberWithPoints(email: string, points: number): Promise<Customer> {
  const member = await createMember(payload, email, { swcPoint: points })
  await payload.create({
    collection: 'point-ledger',
    overrideAccess: true,
    data: {
      customer: member.id,
      delta: points,
      reason: 'adjustment',
      state: 'settled',
      balanceAfter: points,
    },
  })
  return member
}

async function balanceOf(id: number) {
  const customer = await payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { and: [{ customer: { equals: id } }, { state: { equals: 'settled' } }] },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return { cached: customer.swcPoint ?? 0, ledger: docs.reduce((sum, r) => sum + r.delta, 0) }
}

const codForm = (cartToken: string, key: string) => ({
  ...ORDER_FORM,
  shopper: { cartToken },
  paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
  idempotencyKey: key,
})

describe('order placement', () => {
  it('prices from the database and places a readable, idempotent order with per-rate totals', async () => {
    const token = await guestCart(payload, [
      { productCode: 'od-sesamin', quantity: 1 },
      { productCode: 'od-lotion', quantity: 1 },
    ])
    const check = await checkOrder(
      payload,
      { cartToken: token },
      { paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY },
    )
    expect(check.ok).toBe(true)
    if (!check.ok) return
    // 5,000 at 8 %, 3,000 + 300 COD fee at 10 %; free shipping from 5,000 excl. tax.
    expect(check.order.totals.byRate).toEqual([
      { rate: 8, taxableAmount: 5000, tax: 400 },
      { rate: 10, taxableAmount: 3300, tax: 330 },
    ])
    expect(check.order.totals.totalIncludingTax).toBe(9030)
    expect(check.order.totals.pointsToEarn).toBe(0) // guests earn none

    const result = await submitOrder(payload, codForm(token, randomUUID()))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
    expect(result.status).toBe('received')
    const order = await payload.findByID({ collection: 'orders', id: result.orderId, overrideAccess: true })
    expect(order.totals.amountDue).toBe(9030)
    expect(order.lines).toHaveLength(2)
    expect(await stockOf(payload, 'od-lotion')).toBe(999)
    // The cart is consumed.
    expect((await checkOrder(payload, { cartToken: token })).ok).toBe(false)
  })

  it('records the link key the shopper arrived with (the cart’s) on the order, for a guest and a member', async () => {
    const token = newCartToken()
    await createCart(
      payload,
      { token },
      [{ productCode: 'od-lotion', cycleType: '0', quantity: 1, addedAt: new Date().toISOString() }],
      'LP_SPRING_01',
    )
    const guest = await submitOrder(payload, codForm(token, randomUUID()))
    if (!guest.ok || !('orderId' in guest)) throw new Error(JSON.stringify(guest))
    const guestOrder = await payload.findByID({
      collection: 'orders',
      id: guest.orderId,
      overrideAccess: true,
    })
    expect(guestOrder.linkKey).toBe('LP_SPRING_01')

    const member = await createMember(payload, `linkkey-${randomUUID()}@example.jp`)
    await createCart(
      payload,
      { customerId: member.id },
      [{ productCode: 'od-lotion', cycleType: '0', quantity: 1, addedAt: new Date().toISOString() }],
      'aff_77',
    )
    const placed = await submitOrder(payload, {
      ...ORDER_FORM,
      shopper: { customerId: member.id },
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
      idempotencyKey: randomUUID(),
    })
    if (!placed.ok || !('orderId' in placed)) throw new Error(JSON.stringify(placed))
    const memberOrder = await payload.findByID({
      collection: 'orders',
      id: placed.orderId,
      overrideAccess: true,
    })
    expect(memberOrder.linkKey).toBe('aff_77')

    // Without a key the order records none.
    const plain = await submitOrder(
      payload,
      codForm(await guestCart(payload, [{ productCode: 'od-lotion', quantity: 1 }]), randomUUID()),
    )
    if (!plain.ok || !('orderId' in plain)) throw new Error(JSON.stringify(plain))
    expect(
      (await payload.findByID({ collection: 'orders', id: plain.orderId, overrideAccess: true })).linkKey,
    ).toBeNull()
  })

  it('20 parallel submissions with the same key make one order', async () => {
    const before = await countOrders()
    const stock = await stockOf(payload, 'od-lotion')
    const token = await guestCart(payload, [{ productCode: 'od-lotion', quantity: 2 }])
    const key = randomUUID()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitOrder(payload, codForm(token, key))),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    const ids = new Set(results.map((r) => (r.ok && 'orderId' in r ? r.orderId : null)))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => r.ok && 'replayed' in r && !r.replayed)).toHaveLength(1)
    expect(await countOrders()).toBe(before + 1)
    expect(await stockOf(payload, 'od-lotion')).toBe(stock - 2)
  })

  it('stock 1 and 20 concurrent buyers: one sale, stock 0, 19 Japanese refusals naming the product', async () => {
    const before = await countOrders()
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => guestCart(payload, [{ productCode: 'od-last-one', quantity: 1 }])),
    )
    const results = await Promise.all(tokens.map((t) => submitOrder(payload, codForm(t, randomUUID()))))
    const sold = results.filter((r) => r.ok)
    const refused = results.filter((r) => !r.ok)
    expect(sold).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const r of refused) {
      // Refused at the check (stock already 0) or by the guarded update in the transaction.
      const text = 'message' in r ? r.message : 'messages' in r ? r.messages.join('') : ''
      expect(text).toContain('「限定DHA」')
      expect(text).toContain('在庫が不足')
    }
    expect(await stockOf(payload, 'od-last-one')).toBe(0)
    expect(await countOrders()).toBe(before + 1)
  })

  it('the guarded stock update alone refuses 19 of 20 buyers whose checks all passed', async () => {
    await createProduct(payload, 'od-race', {
      taxClass: 'standard',
      price: 1000,
      stock: 1,
      name: '限定クリーム',
    })
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => guestCart(payload, [{ productCode: 'od-race', quantity: 1 }])),
    )
    const checks = await Promise.all(tokens.map((t) => checkOrder(payload, { cartToken: t })))
    const results = await Promise.all(
      checks.map((c) => {
        if (!c.ok) throw new Error('every check sees stock 1')
        return placeOrder(payload, {
          ...ORDER_FORM,
          checked: c.order,
          payment: { method: PAYMENT_METHODS.POSTAL_TRANSFER, status: 'not-required' },
          idempotencyKey: randomUUID(),
        })
      }),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const refused = results.filter((r) => !r.ok)
    expect(refused).toHaveLength(19)
    for (const r of refused)
      expect(r).toMatchObject({
        code: 'out-of-stock',
        message: expect.stringContaining('「限定クリーム」の在庫が不足'),
      })
    expect(await stockOf(payload, 'od-race')).toBe(0)
  })

  it('10 concurrent uses of 30 points from 100: balance never below 0 and equal to the ledger', async () => {
    const member = await memberWithPoints('points-race@example.jp', 100)
    const carts = await Promise.all(
      Array.from({ length: 10 }, () =>
        memberCart(payload, member.id, [{ productCode: 'od-lotion', quantity: 1 }]),
      ),
    )
    const checks = await Promise.all(
      carts.map((cart) =>
        checkCart(payload, cart, member, `m:${member.id}`, {
          paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
          pointMethod: '2',
          pointNumber: '30',
        }),
      ),
    )
    const results = await Promise.all(
      checks.map((c) => {
        if (!c.ok) throw new Error('check failed')
        return placeOrder(payload, {
          ...ORDER_FORM,
          checked: c.order,
          payment: { method: PAYMENT_METHODS.CASH_ON_DELIVERY, status: 'not-required' },
          idempotencyKey: randomUUID(),
        })
      }),
    )
    const placed = results.filter((r) => r.ok)
    expect(placed).toHaveLength(3)
    for (const r of results.filter((x) => !x.ok)) {
      expect(r).toMatchObject({ code: 'points', message: expect.stringContaining('ポイント残高が不足') })
    }
    const { cached, ledger } = await balanceOf(member.id)
    expect(cached).toBe(10)
    expect(cached).toBeGreaterThanOrEqual(0)
    expect(ledger).toBe(cached)
  })

  it('a failure after stock and points were taken rolls everything back', async () => {
    const member = await memberWithPoints('rollback@example.jp', 500)
    const cart = await memberCart(payload, member.id, [
      { productCode: 'od-sesamin', cycleType: '1', quantity: 2 },
    ])
    const stock = await stockOf(payload, 'od-sesamin')
    const before = await countOrders()
    const check = await checkCart(payload, cart, member, `m:${member.id}`, { pointMethod: '1' })
    if (!check.ok) throw new Error('check failed')
    expect(check.order.totals.pointsUsed).toBe(500)
    const result = await placeOrder(
      payload,
      {
        ...ORDER_FORM,
        checked: check.order,
        payment: { method: PAYMENT_METHODS.CASH_ON_DELIVERY, status: 'not-required' },
        idempotencyKey: randomUUID(),
      },
      {
        faults: {
          afterStockAndPoints: () => {
            throw new Error('simulated failure')
          },
        },
      },
    )
    expect(result).toMatchObject({
      ok: false,
      code: 'failed',
      message: expect.stringContaining('確定していません'),
    })
    expect(await stockOf(payload, 'od-sesamin')).toBe(stock)
    expect(await balanceOf(member.id)).toEqual({ cached: 500, ledger: 500 })
    expect(await countOrders()).toBe(before)
    const { totalDocs: courses } = await payload.count({
      collection: 'regular-courses',
      where: { customer: { equals: member.id } },
      overrideAccess: true,
    })
    expect(courses).toBe(0)
    // The cart is still there: the shopper can try again.
    expect((await checkOrder(payload, { customerId: member.id })).ok).toBe(true)
  })

  it('records regular courses, earns pending points, and a cancel restores stock and points exactly once', async () => {
    const member = await memberWithPoints('cancel@example.jp', 200)
    await memberCart(payload, member.id, [
      { productCode: 'od-sesamin', cycleType: '2', quantity: 1 },
      { productCode: 'od-lotion', quantity: 1 },
    ])
    const stockS = await stockOf(payload, 'od-sesamin')
    const stockL = await stockOf(payload, 'od-lotion')
    const result = await submitOrder(payload, {
      ...ORDER_FORM,
      shopper: { customerId: member.id },
      paymentMethod: PAYMENT_METHODS.DIRECT_DEBIT,
      idempotencyKey: randomUUID(),
      check: { pointMethod: '2', pointNumber: '150' },
      now: new Date('2026-01-31T03:00:00Z'),
    })
    if (!result.ok || !('orderId' in result)) throw new Error(JSON.stringify(result))
    const { docs: courses } = await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: result.orderId } },
      overrideAccess: true,
    })
    expect(courses).toHaveLength(1)
    expect(courses[0]).toMatchObject({
      firstDeliveryDate: '2026-01-31',
      nextDeliveryDate: '2026-03-31',
      status: 'active',
    })
    expect(await stockOf(payload, 'od-sesamin')).toBe(stockS - 1)
    expect(await balanceOf(member.id)).toEqual({ cached: 50, ledger: 50 })
    const earn = await payload.find({
      collection: 'point-ledger',
      where: { and: [{ order: { equals: result.orderId } }, { reason: { equals: 'order-earn' } }] },
      overrideAccess: true,
    })
    // (4,300 + 3,000) / 100, pending until shipped.
    expect(earn.docs[0]).toMatchObject({ delta: 73, state: 'pending' })

    // Staff cancel in the admin, then again, and the shop cancels concurrently: effects once.
    await payload.update({
      collection: 'orders',
      id: result.orderId,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    const again = await Promise.all(Array.from({ length: 5 }, () => cancelOrder(payload, result.orderId)))
    expect(again.every((r) => r.ok && !r.applied)).toBe(true)
    expect(await stockOf(payload, 'od-sesamin')).toBe(stockS)
    expect(await stockOf(payload, 'od-lotion')).toBe(stockL)
    expect(await balanceOf(member.id)).toEqual({ cached: 200, ledger: 200 })
    const after = await payload.find({
      collection: 'point-ledger',
      where: { order: { equals: result.orderId } },
      overrideAccess: true,
      sort: 'createdAt',
    })
    expect(after.docs.map((r) => [r.reason, r.delta, r.state]).sort()).toEqual(
      [
        ['order-cancel-refund', 150, 'settled'],
        ['order-earn', 73, 'void'],
        ['order-use', -150, 'settled'],
      ].sort(),
    )
    const cancelledCourse = await payload.findByID({
      collection: 'regular-courses',
      id: courses[0]!.id,
      overrideAccess: true,
    })
    expect(cancelledCourse.status).toBe('cancelled')
    // A cancelled order cannot be shipped.
    await expect(
      payload.update({
        collection: 'orders',
        id: result.orderId,
        data: { status: 'shipped' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/変更することはできません/)
  })

  it('shipping settles the earned points once', async () => {
    const member = await memberWithPoints('ship@example.jp', 0)
    await memberCart(payload, member.id, [{ productCode: 'od-lotion', quantity: 2 }])
    const result = await submitOrder(payload, {
      ...ORDER_FORM,
      shopper: { customerId: member.id },
      paymentMethod: PAYMENT_METHODS.POSTAL_TRANSFER,
      idempotencyKey: randomUUID(),
    })
    if (!result.ok || !('orderId' in result)) throw new Error(JSON.stringify(result))
    expect(await balanceOf(member.id)).toEqual({ cached: 0, ledger: 0 })
    await payload.update({
      collection: 'orders',
      id: result.orderId,
      data: { status: 'shipped' },
      overrideAccess: true,
    })
    expect(await balanceOf(member.id)).toEqual({ cached: 60, ledger: 60 })
    expect((await cancelOrder(payload, result.orderId)).ok).toBe(false)
  })

  it('refuses an unknown key format and points for guests', async () => {
    const token = await guestCart(payload, [{ productCode: 'od-lotion', quantity: 1 }])
    expect(await submitOrder(payload, codForm(token, 'short'))).toMatchObject({
      ok: false,
      code: 'invalid-key',
    })
    const check = await checkOrder(payload, { cartToken: token }, { pointMethod: '1' })
    expect(check).toMatchObject({
      ok: false,
      fieldErrors: { POINT_METHOD: expect.stringContaining('ログイン') },
    })
  })

  it('bills gift wrapping per package with the cash-on-delivery fee, tax once at 10 %', async () => {
    const token = await guestCart(payload, [{ productCode: 'od-lotion', quantity: 2 }])
    const result = await submitOrder(payload, {
      ...codForm(token, randomUUID()),
      gift: { wanted: true, kind: 'NormalWrapping', packaging: '2' },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { docs } = await payload.find({
      collection: 'orders',
      where: { orderNumber: { equals: result.orderNumber } },
      overrideAccess: true,
    })
    // 6,000 of items + 2 × 200 wrapping + 300 COD (7,040 collected is below 10,000), all at 10 %.
    expect(docs[0]?.totals).toMatchObject({ fees: 700, totalIncludingTax: 7370 })
    expect(docs[0]?.payment).toMatchObject({ codFee: 300 })
    expect(docs[0]?.gift).toMatchObject({ wanted: true, kind: 'NormalWrapping', packaging: '2' })
  })
})
