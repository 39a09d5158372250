/**
 * Order statuses and the transitions staff and the shop may make (docs/adr/017-orders-points-and-stock.md).
 * Pure: the collection's hook and the services check every change here.
 *
 *   received         placed; payment is taken later (cash on delivery, direct debit, postal transfer)
 *   payment-pending  placed; the card or app payment is waiting for the shopper's challenge or redirect
 *   confirmed        payment authorised (or staff confirmed it); ready to ship
 *   shipped          handed to the carrier; earned points become usable (terminal: returns go through inquiries)
 *   cancelled        stock restored, used points refunded, earned points voided (terminal)
 */
export const ORDER_STATUSES = ['received', 'payment-pending', 'confirmed', 'shipped', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  received: '受付済み',
  'payment-pending': '決済待ち',
  confirmed: '確定（出荷待ち）',
  shipped: '出荷済み',
  cancelled: 'キャンセル',
}

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['payment-pending', 'confirmed', 'shipped', 'cancelled'],
  'payment-pending': ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to)
}

export function transitionError(from: OrderStatus, to: OrderStatus): string | null {
  if (canTransition(from, to)) return null
  return `ステータスを「${ORDER_STATUS_LABELS[from]}」から「${ORDER_STATUS_LABELS[to]}」に変更することはできません。`
}
