/**
 * Mails about an order after it was placed (issue 12): the cancellation receipt (ご注文キャンセルのお知らせ) and
 * the shipping notice (発送のお知らせ). Text only; they name the order by its number and link its detail page,
 * and carry no address or payment data.
 */
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { MAIL_SIGNATURE, NO_REPLY_NOTICE, mailSubject } from '@/shop/mail/mail-signature'
import { SHOP_NAME } from '@/shop/site/shop-name'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { formatPoints, taxIncluded } from '@/shop/pricing/format-amount'
import { CARRIER, trackingNumberText } from '@/shop/fulfilment/carrier'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

import { CANCEL_SCOPE_NOTES, type CancelScope } from './member-cancel-rules'
import { orderDetailPath } from './order-detail'

export const ORDER_CANCEL_MAIL_KIND = 'order-cancel' as const
export const ORDER_SHIPPED_MAIL_KIND = 'order-shipped' as const

interface OrderMailBase {
  to: string
  addressee: { lastName: string; firstName: string }
  orderNumber: string
  siteUrl: string
}

const footer = (siteUrl: string) => [
  '',
  `お問い合わせ：${new URL('/inquiry/contact/', siteUrl).toString()}`,
  `お電話：${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
  '',
  NO_REPLY_NOTICE,
  MAIL_SIGNATURE,
]

export function orderCancelMail(
  input: OrderMailBase & {
    cancelledAt: Date
    amountDue: number
    pointsUsed: number
    scope: CancelScope
    /** True when a card or app payment was authorised and has been voided. */
    paymentVoided: boolean
  },
): OutgoingMail {
  const text = [
    `${input.addressee.lastName} ${input.addressee.firstName} 様`,
    '',
    `${SHOP_NAME}をご利用いただき、誠にありがとうございます。`,
    '以下のご注文のキャンセルを承りました。',
    '',
    `ご注文番号：${input.orderNumber}`,
    `キャンセル日時：${formatJapanDateTime(input.cancelledAt)}`,
    `キャンセルしたご注文のお支払い金額：${taxIncluded(input.amountDue)}`,
    ...(input.pointsUsed > 0
      ? [`ご利用ポイント${formatPoints(input.pointsUsed)}はお客さまのポイントに戻しました。`]
      : []),
    ...(input.paymentVoided ? ['お支払いの決済を取り消しました（ご請求はありません）。'] : []),
    '',
    CANCEL_SCOPE_NOTES[input.scope],
    '',
    'ご注文の詳細：',
    new URL(orderDetailPath(input.orderNumber), input.siteUrl).toString(),
    ...footer(input.siteUrl),
  ].join('\n')
  return {
    to: input.to,
    subject: mailSubject(`ご注文キャンセルのお知らせ（ご注文番号 ${input.orderNumber}）`),
    text,
    kind: ORDER_CANCEL_MAIL_KIND,
  }
}

/** `member` false: a guest's order, which has no detail page to link. */
export function orderShippedMail(
  input: Omit<OrderMailBase, 'siteUrl'> & {
    shippedAt: Date
    siteUrl: string
    member: boolean
    /** The carrier's 伝票番号 when the order shipped through its files (issue 29). */
    trackingNumber?: string | null
  },
): OutgoingMail {
  const text = [
    `${input.addressee.lastName} ${input.addressee.firstName} 様`,
    '',
    `${SHOP_NAME}をご利用いただき、誠にありがとうございます。`,
    'ご注文の商品を発送いたしました。',
    '',
    `ご注文番号：${input.orderNumber}`,
    `発送日時：${formatJapanDateTime(input.shippedAt)}`,
    ...(input.trackingNumber
      ? [
          `配送業者：${CARRIER.name}（${CARRIER.service}）`,
          `お問い合わせ伝票番号：${trackingNumberText(input.trackingNumber)}`,
          '配送状況は次のページでご確認いただけます：',
          CARRIER.trackingUrl(input.trackingNumber),
        ]
      : []),
    '',
    ...(input.member
      ? [
          'お届け先・お届け日時などご注文の詳細は、マイページでご確認いただけます：',
          new URL(orderDetailPath(input.orderNumber), input.siteUrl).toString(),
        ]
      : []),
    ...footer(input.siteUrl),
  ].join('\n')
  return {
    to: input.to,
    subject: mailSubject(`ご注文の商品を発送しました（ご注文番号 ${input.orderNumber}）`),
    text,
    kind: ORDER_SHIPPED_MAIL_KIND,
  }
}
