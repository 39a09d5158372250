/**
 * The customer's mail about a return (返品・返金のお知らせ, docs/adr/069-returns-and-refunds.md): what came back,
 * the amount, and how and when the money comes back — by the way they paid. Text only; no card data, and a bank
 * account only masked.
 */
import { MAIL_SIGNATURE, NO_REPLY_NOTICE, mailSubject } from '@/shop/mail/mail-signature'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '@/shop/payments/payment-methods'
import type { RefundKind } from '@/shop/payments/refund-rules'
import { formatPoints, taxIncluded } from '@/shop/pricing/format-amount'
import { SHOP_NAME } from '@/shop/site/shop-name'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

import {
  BANK_TRANSFER_BUSINESS_DAYS,
  maskedAccountText,
  type BankAccount,
  type RefundRoute,
} from './return-rules'

export const RETURN_MAIL_KIND = 'order-return' as const

export interface ReturnMailInput {
  to: string
  addressee: { lastName: string; firstName: string }
  orderNumber: string
  siteUrl: string
  lines: readonly { name: string; quantity: number }[]
  refundAmount: number
  shippingAndFees: number
  pointsBack: number
  earnedTakenBack: number
  route: RefundRoute
  method: PaymentMethodCode
  refundKind?: RefundKind | null
  bankAccount?: BankAccount | null
}

/** How and when the money comes back, in the customer's words. */
function moneyLines(input: ReturnMailInput): string[] {
  const amount = taxIncluded(input.refundAmount)
  switch (input.route) {
    case 'gateway':
      if (input.method === PAYMENT_METHODS.CREDIT_CARD) {
        if (input.refundKind === 'void')
          return [`クレジットカードのご請求${amount}を取り消しました。カード会社からのご請求はありません。`]
        if (input.refundKind === 'reduce')
          return [
            `クレジットカードのご請求を${amount}減額しました。カード会社からは減額後の金額がご請求されます。`,
          ]
        return [
          `クレジットカードに${amount}を返金しました。`,
          '返金がご利用明細に反映される時期はカード会社によって異なり、翌月以降のご請求で相殺される場合があります。',
        ]
      }
      return [
        `${PAYMENT_METHOD_LABELS[input.method]}に${amount}を返金しました。`,
        '返金が反映される時期は、お支払いのサービスによって異なります。',
      ]
    case 'bank-transfer':
      return [
        `${amount}を、返品の受付から${BANK_TRANSFER_BUSINESS_DAYS}営業日以内に、ご指定の口座へお振り込みします（振込手数料は当店が負担します）。`,
        ...(input.bankAccount ? [`お振込先：${maskedAccountText(input.bankAccount)}`] : []),
      ]
    case 'none':
      return ['お支払いいただいた金額からの返金はありません。']
  }
}

export function returnMail(input: ReturnMailInput): OutgoingMail {
  const text = [
    `${input.addressee.lastName} ${input.addressee.firstName} 様`,
    '',
    `${SHOP_NAME}をご利用いただき、誠にありがとうございます。`,
    '以下のご注文について、返品を承りました。',
    '',
    `ご注文番号：${input.orderNumber}`,
    '返品された商品：',
    ...input.lines.map((l) => `・${l.name} ${l.quantity}個`),
    '',
    `返金額：${taxIncluded(input.refundAmount)}`,
    ...(input.shippingAndFees > 0 ? [`（送料・手数料${taxIncluded(input.shippingAndFees)}を含みます）`] : []),
    ...moneyLines(input),
    ...(input.pointsBack > 0
      ? [`ご利用ポイント${formatPoints(input.pointsBack)}はお客さまのポイントに戻しました。`]
      : []),
    ...(input.earnedTakenBack > 0
      ? [`このご注文で獲得したポイントのうち${formatPoints(input.earnedTakenBack)}を取り消しました。`]
      : []),
    '',
    `お問い合わせ：${new URL('/inquiry/contact/', input.siteUrl).toString()}`,
    `お電話：${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
    '',
    NO_REPLY_NOTICE,
    MAIL_SIGNATURE,
  ].join('\n')
  return {
    to: input.to,
    subject: mailSubject(`返品・返金のお知らせ（ご注文番号 ${input.orderNumber}）`),
    text,
    kind: RETURN_MAIL_KIND,
  }
}
