/**
 * Which orders a member may cancel on the my page (spec §2 /mypage/order-cancel/, issue 12), in one place: the
 * order history, the detail page, the cancel pages and `POST order/cancel` all ask here
 * (docs/adr/036-order-cancel-detail-and-staff-course-actions.md). Pure.
 *
 * A member cancels an order that has not shipped and whose payment is settled either way:
 *   received   placed, paid later (cash on delivery, direct debit, postal transfer): cancellable
 *   confirmed  paid by card or app (authorised, not yet captured) or confirmed by staff: cancellable; the
 *              authorisation is voided
 *   payment-pending  the shopper is still in 3-D Secure or the app: not cancellable (it ends by itself within
 *              30 minutes, ADR 020)
 *   shipped, cancelled: not cancellable (returns go through the inquiry form)
 * An order with a shipping date recorded is treated as shipped whatever its status says.
 */
import type { OrderStatus } from './order-status'

export const MEMBER_CANCELLABLE_STATUSES = ['received', 'confirmed'] as const satisfies readonly OrderStatus[]

export const MEMBER_CANCEL_MESSAGES = {
  shipped:
    'このご注文はすでに発送済みのため、キャンセルできません。返品をご希望の場合はお問い合わせフォームからご連絡ください。',
  cancelled: 'このご注文はすでにキャンセルされています。',
  paymentPending:
    'このご注文はお支払い手続きの途中のため、キャンセルできません。しばらくしてからご注文履歴をご確認ください。',
  notFound: 'ご注文が見つかりませんでした。ご注文番号をご確認ください。',
  /** The complete step of a cancellation that did not happen. */
  notCancelled:
    'このご注文はキャンセルされていません。キャンセルをご希望の場合は、ご注文の詳細からお手続きください。',
} as const

export interface CancellableOrder {
  status: OrderStatus
  shippedAt?: string | null
}

/** Null when the member may cancel the order; otherwise the Japanese reason. */
export function memberCancelRefusal(order: CancellableOrder): string | null {
  if (order.status === 'shipped' || order.shippedAt) return MEMBER_CANCEL_MESSAGES.shipped
  if (order.status === 'cancelled') return MEMBER_CANCEL_MESSAGES.cancelled
  if (order.status === 'payment-pending') return MEMBER_CANCEL_MESSAGES.paymentPending
  return (MEMBER_CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(order.status)
    ? null
    : MEMBER_CANCEL_MESSAGES.shipped
}

export const isMemberCancellable = (order: CancellableOrder): boolean => memberCancelRefusal(order) === null

/**
 * What cancelling the order does to regular deliveries:
 *   delivery     the order is one delivery of a course: only this delivery is cancelled, the course goes on
 *   opens-course the order opened courses (regular lines): cancelling it ends those courses, like staff cancel
 *   one-time     no regular delivery involved
 */
export type CancelScope = 'delivery' | 'opens-course' | 'one-time'

export function cancelScopeOf(order: {
  regularCourse?: unknown
  lines?: readonly { cycleType?: string | null }[] | null
}): CancelScope {
  if (order.regularCourse != null) return 'delivery'
  return (order.lines ?? []).some((l) => l.cycleType != null && l.cycleType !== '0')
    ? 'opens-course'
    : 'one-time'
}

export const CANCEL_SCOPE_NOTES: Record<CancelScope, string> = {
  delivery:
    'このご注文は定期コースの1回分のお届けです。キャンセルされるのは今回のお届けのみで、定期コースは解約されず、次回以降のお届けは続きます。定期コースの解約はマイページの「定期コース」からお手続きください。',
  'opens-course':
    'このご注文で始まった定期コースも、あわせて解約となります（次回以降のお届けはありません）。',
  'one-time': 'キャンセルすると、ご注文の商品はお届けされません。',
}

/**
 * An order number as it may arrive in a link or a request: letters, digits and hyphens, bounded. Looser than
 * order-number.ts's pattern on purpose (delivery orders of the engine may be numbered otherwise); the lookup is
 * always by the member and the exact number.
 */
export const ORDER_NUMBER_INPUT_PATTERN = /^[A-Za-z0-9-]{1,40}$/
