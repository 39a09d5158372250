/**
 * Mails of the regular-delivery engine (docs/adr/033-regular-delivery-engine.md): the member's notice that a
 * delivery's order was made (a receipt: delivery date, amounts, per-rate tax), the member's notice that the card
 * was declined (with the page to change it), and the staff's notice of a held delivery (out of stock: the course
 * number and the product only, no personal data). Text only, Japanese.
 */
import type { CheckedLine, CheckedTotals } from '@/shop/orders/order-check'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { FEE_TAX_RATE } from '@/shop/checkout/fees'
import { includingTaxAtRate, SHIPPING_TAX_RATE } from '@/shop/pricing/tax'
import { formatPoints, formatYen, taxIncluded } from '@/shop/pricing/format-amount'
import { taxBreakdownLines } from '@/shop/pricing/tax-breakdown'
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'
import { MAIL_SIGNATURE, mailSubject, NO_REPLY_NOTICE } from '@/shop/mail/mail-signature'

export const DELIVERY_MAIL_KINDS = {
  ordered: 'regular-delivery-ordered',
  paymentFailed: 'regular-delivery-payment-failed',
  held: 'regular-delivery-held',
} as const

/** The member's course list (my page). */
export const REGULAR_COURSES_PATH = '/mypage/regular-courses/'
/** Where a member changes a course's card; the course is named by its regular order number. */
export const paymentMethodChangePath = (regularOrderNumber: string) =>
  `/mypage/payment-method-change/?regularOrderNumber=${encodeURIComponent(regularOrderNumber)}`

const FOOTER = [
  '',
  'ご不明な点はお問い合わせください。',
  `${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
  '',
  NO_REPLY_NOTICE,
  '',
  MAIL_SIGNATURE,
]

export interface OrderedMailInput {
  to: string
  name: string
  regularOrderNumber: string
  sequence: number
  deliveryDate: string
  orderNumber: string
  paymentMethod: PaymentMethodCode
  line: CheckedLine
  totals: CheckedTotals
  siteUrl: string
}

export function deliveryOrderedMail(input: OrderedMailInput): OutgoingMail {
  const { line, totals } = input
  const reduced = line.taxRate < 10 ? '※' : ''
  const text = [
    `${input.name} 様`,
    '',
    'いつもウェルネスの森をご利用いただき、ありがとうございます。',
    `定期お届け（定期番号 ${input.regularOrderNumber}）の第${input.sequence}回のご注文を作成しました。`,
    '',
    `お届け予定日：${formatJapaneseDay(input.deliveryDate)}`,
    `ご注文番号：${input.orderNumber}`,
    `お支払い方法：${PAYMENT_METHOD_LABELS[input.paymentMethod]}`,
    '',
    '■ご注文内容',
    `${reduced}${line.name} × ${line.quantity}`,
    // Tax-included like the per-rate lines below and every other surface (総額表示, ADR 054).
    `商品代金：${taxIncluded(totals.itemsIncludingTax)}`,
    `送料：${totals.shipping > 0 ? taxIncluded(includingTaxAtRate(totals.shipping, SHIPPING_TAX_RATE)) : '無料（定期お届けは送料無料）'}`,
    ...(totals.cashOnDeliveryFee > 0
      ? [`代金引換手数料：${taxIncluded(includingTaxAtRate(totals.cashOnDeliveryFee, FEE_TAX_RATE))}`]
      : []),
    ...taxBreakdownLines(totals.byRate).map((r) => r.text),
    `合計（税込）：${formatYen(totals.totalIncludingTax)}`,
    ...(totals.pointsUsed > 0 ? [`ポイント利用：${formatPoints(totals.pointsUsed)}`] : []),
    `お支払い金額（税込）：${formatYen(totals.amountDue)}`,
    ...(reduced ? ['※は軽減税率（8%）対象です。'] : []),
    '',
    'お届け内容やお届け日の確認・変更は、マイページの定期お届けコースから行えます。',
    `${input.siteUrl}${REGULAR_COURSES_PATH}`,
    ...FOOTER,
  ].join('\n')
  return {
    to: input.to,
    kind: DELIVERY_MAIL_KINDS.ordered,
    subject: mailSubject(`定期お届けのご注文を作成しました（${input.orderNumber}）`),
    text,
  }
}

export function paymentFailedMail(input: {
  to: string
  name: string
  regularOrderNumber: string
  sequence: number
  deliveryDate: string
  siteUrl: string
}): OutgoingMail {
  const text = [
    `${input.name} 様`,
    '',
    'いつもウェルネスの森をご利用いただき、ありがとうございます。',
    `定期お届け（定期番号 ${input.regularOrderNumber}）の第${input.sequence}回（お届け予定日 ${formatJapaneseDay(input.deliveryDate)}）のお支払いで、ご登録のクレジットカードがご利用になれませんでした。`,
    'お手数ですが、下記のページからお支払いに使うカードをご変更ください。変更後、すぐにご注文を作成します。',
    `${input.siteUrl}${paymentMethodChangePath(input.regularOrderNumber)}`,
    '',
    'ご変更がない場合も、数日おきにもう一度お支払いを試みます。',
    ...FOOTER,
  ].join('\n')
  return {
    to: input.to,
    kind: DELIVERY_MAIL_KINDS.paymentFailed,
    subject: mailSubject(`定期お届けのお支払いができませんでした（${input.regularOrderNumber}）`),
    text,
  }
}

/** To staff: the course number, the delivery and the product — never the member's name, address or contact. */
export function heldMail(input: {
  to: string
  regularOrderNumber: string
  sequence: number
  deliveryDate: string
  productCode: string
  reason: string
}): OutgoingMail {
  const text = [
    '定期お届けの注文を作成できず、保留にしました。',
    '',
    `定期番号：${input.regularOrderNumber}`,
    `お届け回：第${input.sequence}回`,
    `お届け予定日：${input.deliveryDate}`,
    `商品コード：${input.productCode}`,
    `理由：${input.reason}`,
    '',
    '在庫が戻ると、毎日の処理で自動的に注文を作成します。管理画面の「定期お届け」で状態を確認できます。',
  ].join('\n')
  return {
    to: input.to,
    kind: DELIVERY_MAIL_KINDS.held,
    subject: `【定期お届け】保留：${input.regularOrderNumber} 第${input.sequence}回`,
    text,
  }
}
