/**
 * An order marked shipped (staff change the status in the admin, issue 12): the shipping date is recorded once
 * (shippedAt), and after the change committed the member gets the shipping notice exactly once — a guarded "set if
 * empty" on shippedMailedAt decides who sends it, like the receipt (docs/adr/036). Logs name the order number only.
 */
import type { Payload, PayloadRequest } from 'payload'

import { setIfEmpty, transitionIf } from '@/cms/guarded-update'
import { afterCommit, withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { checkoutDeps, type CheckoutDeps } from '@/shop/checkout/checkout-deps'
import { markDeliveryShipped } from '@/shop/courses/delivery-store'
import { isReadyToShip, READY_ORDER_STATUSES } from '@/shop/fulfilment/shipping-rules'
import { sendMail } from '@/shop/mail/mail-service'

import { orderShippedMail } from './order-mails'
import { settleEarnedPoints } from './order-status-service'

export interface ShippingDeps {
  /** Mail and links (default: the environment's, checkoutDeps). */
  mail?: (payload: Payload) => CheckoutDeps
  now?: () => Date
  /** The shipping time the change carried (a carrier's result), else now. */
  shippedAt?: Date
}

/**
 * Ships an order the way staff do in the admin — the status change, whose hook (src/cms/collections/orders/
 * order-hooks.ts) settles the earned points and sends the notice once — dated `shippedAt`: the demo's past
 * deliveries were shipped on their own days, not on the day the demo was seeded.
 */
export async function shipOrder(payload: Payload, orderId: number, shippedAt: Date): Promise<void> {
  await payload.update({
    collection: 'orders',
    id: orderId,
    data: { status: 'shipped', shippedAt: shippedAt.toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** What recording a carrier's tracking number did to an order (shipWithTracking). */
export type TrackedShipment =
  | { outcome: 'shipped' }
  /** Shipped before with this number: a re-import changes nothing. */
  | { outcome: 'unchanged' }
  /** Shipped before (in the admin) without a number: the number is added, the notice is not sent again. */
  | { outcome: 'tracking-added' }
  | { outcome: 'refused'; message: string }

/**
 * The effects of an order becoming shipped, each exactly once: the shipping date recorded, the course's delivery
 * marked shipped, the member's notice after commit (markShipped), and the earned points settled. The admin's status
 * change runs them from the orders hook (src/cms/collections/orders/order-hooks.ts); the carrier's result import
 * from shipWithTracking.
 */
export async function applyShippedEffects(
  payload: Payload,
  orderId: number,
  outer?: Partial<PayloadRequest>,
  deps: ShippingDeps = {},
): Promise<void> {
  await markShipped(payload, orderId, outer, deps)
  await settleEarnedPoints(payload, orderId, outer)
}

const RACED = 'ほかの処理と同時に更新されました。もう一度取り込んでください。'

/**
 * Ships an order with the carrier's tracking number (出荷実績, issue 29), joining `outer`'s transaction when given
 * (the import ships a chunk of lines in one). The status moves by a guarded transition from the ready statuses —
 * of concurrent importers (or an importer and a cancel) exactly one wins — and only the winner sets the number and
 * runs the shipped effects (applyShippedEffects, as the admin's change does through the hook). Without Payload's
 * update: the order's other fields and arrays are not rewritten, which keeps a 10,000-line day in seconds.
 */
export async function shipWithTracking(
  payload: Payload,
  orderId: number,
  shipment: { trackingNumber: string; shippedAt: Date },
  outer?: Partial<PayloadRequest>,
): Promise<TrackedShipment> {
  return withTransaction(
    payload,
    async (tx) => {
      const order = await payload.findByID({
        collection: 'orders',
        id: orderId,
        depth: 0,
        overrideAccess: true,
        req: tx.req,
        select: { status: true, payment: { status: true }, trackingNumber: true, shippedAt: true },
      })
      if (order.trackingNumber)
        return order.trackingNumber === shipment.trackingNumber
          ? { outcome: 'unchanged' as const }
          : {
              outcome: 'refused' as const,
              message: `すでに別の送り状番号（${order.trackingNumber}）で出荷済みです。`,
            }
      if (order.status === 'cancelled')
        return { outcome: 'refused' as const, message: 'キャンセルされた注文です。' }
      if (order.status === 'shipped') {
        // Shipped by the admin's button before the result came: the number is added, the notice was sent then.
        return (await setIfEmpty(payload, 'orders', orderId, 'trackingNumber', shipment.trackingNumber, tx))
          ? { outcome: 'tracking-added' as const }
          : { outcome: 'refused' as const, message: RACED }
      }
      if (!isReadyToShip(order))
        return { outcome: 'refused' as const, message: '決済が完了していないため、出荷済みにできません。' }
      if (!(await transitionIf(payload, 'orders', orderId, 'status', READY_ORDER_STATUSES, 'shipped', tx)))
        return { outcome: 'refused' as const, message: RACED }
      // Only the transition's winner gets here, so the number cannot have been set by anyone else.
      await setIfEmpty(payload, 'orders', orderId, 'trackingNumber', shipment.trackingNumber, tx)
      await applyShippedEffects(payload, orderId, tx.req, { shippedAt: shipment.shippedAt })
      return { outcome: 'shipped' as const }
    },
    outer,
  )
}

/** Records the shipping date (once) and sends the notice after the surrounding transaction commits. */
export async function markShipped(
  payload: Payload,
  orderId: number,
  outer?: Partial<PayloadRequest>,
  deps: ShippingDeps = {},
): Promise<void> {
  const now = (deps.now ?? (() => new Date()))()
  const shippedAt = deps.shippedAt ?? now
  await withTransaction(
    payload,
    async (tx) => {
      await setIfEmpty(payload, 'orders', orderId, 'shippedAt', shippedAt.toISOString(), tx)
      // The course's delivery that made this order (if any) shows it shipped (its owner's guarded write).
      await markDeliveryShipped(payload, tx, orderId, shippedAt)
      afterCommit(payload, tx, async () => {
        await sendShippedMailOnce((deps.mail ?? checkoutDeps)(payload), orderId, now)
      })
    },
    outer,
  )
}

/** True when this call sent the notice (false: sent before, or no address to send to). */
export async function sendShippedMailOnce(
  deps: CheckoutDeps,
  orderId: number,
  now = new Date(),
): Promise<boolean> {
  const { payload } = deps
  if (!(await setIfEmpty(payload, 'orders', orderId, 'shippedMailedAt', now.toISOString()))) return false
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    select: { orderer: true, orderNumber: true, shippedAt: true, trackingNumber: true, customer: true },
  })
  const to = order.orderer.email
  if (!to) return false
  try {
    await sendMail(
      deps,
      orderShippedMail({
        to,
        addressee: order.orderer,
        orderNumber: order.orderNumber,
        shippedAt: order.shippedAt ? new Date(order.shippedAt) : now,
        trackingNumber: order.trackingNumber ?? null,
        siteUrl: deps.siteUrl,
        member: order.customer != null,
      }),
    )
  } catch (error) {
    logger.error('order shipped mail failed', {
      orderNumber: order.orderNumber,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
    return false
  }
  logger.info('order shipped mail sent', { orderNumber: order.orderNumber })
  return true
}
