/**
 * An order marked shipped (staff change the status in the admin, issue 12): the shipping date is recorded once
 * (shippedAt), and after the change committed the member gets the shipping notice exactly once — a guarded "set if
 * empty" on shippedMailedAt decides who sends it, like the receipt (docs/adr/036). Logs name the order number only.
 */
import type { Payload, PayloadRequest } from 'payload'

import { setIfEmpty } from '@/cms/guarded-update'
import { afterCommit, withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { checkoutDeps, type CheckoutDeps } from '@/shop/checkout/checkout-deps'
import { sendMail } from '@/shop/mail/mail-service'

import { orderShippedMail } from './order-mails'

export interface ShippingDeps {
  /** Mail and links (default: the environment's, checkoutDeps). */
  mail?: (payload: Payload) => CheckoutDeps
  now?: () => Date
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

/** Records the shipping date (once) and sends the notice after the surrounding transaction commits. */
export async function markShipped(
  payload: Payload,
  orderId: number,
  outer?: Partial<PayloadRequest>,
  deps: ShippingDeps = {},
): Promise<void> {
  const now = (deps.now ?? (() => new Date()))()
  await withTransaction(
    payload,
    async (tx) => {
      await setIfEmpty(payload, 'orders', orderId, 'shippedAt', now.toISOString(), tx)
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
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
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
