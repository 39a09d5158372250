/**
 * `GET pages/cart/shopping/complete` (ADR 020): the complete page of one order, for its owner only — the member
 * whose order it is, or the browser holding the signed `order_receipt` cookie of that order number (a guest has
 * no session). Anyone else, and an order whose payment failed, gets 404 (the same answer as an unknown number, so
 * numbers cannot be probed). Look-ups are counted per client IP first (429 beyond the limit, ADR 025).
 */
import type { Payload } from 'payload'

import type { Order } from '@/cms/payload-types'
import { ApiError } from '@/lib/api/errors'
import { STANDARD_DELIVERY_TEXT } from '@/shop/calendar/delivery-calendar'
import { formatJapanDateTime, formatJapaneseDay } from '@/shop/calendar/japan-date'
import { maskEmail } from '@/shop/customer/mask-email'
import { ORDER_STATUS_LABELS } from '@/shop/orders/order-status'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { CHECKOUT_MESSAGES } from './checkout-messages'
import { countCompletePageLookup } from './complete-page-limits'
import { confirmationOfOrder } from './order-receipt'
import { orderNumberOfReceipt } from './receipt-cookie'
import type { CheckoutShopper } from './checkout-state'
import { SHOP_FACTS } from '@/shop/site/shop-facts'

export interface CompletePage {
  orderNumber: string
  placedAt: string
  statusLabel: string
  paymentLabel: string
  amountDue: number
  maskedEmail: string
  lines: ReturnType<typeof confirmationOfOrder>['lines']
  /** Per rate, as the confirm screen, the receipt mail and the receipt word it (ADR 054). */
  taxByRate: { rate: number; label: string; text: string }[]
  nextSteps: string[]
  registered: boolean
}

const idOf = (value: Order['customer']): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/** What happens next, in the order the shopper meets it. */
export function nextStepsOf(order: Order, registered: boolean): string[] {
  const steps: string[] = []
  if (order.orderer.email)
    steps.push(`ご注文確認メールを ${maskEmail(order.orderer.email)} にお送りしました。`)
  if (order.status === 'payment-pending') steps.push('お支払いの確認が取れ次第、ご注文が確定します。')
  const method = order.payment.method
  if (method === PAYMENT_METHODS.CASH_ON_DELIVERY)
    steps.push('商品お届け時に、配達員に現金でお支払いください。')
  else if (method === PAYMENT_METHODS.POSTAL_TRANSFER)
    steps.push('商品に同封の払込用紙で、商品到着後14日以内にお支払いください。')
  else if (method === PAYMENT_METHODS.DIRECT_DEBIT)
    steps.push(`${SHOP_FACTS.directDebitDate}に、ご指定の口座から引き落とします。`)
  const date = order.delivery.dateChoice === '2' ? order.delivery.specifiedDate : null
  steps.push(date ? `商品は${formatJapaneseDay(date)}にお届けします。` : `商品は${STANDARD_DELIVERY_TEXT}。`)
  if (order.lines.some((l) => l.cycleType !== '0'))
    steps.push(
      registered || order.customer
        ? '定期お届けの内容変更や解約は、マイページの「定期コース」またはお問い合わせフォームから承ります。'
        : '定期お届けの内容変更や解約は、お問い合わせフォームから承ります。',
    )
  if (registered)
    steps.push('会員登録が完了しました。マイページからご注文履歴やお客さま情報をご確認いただけます。')
  return steps
}

export async function completePage(
  payload: Payload,
  shopper: CheckoutShopper,
  orderNumber: string,
  receiptCookie: string | null,
  secret: string,
  client: { ip: string },
): Promise<CompletePage> {
  await countCompletePageLookup(client.ip)
  const notFound = () => ApiError.notFound(CHECKOUT_MESSAGES.orderNotFound)
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || order.payment.status === 'failed') throw notFound()
  const customerId = idOf(order.customer)
  const ownsAsMember = customerId !== null && customerId === shopper.customerId
  const ownsByReceipt = orderNumberOfReceipt(receiptCookie, secret) === order.orderNumber
  if (!ownsAsMember && !ownsByReceipt) throw notFound()
  // A guest's cart became a member's order: the shopper registered with it (ADR 020).
  const registered = customerId !== null && (order.cartOwner ?? '').startsWith('g:')
  const confirmation = confirmationOfOrder(order)
  return {
    orderNumber: order.orderNumber,
    placedAt: formatJapanDateTime(new Date(order.placedAt)),
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentLabel: PAYMENT_METHOD_LABELS[order.payment.method],
    amountDue: order.totals.amountDue,
    maskedEmail: order.orderer.email ? maskEmail(order.orderer.email) : '',
    lines: confirmation.lines,
    taxByRate: confirmation.taxByRate.map(({ rate, label, text }) => ({ rate, label, text })),
    nextSteps: nextStepsOf(order, registered),
    registered,
  }
}
