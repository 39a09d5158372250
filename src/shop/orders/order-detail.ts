/**
 * One of a member's orders as its detail page shows it (/mypage/order-history/{orderNumber}/, issue 12,
 * docs/adr/036-order-cancel-detail-and-staff-course-actions.md): lines, totals and tax per rate by the same bill
 * rule as the confirm screen and the receipt mail (confirmationOfOrder), payment, destination, delivery, the
 * dates the order records, and whether the member may still cancel it (member-cancel-rules.ts).
 * Read with the shop's own access, always by the member and the order number: another member's number is
 * "not found".
 */
import type { Payload } from 'payload'

import type { Order } from '@/cms/payload-types'
import { CARRIER, trackingNumberText } from '@/shop/fulfilment/carrier'
import { confirmationOfOrder, deliveryChoiceOfOrder } from '@/shop/checkout/order-receipt'
import { deliveryChoiceLabel } from '@/shop/checkout/delivery-dates'
import type { Confirmation } from '@/shop/checkout/confirmation'
import { addressText, postalCodeText } from '@/shop/customer/profile-display'
import { PAYMENT_METHOD_LABELS } from '@/shop/payments/payment-methods'

import {
  cancelScopeOf,
  isMemberCancellable,
  ORDER_NUMBER_INPUT_PATTERN,
  type CancelScope,
} from './member-cancel-rules'
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status'

export const orderDetailPath = (orderNumber: string) =>
  `/mypage/order-history/${encodeURIComponent(orderNumber)}/`
export const orderCancelPath = (orderNumber: string, step: '' | 'confirm/' | 'complete/' = '') =>
  `/mypage/order-cancel/${step}?orderNumber=${encodeURIComponent(orderNumber)}`

/** What an order records about its course of events (ISO instants), in order. */
export interface OrderEvent {
  label: string
  at: string
}

export interface OrderDetail {
  orderNumber: string
  placedAt: string
  status: OrderStatus
  statusLabel: string
  lines: Confirmation['lines']
  hasReducedRate: boolean
  totals: Confirmation['totals']
  taxByRate: Confirmation['taxByRate']
  pointsUsed: number
  pointsToEarn: number
  paymentMethod: string
  destination: { name: string; postalCode: string; address: string }
  delivery: string
  events: OrderEvent[]
  cancellable: boolean
  cancelScope: CancelScope
  regularSequence: number | null
  /** The carrier's parcel once the order shipped through its files (issue 29), else null. */
  shipment: { carrier: string; service: string; trackingNumber: string; trackingUrl: string } | null
}

/**
 * An order by its number (any status but a failed payment, like the history list), or null: only the member's own
 * when `customerId` is given (a member's pages), any order otherwise (a guest's signed receipt link).
 */
export async function findOrderByNumber(
  payload: Payload,
  orderNumber: string,
  owner: { customerId: number } | 'any',
): Promise<Order | null> {
  if (!ORDER_NUMBER_INPUT_PATTERN.test(orderNumber)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: {
      and: [
        { orderNumber: { equals: orderNumber } },
        ...(owner === 'any' ? [] : [{ customer: { equals: owner.customerId } }]),
        { 'payment.status': { not_equals: 'failed' } },
      ],
    },
  })
  return docs[0] ?? null
}

/** The member's order by its number, or null (another member's number is "not found"). */
export const findMemberOrder = (payload: Payload, customerId: number, orderNumber: string) =>
  findOrderByNumber(payload, orderNumber, { customerId })

export function orderEventsOf(
  order: Pick<Order, 'placedAt' | 'shippedAt' | 'cancelledAt' | 'pointsSettledAt'>,
): OrderEvent[] {
  const events: (OrderEvent | null)[] = [
    { label: 'ご注文', at: order.placedAt },
    order.shippedAt ? { label: '発送', at: order.shippedAt } : null,
    order.pointsSettledAt ? { label: 'ポイント付与', at: order.pointsSettledAt } : null,
    order.cancelledAt ? { label: 'キャンセル', at: order.cancelledAt } : null,
  ]
  return events.filter((e): e is OrderEvent => e !== null).sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

export function orderDetailOf(order: Order): OrderDetail {
  const confirmation = confirmationOfOrder(order)
  const status = order.status as OrderStatus
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt,
    status,
    statusLabel: ORDER_STATUS_LABELS[status] ?? status,
    lines: confirmation.lines,
    hasReducedRate: confirmation.lines.some((l) => l.reducedRateMark),
    totals: confirmation.totals,
    taxByRate: confirmation.taxByRate,
    pointsUsed: order.totals.pointsUsed ?? 0,
    pointsToEarn: order.totals.pointsToEarn ?? 0,
    paymentMethod: PAYMENT_METHOD_LABELS[order.payment.method] ?? '',
    destination: {
      name: `${order.destination.lastName} ${order.destination.firstName}`,
      postalCode: postalCodeText(order.destination.postalCode),
      address: addressText(order.destination),
    },
    delivery: deliveryChoiceLabel(deliveryChoiceOfOrder(order)),
    events: orderEventsOf(order),
    cancellable: isMemberCancellable({ status, shippedAt: order.shippedAt }),
    cancelScope: cancelScopeOf(order),
    regularSequence: order.regularSequence ?? null,
    shipment: order.trackingNumber
      ? {
          carrier: CARRIER.name,
          service: CARRIER.service,
          trackingNumber: trackingNumberText(order.trackingNumber),
          trackingUrl: CARRIER.trackingUrl(order.trackingNumber),
        }
      : null,
  }
}

export async function memberOrderDetail(
  payload: Payload,
  customerId: number,
  orderNumber: string,
): Promise<OrderDetail | null> {
  const order = await findMemberOrder(payload, customerId, orderNumber)
  return order ? orderDetailOf(order) : null
}
