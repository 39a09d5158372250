/**
 * The order receipt mail (ご注文確認メール): what was ordered, per-rate tax in 適格簡易請求書 style (items at
 * the reduced rate marked ※, totals and tax per rate, seller name and registration number), payment, delivery,
 * the 特定商取引法 items for regular-delivery orders and the return rule. Text only; the figures come from the
 * same Confirmation the confirm screen showed.
 */
import { postalCodeText } from '@/shop/address/postal-code'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { SELLER, SHOP_CONTACT } from '@/shop/site/shop-facts'

import { formatYen } from '@/shop/pricing/format-amount'
import { TAX_BREAKDOWN_HEADING } from '@/shop/pricing/tax-breakdown'

import { LEGAL_ITEM_IDS, type Confirmation, type ConfirmSection } from './confirmation'
import { deliveryChoiceLabel, type DeliveryChoice } from './delivery-dates'
import { MAIL_SIGNATURE, NO_REPLY_NOTICE, mailSubject } from '@/shop/mail/mail-signature'
import { SHOP_NAME } from '@/shop/site/shop-name'

export const SELLER_NAME = SELLER.name

export const ORDER_RECEIPT_KIND = 'order-receipt' as const

export interface ReceiptMailInput {
  to: string
  orderNumber: string
  orderedAt: Date
  orderer: { lastName: string; firstName: string }
  destination: { name: string; postalCode: string; address: string; phone: string }
  paymentMethod: PaymentMethodCode
  delivery: DeliveryChoice
  confirmation: Confirmation
  siteUrl: string
  /**
   * Seller facts: the registration number comes from the site settings (src/shop/site/invoice-number.ts, one
   * source); the name defaults to SELLER_NAME.
   */
  seller: { name?: string; registrationNumber: string }
  /**
   * How this shopper gets a receipt (docs/adr/044-receipts.md): the note when a carrier or the post office hands
   * it over at payment, else from when it can be issued and, for a guest, the signed link to issue it.
   */
  receipt: { thirdPartyNote: string } | { timing: string; link: { url: string; expiresOn: string } | null }
}

export type ReceiptMail = OutgoingMail & { kind: typeof ORDER_RECEIPT_KIND }

const RULE = '────────────────────────'
const heading = (text: string) => ['', `■${text}`, RULE]
const section = (s: ConfirmSection) => [...heading(s.heading), ...s.texts]

function receiptTexts(receipt: ReceiptMailInput['receipt']): string[] {
  if ('thirdPartyNote' in receipt) return [receipt.thirdPartyNote]
  if (!receipt.link)
    return [
      `領収書（適格簡易請求書）は、${receipt.timing}にマイページのご注文履歴から発行できます（印刷・PDF）。`,
    ]
  return [
    `領収書（適格簡易請求書）は、${receipt.timing}に下記のページから発行できます（印刷・PDF）。`,
    receipt.link.url,
    `（このリンクの有効期限：${receipt.link.expiresOn}まで）`,
  ]
}

export function orderReceiptMail(input: ReceiptMailInput): ReceiptMail {
  const c = input.confirmation
  const seller = {
    name: input.seller.name ?? SELLER_NAME,
    registrationNumber: input.seller.registrationNumber,
  }
  const lines = c.lines.flatMap((l) => [
    `${l.reducedRateMark}${l.productName}（${l.purchaseLabel}）`,
    `  ${formatYen(l.unitPriceIncludingTax)}（税込） × ${l.quantity} ＝ ${formatYen(l.amountIncludingTax)}（税込）`,
  ])
  const legal = c.hasRegular
    ? [
        ...heading('定期お届けに関する重要事項（特定商取引法に基づく表示）'),
        ...LEGAL_ITEM_IDS.flatMap((id) => [`【${c.legalItems[id].heading}】`, ...c.legalItems[id].texts]),
      ]
    : []

  const text = [
    `${input.orderer.lastName} ${input.orderer.firstName} 様`,
    '',
    `このたびは${SHOP_NAME}をご利用いただき、誠にありがとうございます。`,
    '以下の内容でご注文を承りました。',
    ...heading('ご注文内容'),
    `ご注文番号：${input.orderNumber}`,
    `ご注文日時：${formatJapanDateTime(input.orderedAt)}`,
    '',
    ...lines,
    ...(c.lines.some((l) => l.reducedRateMark) ? ['※は軽減税率（8%）対象商品です。'] : []),
    '',
    ...c.totals.map((t) => `${t.label}：${t.text}`),
    ...heading(TAX_BREAKDOWN_HEADING),
    ...c.taxByRate.map((t) => t.text),
    ...heading('ポイント'),
    ...c.points.texts,
    ...heading('お支払い方法'),
    PAYMENT_METHOD_LABELS[input.paymentMethod],
    ...c.legalItems.payment.texts.slice(1),
    ...heading('お届け先・お届け日時'),
    `${input.destination.name} 様`,
    `${postalCodeText(input.destination.postalCode)} ${input.destination.address}`,
    `電話番号：${input.destination.phone}`,
    `お届け日時：${deliveryChoiceLabel(input.delivery)}`,
    ...legal,
    ...section(c.returnPolicy),
    ...heading('領収書'),
    ...receiptTexts(input.receipt),
    ...heading('発行者'),
    `${seller.name}`,
    `登録番号：${seller.registrationNumber}`,
    '',
    ...(c.hasAccount
      ? [
          'ご注文内容はマイページのご注文履歴からもご確認いただけます。',
          new URL('/mypage/order-history/', input.siteUrl).toString(),
        ]
      : ['ご注文の変更・キャンセルやご不明な点は、ご注文番号を添えて下記までお問い合わせください。']),
    '',
    `お問い合わせ：${new URL('/inquiry/contact/', input.siteUrl).toString()}`,
    `お電話：${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
    '',
    NO_REPLY_NOTICE,
    MAIL_SIGNATURE,
  ].join('\n')

  return {
    to: input.to,
    subject: mailSubject(`ご注文ありがとうございます（ご注文番号 ${input.orderNumber}）`),
    text,
    kind: ORDER_RECEIPT_KIND,
  }
}
