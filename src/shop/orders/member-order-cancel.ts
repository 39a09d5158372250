/**
 * A member cancels their own order on the my page (spec §2 /mypage/order-cancel/, `POST order/cancel`, issue 12;
 * docs/adr/036-order-cancel-detail-and-staff-course-actions.md).
 *
 * - Only the member's own order (another member's number is "not found") and only while
 *   member-cancel-rules.ts allows it.
 * - The status change and its effects go through the same path as a staff cancel (order-status-service.ts
 *   cancelOrder → applyCancellation): stock back through the inventory owner, used points back through the point
 *   ledger, each exactly once however often or concurrently it is asked (a guarded transition and a guarded
 *   cancelledAt). A delivery order of a regular course cancels that delivery only; an order that opened courses
 *   ends them, as a staff cancel does.
 * - After the transaction committed, a card or app authorisation is voided through its gateway (an outside call
 *   cannot be rolled back, so it comes last; a failure is logged by order number for staff) and the cancellation
 *   mail is sent — both only by the call that applied the cancellation.
 */
import type { Payload } from 'payload'

import { updateColumns } from '@/cms/guarded-update'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import type { CheckoutDeps } from '@/shop/checkout/checkout-deps'
import type { InventoryDeps } from '@/shop/inventory/inventory'
import { sendMail } from '@/shop/mail/mail-service'
import { gatewayFor } from '@/shop/payments/gateways'
import type { PaymentGateway } from '@/shop/payments/payment-gateway'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import { taxIncluded } from '@/shop/pricing/format-amount'

import {
  CANCEL_SCOPE_NOTES,
  cancelScopeOf,
  MEMBER_CANCEL_MESSAGES,
  MEMBER_CANCELLABLE_STATUSES,
  memberCancelRefusal,
  type CancelScope,
} from './member-cancel-rules'
import { findMemberOrder, orderDetailOf } from './order-detail'
import { orderCancelMail } from './order-mails'
import { cancelOrder } from './order-status-service'
import type { OrderStatus } from './order-status'

export interface MemberCancelDeps extends CheckoutDeps {
  gatewayOf?: (method: PaymentMethodCode) => PaymentGateway
  inventory?: InventoryDeps
  now?: () => Date
}

export type MemberCancelResult =
  { ok: true; orderNumber: string; applied: boolean } | { ok: false; status: 404 | 409; message: string }

/** Payment states that hold an authorisation the provider would otherwise capture or keep. */
const VOIDABLE_PAYMENT = new Set(['authorized', 'pending'])

export async function cancelMemberOrder(
  deps: MemberCancelDeps,
  customerId: number,
  orderNumber: string,
): Promise<MemberCancelResult> {
  const { payload } = deps
  const order = await findMemberOrder(payload, customerId, orderNumber)
  if (!order) return { ok: false, status: 404, message: MEMBER_CANCEL_MESSAGES.notFound }
  const refusal = memberCancelRefusal({ status: order.status as OrderStatus, shippedAt: order.shippedAt })
  if (refusal) return { ok: false, status: 409, message: refusal }

  const result = await cancelOrder(payload, order.id, deps.inventory, MEMBER_CANCELLABLE_STATUSES)
  if (!result.ok) {
    // Shipped (or otherwise moved on) between the read and the guarded transition: say why from the fresh row.
    const now = await findMemberOrder(payload, customerId, orderNumber)
    const reason = now
      ? memberCancelRefusal({ status: now.status as OrderStatus, shippedAt: now.shippedAt })
      : null
    return { ok: false, status: 409, message: reason ?? result.message }
  }
  if (!result.applied) return { ok: true, orderNumber, applied: false }

  logger.info('order cancelled by the member', { orderNumber })
  const paymentVoided = await voidPayment(deps, order.id, orderNumber, order.payment)
  await sendCancelMail(deps, {
    to: order.orderer.email ?? null,
    addressee: order.orderer,
    orderNumber,
    amountDue: order.totals.amountDue,
    pointsUsed: order.totals.pointsUsed ?? 0,
    scope: cancelScopeOf(order),
    paymentVoided,
  })
  return { ok: true, orderNumber, applied: true }
}

async function voidPayment(
  deps: MemberCancelDeps,
  orderId: number,
  orderNumber: string,
  payment: { method: PaymentMethodCode; status: string; reference?: string | null },
): Promise<boolean> {
  if (!payment.reference || !VOIDABLE_PAYMENT.has(payment.status)) return false
  let gateway: PaymentGateway
  try {
    gateway = (deps.gatewayOf ?? gatewayFor)(payment.method)
  } catch {
    return false // no gateway for the method (points only): nothing was authorised
  }
  try {
    await gateway.cancel(payment.reference)
  } catch (error) {
    logger.error('order cancel: voiding the payment failed; staff must void it', {
      orderNumber,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
    return false
  }
  await withTransaction(deps.payload, (tx) =>
    updateColumns(deps.payload, 'orders', orderId, { payment_status: 'cancelled' }, tx),
  )
  return true
}

async function sendCancelMail(
  deps: MemberCancelDeps,
  input: {
    to: string | null
    addressee: { lastName: string; firstName: string }
    orderNumber: string
    amountDue: number
    pointsUsed: number
    scope: ReturnType<typeof cancelScopeOf>
    paymentVoided: boolean
  },
): Promise<void> {
  if (!input.to) return
  const { to, ...rest } = input
  try {
    // Recorded in a transaction of its own: on SQLite a write beside a concurrent cancellation's would wait.
    await withTransaction(deps.payload, (tx) =>
      sendMail(
        { ...deps, req: tx.req },
        orderCancelMail({
          ...rest,
          to,
          cancelledAt: (deps.now ?? (() => new Date()))(),
          siteUrl: deps.siteUrl,
        }),
      ),
    )
  } catch (error) {
    logger.error('order cancel mail failed', {
      orderNumber: input.orderNumber,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
}

/** What the cancel pages show of the member's order (null: not the member's, or no such order). */
export interface OrderCancelView {
  orderNumber: string
  placedAt: string
  statusLabel: string
  lines: { productName: string; purchaseLabel: string; quantity: number; amount: string }[]
  totals: { label: string; text: string }[]
  cancellable: boolean
  /** Already cancelled (by the member, staff or a failed payment). */
  cancelled: boolean
  refusal: string | null
  scope: CancelScope
  scopeNote: string
}

export async function orderCancelView(
  payload: Payload,
  customerId: number,
  orderNumber: string,
): Promise<OrderCancelView | null> {
  const order = await findMemberOrder(payload, customerId, orderNumber)
  if (!order) return null
  const detail = orderDetailOf(order)
  const refusal = memberCancelRefusal({ status: detail.status, shippedAt: order.shippedAt })
  return {
    orderNumber: detail.orderNumber,
    placedAt: detail.placedAt,
    statusLabel: detail.statusLabel,
    lines: detail.lines.map((l) => ({
      productName: `${l.reducedRateMark}${l.productName}`,
      purchaseLabel: l.purchaseLabel,
      quantity: l.quantity,
      amount: taxIncluded(l.amountIncludingTax),
    })),
    totals: detail.totals.map((t) => ({ label: t.label, text: t.text })),
    cancellable: refusal === null,
    cancelled: detail.status === 'cancelled',
    refusal,
    scope: detail.cancelScope,
    scopeNote: CANCEL_SCOPE_NOTES[detail.cancelScope],
  }
}
