/**
 * What a status change does (docs/adr/017-orders-points-and-stock.md). Cancelling restores the stock of every
 * line (through its owner, src/shop/inventory), refunds the points the order used (a settled 'order-cancel-refund' row), voids the points it would have
 * earned and cancels its regular-delivery courses; shipping settles the earned points so they become usable.
 * Each runs exactly once per order, however often or concurrently it is asked for: a guarded "set if empty" on
 * the order's cancelledAt / pointsSettledAt decides who does it, inside the same transaction as the effects.
 */
import type { Payload, PayloadRequest } from 'payload'

import { setIfEmpty, transitionIf } from '@/cms/guarded-update'
import { withTransaction, type Transaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { restoreStock, type InventoryDeps } from '@/shop/inventory/inventory'
import { cancelOrderCourses } from '@/shop/courses/regular-courses'
import { refundOrderPoints, settleOrderPoints } from '@/shop/points/point-ledger'

import { ORDER_MESSAGES } from './order-messages'
import type { OrderStatus } from './order-status'

const CANCELLABLE: readonly OrderStatus[] = ['received', 'payment-pending', 'confirmed']

interface StoredOrderForEffects {
  id: number
  orderNumber: string
  status: OrderStatus
  regularCourse?: number | { id: number } | null
  regularSequence?: number | null
  customer?: number | { id: number } | null
  lines?: { productCode: string; quantity: number }[] | null
  totals?: { pointsUsed?: number | null } | null
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

async function loadOrder(payload: Payload, id: number, tx: Transaction): Promise<StoredOrderForEffects> {
  return (await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    req: tx.req,
  })) as unknown as StoredOrderForEffects
}

/** The effects of a cancellation (the status is already 'cancelled' or being set to it). True when this call applied them. */
export async function applyCancellation(
  payload: Payload,
  orderId: number,
  outer?: Partial<PayloadRequest>,
  deps: InventoryDeps = {},
): Promise<boolean> {
  return withTransaction(
    payload,
    async (tx) => {
      const now = new Date().toISOString()
      if (!(await setIfEmpty(payload, 'orders', orderId, 'cancelledAt', now, tx))) return false
      const order = await loadOrder(payload, orderId, tx)
      await restoreStock(payload, tx, order.lines ?? [], deps)
      const pointsUsed = order.totals?.pointsUsed ?? 0
      await refundOrderPoints(payload, tx, { customerId: idOf(order.customer), orderId, pointsUsed })
      await cancelOrderCourses(payload, tx, {
        id: orderId,
        orderNumber: order.orderNumber,
        regularCourse: idOf(order.regularCourse),
        regularSequence: order.regularSequence,
      })
      logger.info('order cancelled: stock and points restored', { orderId })
      return true
    },
    outer,
  )
}

export type CancelResult = { ok: true; applied: boolean } | { ok: false; message: string }

/**
 * Cancels an order from the shop's side (my page, payment failures): status and effects in one transaction.
 * `from`: the statuses this caller may cancel (the my page allows fewer, src/shop/orders/member-cancel-rules.ts);
 * the guarded transition re-checks them in the statement, so a concurrent "shipped" wins cleanly.
 */
export async function cancelOrder(
  payload: Payload,
  orderId: number,
  deps: InventoryDeps = {},
  from: readonly OrderStatus[] = CANCELLABLE,
): Promise<CancelResult> {
  return withTransaction(payload, async (tx) => {
    const changed = await transitionIf(payload, 'orders', orderId, 'status', from, 'cancelled', tx)
    if (!changed) {
      const order = await loadOrder(payload, orderId, tx).catch(() => null)
      if (order?.status !== 'cancelled') return { ok: false, message: ORDER_MESSAGES.notCancellable }
    }
    return { ok: true, applied: await applyCancellation(payload, orderId, tx.req, deps) }
  })
}

/** Shipped: the order's pending earned points become settled and usable. True when this call settled them. */
export async function settleEarnedPoints(
  payload: Payload,
  orderId: number,
  outer?: Partial<PayloadRequest>,
): Promise<boolean> {
  return withTransaction(
    payload,
    async (tx) => {
      if (!(await setIfEmpty(payload, 'orders', orderId, 'pointsSettledAt', new Date().toISOString(), tx)))
        return false
      await settleOrderPoints(payload, tx, orderId)
      return true
    },
    outer,
  )
}
