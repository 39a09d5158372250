/**
 * A member's orders, newest first (spec §2 /mypage/order-history/): what the list shows, never the addresses.
 * Orders whose payment failed are left out.
 * Read with the shop's own access (members are not Payload users), always filtered by the member.
 */
import type { Payload } from 'payload'

import { isMemberCancellable } from './member-cancel-rules'
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status'

export const ORDER_HISTORY_PAGE_SIZE = 10

export interface OrderSummary {
  orderNumber: string
  /** ISO date-time of placement. */
  placedAt: string
  status: OrderStatus
  statusLabel: string
  /** What was paid (or is to be paid), tax included. */
  amountDue: number
  itemCount: number
  /** The first line's name, with 「ほか」 in the page when there are more. */
  firstItemName: string
  lineCount: number
  hasRegularDelivery: boolean
  /** The member may still cancel it (member-cancel-rules.ts). */
  cancellable: boolean
}

export interface OrderHistoryPage {
  orders: OrderSummary[]
  page: number
  totalPages: number
  totalOrders: number
}

export async function listMemberOrders(
  payload: Payload,
  customerId: number,
  page = 1,
): Promise<OrderHistoryPage> {
  const result = await payload.find({
    collection: 'orders',
    overrideAccess: true,
    // An order whose card or app payment failed was never the shopper's order (it was cancelled at once and
    // the cart given back, ADR 020): it is not listed.
    where: {
      and: [{ customer: { equals: customerId } }, { 'payment.status': { not_equals: 'failed' } }],
    },
    sort: '-placedAt',
    page: Math.max(1, Math.floor(page)),
    limit: ORDER_HISTORY_PAGE_SIZE,
    depth: 0,
    select: { orderNumber: true, placedAt: true, status: true, lines: true, totals: true, shippedAt: true },
  })
  return {
    orders: result.docs.map((order) => {
      const lines = order.lines ?? []
      const status = (order.status ?? 'received') as OrderStatus
      return {
        orderNumber: order.orderNumber,
        placedAt: order.placedAt,
        status,
        statusLabel: ORDER_STATUS_LABELS[status] ?? status,
        amountDue: order.totals?.amountDue ?? 0,
        itemCount: lines.reduce((sum, l) => sum + (l.quantity ?? 0), 0),
        firstItemName: lines[0]?.name ?? '',
        lineCount: lines.length,
        hasRegularDelivery: lines.some((l) => l.cycleType !== '0'),
        cancellable: isMemberCancellable({ status, shippedAt: order.shippedAt }),
      }
    }),
    page: result.page ?? 1,
    totalPages: Math.max(1, result.totalPages),
    totalOrders: result.totalDocs,
  }
}
