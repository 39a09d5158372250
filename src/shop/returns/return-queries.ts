/**
 * Reading orders and returns for the returns service and the 返品・返金 screen (docs/adr/069). No writes.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Order, Return } from '@/cms/payload-types'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import {
  remainingOf,
  returnDeadlineOf,
  type BankAccount,
  type EarlierReturns,
  type OrderFigures,
  type RefundRoute,
  type ReturnReason,
  type ReturnState,
} from './return-rules'

export const idOf = (v: number | { id: number } | null | undefined): number | null =>
  v == null ? null : typeof v === 'object' ? v.id : v

/** The order's figures the rules need. */
export function orderFiguresOf(order: Order): OrderFigures {
  return {
    lines: order.lines.map((l) => ({
      productCode: l.productCode,
      name: l.name,
      quantity: l.quantity,
      amountIncludingTax: l.amountIncludingTax,
      amountExcludingTax: l.amountExcludingTax,
    })),
    itemsIncludingTax: order.totals.itemsIncludingTax,
    itemsExcludingTax: order.totals.itemsExcludingTax,
    totalIncludingTax: order.totals.totalIncludingTax,
    pointsUsed: order.totals.pointsUsed ?? 0,
    amountDue: order.totals.amountDue,
    pointsToEarn: order.totals.pointsToEarn ?? 0,
  }
}

export async function returnsOfOrder(
  payload: Payload,
  orderId: number,
  req?: Partial<PayloadRequest>,
): Promise<Return[]> {
  const { docs } = await payload.find({
    collection: 'returns',
    where: { order: { equals: orderId } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/** What the order's earlier returns came to (every return counts: a failed refund is still owed). */
export function earlierOf(order: Pick<Order, 'lines'>, returns: readonly Return[]): EarlierReturns {
  const quantities = order.lines.map(() => 0)
  for (const r of returns)
    for (const line of r.lines) quantities[line.lineIndex] = (quantities[line.lineIndex] ?? 0) + line.quantity
  return {
    quantities,
    money: returns.reduce((sum, r) => sum + r.refundAmount, 0),
    shippingRefunded: returns.some((r) => (r.shippingAndFees ?? 0) > 0),
  }
}

export async function returnByKey(
  payload: Payload,
  idempotencyKey: string,
  req?: Partial<PayloadRequest>,
): Promise<Return | null> {
  const { docs } = await payload.find({
    collection: 'returns',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

export const bankAccountOf = (r: Pick<Return, 'bankAccount'>): BankAccount | null => {
  const a = r.bankAccount
  return a?.bankCode && a.branchCode && a.accountType && a.accountNumber && a.accountHolder
    ? {
        bankCode: a.bankCode,
        branchCode: a.branchCode,
        accountType: a.accountType,
        accountNumber: a.accountNumber,
        accountHolder: a.accountHolder,
      }
    : null
}

/** One return as the screen shows it. */
export interface ReturnSummary {
  id: number
  orderId: number
  orderNumber: string
  state: ReturnState
  reason: ReturnReason
  note: string | null
  overrideReason: string | null
  lines: { name: string; quantity: number; resellable: boolean; amountIncludingTax: number }[]
  itemsAmount: number
  shippingAndFees: number
  refundAmount: number
  pointsBack: number
  earnedTakenBack: number
  earnedShortfall: number
  route: RefundRoute
  method: PaymentMethodCode
  failureMessage: string | null
  bankAccount: BankAccount | null
  staffName: string
  transferredAt: string | null
  mailedAt: string | null
  at: string
}

const staffNameOf = (u: Return['staff']) =>
  typeof u === 'object' && u ? (u.name ?? u.email ?? `#${u.id}`) : `#${u}`

function summaryOf(r: Return): ReturnSummary {
  return {
    id: r.id,
    orderId: idOf(r.order) ?? 0,
    orderNumber: r.orderNumber,
    state: r.state,
    reason: r.reason,
    note: r.note ?? null,
    overrideReason: r.overrideReason ?? null,
    lines: r.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      resellable: Boolean(l.resellable),
      amountIncludingTax: l.amountIncludingTax,
    })),
    itemsAmount: r.itemsAmount,
    shippingAndFees: r.shippingAndFees ?? 0,
    refundAmount: r.refundAmount,
    pointsBack: r.pointsBack ?? 0,
    earnedTakenBack: r.earnedTakenBack ?? 0,
    earnedShortfall: r.earnedShortfall ?? 0,
    route: r.route,
    method: r.paymentMethod,
    failureMessage: r.failureMessage ?? null,
    bankAccount: bankAccountOf(r),
    staffName: staffNameOf(r.staff),
    transferredAt: r.transferredAt ?? null,
    mailedAt: r.mailedAt ?? null,
    at: r.createdAt,
  }
}

export async function returnById(payload: Payload, id: number): Promise<ReturnSummary | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const r = await payload.findByID({
    collection: 'returns',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  return r ? summaryOf(r) : null
}

export async function recentReturns(payload: Payload, limit = 50): Promise<ReturnSummary[]> {
  const { docs } = await payload.find({
    collection: 'returns',
    sort: '-createdAt',
    limit,
    depth: 1,
    overrideAccess: true,
  })
  return docs.map(summaryOf)
}

/** An order as the return form shows it: each line with what may still be returned. */
export interface ReturnableOrderView {
  id: number
  orderNumber: string
  status: string
  shippedAt: string | null
  /** YYYY-MM-DD: the last day of the 返品特約 (shipped orders only). */
  deadline: string | null
  method: PaymentMethodCode
  amountDue: number
  pointsUsed: number
  customerName: string
  lines: {
    index: number
    name: string
    productCode: string
    ordered: number
    left: number
    amountIncludingTax: number
  }[]
  earlierCount: number
  /** Money still refundable (paid minus refunded). */
  refundable: number
}

export async function orderForReturn(
  payload: Payload,
  orderNumber: string,
): Promise<ReturnableOrderView | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) return null
  const returns = await returnsOfOrder(payload, order.id)
  const earlier = earlierOf(order, returns)
  const left = remainingOf(orderFiguresOf(order), earlier)
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    shippedAt: order.shippedAt ?? null,
    deadline: order.shippedAt ? returnDeadlineOf(new Date(order.shippedAt)) : null,
    method: order.payment.method,
    amountDue: order.totals.amountDue,
    pointsUsed: order.totals.pointsUsed ?? 0,
    customerName: `${order.orderer.lastName} ${order.orderer.firstName}`,
    lines: order.lines.map((l, index) => ({
      index,
      name: l.name,
      productCode: l.productCode,
      ordered: l.quantity,
      left: left[index] ?? 0,
      amountIncludingTax: l.amountIncludingTax,
    })),
    earlierCount: returns.length,
    refundable: Math.max(0, order.totals.amountDue - earlier.money),
  }
}
