/**
 * Orders placed while a card's 3-D Secure challenge or an app payment is under way (status payment-pending,
 * payment status pending; docs/adr/020-checkout-flow.md). Stock and points are already taken and the cart is
 * consumed, so the shopper cannot lose the goods while in the provider's pages. When the browser comes back the
 * order is either confirmed (authorised) or cancelled like any cancellation (stock and points back, once) with
 * payment status 'failed', its lines put back into the cart and its idempotency key released, so the shopper
 * can try again with another card from the same confirm page. Each outcome is decided by one guarded status
 * change, so concurrent hand-backs (a double click, the stale sweep) apply it once.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { Order } from '@/cms/payload-types'
import { transitionIf, updateColumns } from '@/cms/guarded-update'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import type { SavedCard } from '@/shop/payments/payment-gateway'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import { restoreOrderCart } from './cart-restore'
import { applyCancellation } from './order-status-service'
import type { OrderStatus } from './order-status'

/** A browser that has not come back from the provider within this time is not coming back (ADR 020). */
export const PENDING_PAYMENT_TTL_MS = 30 * 60 * 1000

/** Why a pending payment failed when the shopper never returned. */
export const EXPIRED_CODE = 'expired'

export interface PaymentOrder {
  id: number
  orderNumber: string
  status: OrderStatus
  customerId: number | null
  method: PaymentMethodCode
  paymentStatus: 'not-required' | 'pending' | 'authorized' | 'cancelled' | 'failed'
  reference: string | null
  redirectUrl: string | null
  failureCode: string | null
  /** A campaign's one-page order: its promotionId (its pages differ); null otherwise. */
  campaign: string | null
}

const idOf = (value: Order['customer']): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

function toPaymentOrder(order: Order): PaymentOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    customerId: idOf(order.customer),
    method: order.payment.method,
    paymentStatus: order.payment.status,
    reference: order.payment.reference ?? null,
    redirectUrl: order.payment.redirectUrl ?? null,
    failureCode: order.payment.failureCode ?? null,
    campaign: order.campaign ?? null,
  }
}

const PAYMENT_FIELDS = {
  orderNumber: true,
  status: true,
  customer: true,
  payment: true,
  campaign: true,
} as const

async function findOne(payload: Payload, where: Where): Promise<PaymentOrder | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: PAYMENT_FIELDS,
  })
  return docs[0] ? toPaymentOrder(docs[0] as Order) : null
}

/** The order a provider's hand-back is about (payment.reference is indexed). */
export function findOrderByPaymentReference(payload: Payload, reference: string) {
  return findOne(payload, { 'payment.reference': { equals: reference } })
}

export function findOrderById(payload: Payload, id: number) {
  return findOne(payload, { id: { equals: id } })
}

/** Authorised: payment-pending → confirmed, and the card the provider kept for the member. True when this call did it. */
export async function confirmPendingOrder(
  payload: Payload,
  order: Pick<PaymentOrder, 'id' | 'customerId'>,
  savedCard?: SavedCard,
): Promise<boolean> {
  return withTransaction(payload, async (tx) => {
    if (!(await transitionIf(payload, 'orders', order.id, 'status', ['payment-pending'], 'confirmed', tx)))
      return false
    await updateColumns(payload, 'orders', order.id, { payment_status: 'authorized' }, tx)
    if (order.customerId && savedCard) {
      const { reference, brand, last4 } = savedCard
      await payload.update({
        collection: 'customers',
        id: order.customerId,
        data: { savedCard: { reference, brand, last4 } },
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
    }
    logger.info('order payment confirmed', { orderId: order.id })
    return true
  })
}

/**
 * Failed, cancelled in the provider's pages, or never came back: cancelled with payment status 'failed' (stock
 * and points restored once by applyCancellation), the lines back in the owner's cart, the idempotency key
 * released. True when this call did it.
 */
export async function failPendingOrder(
  payload: Payload,
  orderId: number,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  return withTransaction(payload, async (tx) => {
    if (!(await transitionIf(payload, 'orders', orderId, 'status', ['payment-pending'], 'cancelled', tx)))
      return false
    // The key stays unique but no longer matches the client's: the same confirm page may submit again.
    await updateColumns(
      payload,
      'orders',
      orderId,
      {
        payment_status: 'failed',
        payment_failureCode: code.slice(0, 40),
        payment_redirectUrl: null,
        idempotencyKey: `released-${orderId}-${randomBytes(8).toString('hex')}`,
      },
      tx,
    )
    await applyCancellation(payload, orderId, tx.req)
    const order = (await payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      overrideAccess: true,
      req: tx.req,
      select: { customer: true, cartOwner: true, lines: true, campaign: true },
    })) as Pick<Order, 'customer' | 'cartOwner' | 'lines' | 'campaign'>
    const restored = await restoreOrderCart(
      payload,
      {
        customerId: idOf(order.customer),
        cartOwner: order.cartOwner ?? null,
        lines: order.lines ?? [],
        campaign: order.campaign ?? null,
      },
      tx,
      now,
    )
    logger.info('order payment failed: cancelled', { orderId, code, cartRestored: restored })
    return true
  })
}

/** Pending orders older than the TTL (indexed on status and placedAt), a few at a time. */
export async function findStalePendingOrders(
  payload: Payload,
  now: Date,
  limit = 20,
): Promise<PaymentOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'payment-pending' } },
        { placedAt: { less_than: new Date(now.getTime() - PENDING_PAYMENT_TTL_MS).toISOString() } },
      ],
    },
    limit,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: PAYMENT_FIELDS,
  })
  return docs.map((d) => toPaymentOrder(d as Order))
}
