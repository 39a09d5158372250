/**
 * A receipt as its owner reaches it (docs/adr/044-receipts.md): a member through the order history (session and
 * order number), a guest through the signed link of the receipt mail. Reads the order, decides availability by
 * receipt-rules.ts, builds the one ReceiptDocument, and issues it (fixes the addressee once) through the orders
 * module's recordReceiptIssue. Another member's order, a failed payment, a forged or expired link: "not found".
 */
import type { Payload } from 'payload'

import type { Order } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { confirmationOfOrder } from '@/shop/checkout/order-receipt'
import { findMemberOrder, findOrderByNumber } from '@/shop/orders/order-detail'
import { recordReceiptIssue } from '@/shop/orders/receipt-issue'
import type { OrderStatus } from '@/shop/orders/order-status'
import { PAYMENT_METHOD_LABELS } from '@/shop/payments/payment-methods'
import { SELLER } from '@/shop/site/shop-facts'
import { invoiceRegistrationNumber } from '@/shop/site/invoice-number'

import { receiptDocument, type ReceiptDocument } from './receipt-document'
import { checkReceiptLinkToken } from './receipt-link'
import {
  addresseeError,
  defaultAddressee,
  normalizeAddressee,
  receiptAvailability,
  type ReceiptAvailability,
} from './receipt-rules'

export type ReceiptAccess =
  { kind: 'member'; customerId: number; orderNumber: string } | { kind: 'link'; token: string }

export interface ReceiptDeps {
  payload: Payload
  secret: string
  now: Date
}

export interface ReceiptState {
  orderNumber: string
  availability: ReceiptAvailability
  issued: boolean
  /** The fixed addressee once issued; before that, the orderer's name the form starts with. */
  addressee: string
  /** What prints, once issued (and available). */
  document: ReceiptDocument | null
  /** The link's expiry, for a guest's access. */
  linkExpiresAt: string | null
}

export type ReceiptLookup =
  { ok: true; order: Order; linkExpiresAt: string | null } | { ok: false; reason: 'not-found' | 'expired' }

export const RECEIPT_MESSAGES = {
  notFound: 'ご注文が見つかりません。',
  expired:
    'このリンクの有効期限が切れています。領収書が必要な場合は、ご注文番号を添えてお問い合わせフォームからご連絡ください。',
  alreadyIssued: '領収書は発行済みです。宛名は変更できません。',
  notIssued: '領収書はまだ発行されていません。宛名を指定して発行してから、もう一度お試しください。',
} as const

export async function findReceiptOrder(deps: ReceiptDeps, access: ReceiptAccess): Promise<ReceiptLookup> {
  if (access.kind === 'member') {
    const order = await findMemberOrder(deps.payload, access.customerId, access.orderNumber)
    return order ? { ok: true, order, linkExpiresAt: null } : { ok: false, reason: 'not-found' }
  }
  const check = checkReceiptLinkToken(access.token, deps.secret, deps.now)
  if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'not-found' }
  const order = await findOrderByNumber(deps.payload, check.orderNumber, 'any')
  return order
    ? { ok: true, order, linkExpiresAt: check.expiresAt.toISOString() }
    : { ok: false, reason: 'not-found' }
}

function availabilityOf(order: Order, now: Date): ReceiptAvailability {
  return receiptAvailability(
    {
      status: order.status as OrderStatus,
      paymentMethod: order.payment.method,
      shippedAt: order.shippedAt ?? null,
      amountDue: order.totals.amountDue,
    },
    now,
  )
}

async function documentOf(deps: ReceiptDeps, order: Order): Promise<ReceiptDocument> {
  return receiptDocument({
    orderNumber: order.orderNumber,
    placedAt: order.placedAt,
    issuedAt: order.receiptIssuedAt!,
    addressee: order.receiptAddressee!,
    paymentMethod: PAYMENT_METHOD_LABELS[order.payment.method] ?? '',
    confirmation: confirmationOfOrder(order),
    seller: { ...SELLER, registrationNumber: await invoiceRegistrationNumber(deps.payload) },
  })
}

export async function receiptStateOf(
  deps: ReceiptDeps,
  order: Order,
  linkExpiresAt: string | null,
): Promise<ReceiptState> {
  const availability = availabilityOf(order, deps.now)
  const issued = Boolean(order.receiptIssuedAt && order.receiptAddressee)
  return {
    orderNumber: order.orderNumber,
    availability,
    issued,
    addressee: issued ? order.receiptAddressee! : defaultAddressee(order.orderer),
    document: issued && availability.available ? await documentOf(deps, order) : null,
    linkExpiresAt,
  }
}

export async function receiptState(
  deps: ReceiptDeps,
  access: ReceiptAccess,
): Promise<{ ok: true; state: ReceiptState } | { ok: false; reason: 'not-found' | 'expired' }> {
  const found = await findReceiptOrder(deps, access)
  if (!found.ok) return found
  return { ok: true, state: await receiptStateOf(deps, found.order, found.linkExpiresAt) }
}

export type IssueResult =
  | { ok: true; state: ReceiptState }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: 'addressee' }

/**
 * Issues the receipt with this addressee (fixing it). Issuing again with the addressee it already has answers
 * the same receipt (a double click, a second tab); another addressee is refused.
 */
export async function issueReceipt(
  deps: ReceiptDeps,
  access: ReceiptAccess,
  addresseeInput: string,
): Promise<IssueResult> {
  const error = addresseeError(addresseeInput)
  if (error) return { ok: false, status: 400, message: error, field: 'addressee' }
  const addressee = normalizeAddressee(addresseeInput)
  const found = await findReceiptOrder(deps, access)
  if (!found.ok)
    return {
      ok: false,
      status: 404,
      message: found.reason === 'expired' ? RECEIPT_MESSAGES.expired : RECEIPT_MESSAGES.notFound,
    }
  const availability = availabilityOf(found.order, deps.now)
  if (!availability.available) return { ok: false, status: 409, message: availability.reason }
  if (await recordReceiptIssue(deps.payload, found.order.id, addressee, deps.now))
    // The order number only: the addressee is a name (spec §8).
    logger.info('receipt issued', { orderNumber: found.order.orderNumber })
  const order = await deps.payload.findByID({
    collection: 'orders',
    id: found.order.id,
    depth: 0,
    overrideAccess: true,
  })
  if (order.receiptAddressee !== addressee)
    return { ok: false, status: 409, message: RECEIPT_MESSAGES.alreadyIssued }
  return { ok: true, state: await receiptStateOf(deps, order, found.linkExpiresAt) }
}
