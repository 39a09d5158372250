/**
 * The stock owner (issue 12, src/shop/inventory): orders take stock and cancels give it back through it, once;
 * a change of availability expires the cached catalogue after the commit and never for a rolled-back order;
 * a failed expiry never throws an order away; staff edits in the admin expire the same way.
 * Runs on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { CACHE_TAGS } from '@/lib/cache/tags'
import type { AvailabilityChange } from '@/shop/inventory/inventory'
import { checkOrder } from '@/shop/orders/order-check'
import { submitOrder } from '@/shop/orders/order-service'
import { cancelOrder } from '@/shop/orders/order-status-service'
import type { CheckedOrder } from '@/shop/orders/order-check'
import { placeOrder, type PlaceOrderDeps, type PlaceOrderResult } from '@/shop/orders/place-order'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { createProduct, guestCart, ORDER_FORM, stockOf } from './order-helper'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag }))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(() => revalidateTag.mockClear())

const product = (productCode: string, stock: number, name: string) =>
  createProduct(payload, productCode, { taxClass: 'food', price: 2000, stock, name })

/** A revalidate dependency that records each call with the stock it saw from outside the transaction. */
function observer(productCode: string) {
  const calls: { change: AvailabilityChange; stockSeen: number }[] = []
  return {
    calls,
    revalidate: async (change: AvailabilityChange) => {
      calls.push({ change, stockSeen: await stockOf(payload, productCode) })
    },
  }
}

/** A guest's checked order for `quantity` of the product (checked now, placed later). */
async function checked(productCode: string, quantity: number): Promise<CheckedOrder> {
  const token = await guestCart(payload, [{ productCode, quantity }])
  const check = await checkOrder(payload, { cartToken: token })
  if (!check.ok) throw new Error(JSON.stringify(check.messages))
  return check.order
}

const place = (order: CheckedOrder, deps: PlaceOrderDeps = {}): Promise<PlaceOrderResult> =>
  placeOrder(
    payload,
    {
      ...ORDER_FORM,
      checked: order,
      payment: { method: PAYMENT_METHODS.CASH_ON_DELIVERY, status: 'not-required' },
      idempotencyKey: randomUUID(),
    },
    deps,
  )

const order = async (productCode: string, quantity: number, deps: PlaceOrderDeps = {}) =>
  place(await checked(productCode, quantity), deps)

describe('the stock owner', () => {
  it('a sell-out expires the catalogue after the commit; a sale that leaves stock expires nothing', async () => {
    await product('inv-two', 2, '在庫二個')
    const seen = observer('inv-two')
    expect(await order('inv-two', 1, { inventory: seen })).toMatchObject({ ok: true })
    expect(await stockOf(payload, 'inv-two')).toBe(1)
    expect(seen.calls).toEqual([])

    expect(await order('inv-two', 1, { inventory: seen })).toMatchObject({ ok: true })
    expect(await stockOf(payload, 'inv-two')).toBe(0)
    // Called once, with the catalogue's tag, and the committed stock (0) was already visible outside.
    expect(seen.calls).toEqual([
      { change: { productCodes: ['inv-two'], tags: [CACHE_TAGS.inventory] }, stockSeen: 0 },
    ])
  })

  it('a rolled-back order takes no stock and expires nothing', async () => {
    await product('inv-rollback', 1, '巻き戻し')
    const seen = observer('inv-rollback')
    const result = await order('inv-rollback', 1, {
      inventory: seen,
      faults: {
        afterStockAndPoints: () => {
          throw new Error('simulated failure')
        },
      },
    })
    expect(result).toMatchObject({ ok: false, code: 'failed' })
    expect(await stockOf(payload, 'inv-rollback')).toBe(1)
    expect(seen.calls).toEqual([])
  })

  it('refuses more than the stock with the out-of-stock message naming the product', async () => {
    await product('inv-short', 3, '残り三個')
    const lastThree = await checked('inv-short', 3)
    // Another order takes one in between the check and the placement.
    expect(await order('inv-short', 1)).toMatchObject({ ok: true })
    const seen = observer('inv-short')
    const refused = await place(lastThree, { inventory: seen })
    expect(refused).toMatchObject({
      ok: false,
      code: 'out-of-stock',
      message: expect.stringContaining('残り三個'),
    })
    expect(await stockOf(payload, 'inv-short')).toBe(2)
    expect(seen.calls).toEqual([])
  })

  it('a cancel gives the stock back exactly once and expires the catalogue when it comes back in stock', async () => {
    await product('inv-cancel', 2, '取消')
    const placed = await order('inv-cancel', 2)
    if (!placed.ok) throw new Error(placed.message)
    expect(await stockOf(payload, 'inv-cancel')).toBe(0)

    const seen = observer('inv-cancel')
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cancelOrder(payload, placed.orderId, { revalidate: seen.revalidate })),
    )
    expect(results.filter((r) => r.ok && r.applied)).toHaveLength(1)
    expect(await stockOf(payload, 'inv-cancel')).toBe(2)
    expect(seen.calls).toEqual([
      { change: { productCodes: ['inv-cancel'], tags: [CACHE_TAGS.inventory] }, stockSeen: 2 },
    ])
  })

  it('a failed expiry is logged and the order stands', async () => {
    await product('inv-fails', 1, '失敗')
    const result = await order('inv-fails', 1, {
      inventory: {
        revalidate: () => {
          throw new Error('cache down')
        },
      },
    })
    expect(result).toMatchObject({ ok: true, replayed: false })
    expect(await stockOf(payload, 'inv-fails')).toBe(0)
  })

  it('by default a checkout sell-out expires the catalogue tag in Next', async () => {
    await product('inv-default', 1, '既定')
    const token = await guestCart(payload, [{ productCode: 'inv-default', quantity: 1 }])
    const result = await submitOrder(payload, {
      ...ORDER_FORM,
      shopper: { cartToken: token },
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
      idempotencyKey: randomUUID(),
    })
    expect(result).toMatchObject({ ok: true })
    expect(revalidateTag).toHaveBeenCalledWith(CACHE_TAGS.inventory, { expire: 0 })
  })

  it('staff edits expire the catalogue when availability changes, after their commit', async () => {
    await product('inv-staff', 5, 'スタッフ')
    const { docs } = await payload.find({
      collection: 'inventory',
      where: { productCode: { equals: 'inv-staff' } },
      overrideAccess: true,
    })
    const id = docs[0]!.id
    const edit = (stock: number) =>
      payload.update({ collection: 'inventory', id, data: { stock }, overrideAccess: true })

    await edit(3)
    expect(revalidateTag).not.toHaveBeenCalled()
    await edit(0)
    expect(revalidateTag).toHaveBeenCalledTimes(1)
    expect(revalidateTag).toHaveBeenCalledWith(CACHE_TAGS.inventory, { expire: 0 })
    await edit(4)
    expect(revalidateTag).toHaveBeenCalledTimes(2)
  })
})
