import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listMemberOrders } from '@/shop/orders/order-history'
import { submitOrder } from '@/shop/orders/order-service'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, memberCart, ORDER_FORM } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'oh-dha', { taxClass: 'food', price: 2000, stock: 100, name: 'DHAプラス' })
  await createProduct(payload, 'oh-lotion', { taxClass: 'standard', price: 3000, stock: 100, name: '化粧水' })
})

async function order(customerId: number, lines: { productCode: string; quantity: number }[]) {
  await memberCart(payload, customerId, lines)
  const result = await submitOrder(payload, {
    ...ORDER_FORM,
    shopper: { customerId },
    paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    idempotencyKey: randomUUID(),
  })
  if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
  return result
}

describe('order history (/mypage/order-history/)', () => {
  it('lists the member’s own orders, newest first, with what the list shows', async () => {
    const member = await createMember(payload, `history-${randomUUID()}@example.jp`)
    const other = await createMember(payload, `history-other-${randomUUID()}@example.jp`)
    const first = await order(member.id, [{ productCode: 'oh-dha', quantity: 2 }])
    const second = await order(member.id, [
      { productCode: 'oh-lotion', quantity: 1 },
      { productCode: 'oh-dha', quantity: 1 },
    ])
    await order(other.id, [{ productCode: 'oh-dha', quantity: 1 }])

    const history = await listMemberOrders(payload, member.id)
    expect(history.totalOrders).toBe(2)
    expect(history.orders.map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber])
    expect(history.orders[1]).toMatchObject({
      status: 'received',
      statusLabel: '受付済み',
      itemCount: 2,
      lineCount: 1,
      firstItemName: 'DHAプラス',
      hasRegularDelivery: false,
    })
    expect(history.orders[1]?.amountDue).toBeGreaterThan(0)
  })

  it('shows a member without orders an empty history', async () => {
    const member = await createMember(payload, `history-none-${randomUUID()}@example.jp`)
    expect(await listMemberOrders(payload, member.id)).toMatchObject({
      totalOrders: 0,
      orders: [],
      totalPages: 1,
    })
  })
})
