/**
 * The choices the checkout pages offer (ADR 019/020), as `{ value, label, description }` options of the page
 * data: payment methods in display order (spec §3's four, then the app payments and Rakuten Pay), delivery time
 * slots, gift wrapping and packaging with their prices, mail magazines. Pure.
 */
import type { Amount } from '@/shop/pricing'
import {
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '@/shop/payments/payment-methods'

import { MAIL_MAGAZINE_LABELS } from './checkout-form'
import { formatYen } from '@/shop/pricing/format-amount'
import { DELIVERY_TIME_SLOTS } from './delivery-dates'
import {
  GIFT_PACKAGING_LABELS,
  GIFT_WRAPPING_KIND_VALUES,
  GIFT_WRAPPING_KINDS,
  type GiftPackaging,
} from './fees'
import { codFeeRangeText, giftWrappingFeeText, SHOP_FACTS } from '@/shop/site/shop-facts'

export interface CheckoutOption {
  value: string
  label: string
  description?: string
}

const APP_DESCRIPTION = (app: string) =>
  `ご注文確定後、${app}の画面に移動してお支払いを承認してください。承認後にご注文が確定します。`

/** What the shopper reads under each method. `codFee`: the fee for the cart as it is (null: not offered). */
export function paymentMethodDescription(method: PaymentMethodCode, codFee: Amount | null): string {
  switch (method) {
    case PAYMENT_METHODS.CASH_ON_DELIVERY:
      return codFee
        ? `商品お届け時に、配達員に現金でお支払いください。代金引換手数料 ${formatYen(codFee.includingTax)}（税込）。ご利用ポイントやギフト包装により、お支払い金額に応じて${codFeeRangeText()}（税込）となります。`
        : '商品お届け時に、配達員に現金でお支払いください。'
    case PAYMENT_METHODS.CREDIT_CARD:
      return 'VISA・Mastercard・JCB・American Express・Diners Clubがご利用いただけます。カード会社の本人認証（3Dセキュア）を行う場合があります。'
    case PAYMENT_METHODS.DIRECT_DEBIT:
      return `${SHOP_FACTS.directDebitDate}に、ご指定の口座から引き落とします。手続き完了までは払込用紙を同封します。`
    case PAYMENT_METHODS.POSTAL_TRANSFER:
      return '商品に同封の払込用紙で、商品到着後14日以内にお支払いください（後払い）。'
    default:
      return APP_DESCRIPTION(PAYMENT_METHOD_LABELS[method])
  }
}

/** The offered methods in display order (ORDER_PAYMENT_METHODS' order). */
export function paymentMethodOptions(
  offered: readonly PaymentMethodCode[],
  codFee: Amount | null,
): CheckoutOption[] {
  return ORDER_PAYMENT_METHODS.filter((m) => offered.includes(m)).map((method) => ({
    value: method,
    label: PAYMENT_METHOD_LABELS[method],
    description: paymentMethodDescription(method, codFee),
  }))
}

export const DELIVERY_TIME_OPTIONS: CheckoutOption[] = DELIVERY_TIME_SLOTS.map((s) => ({
  value: s.code,
  label: s.label,
}))

export const GIFT_WRAPPING_KIND_OPTIONS: CheckoutOption[] = GIFT_WRAPPING_KIND_VALUES.map((kind) => ({
  value: kind,
  label: GIFT_WRAPPING_KINDS[kind].label,
  description: `1包装につき ${giftWrappingFeeText(kind)}`,
}))

const PACKAGING_DESCRIPTIONS: Record<GiftPackaging, string> = {
  '1': 'ご注文の商品をまとめて1つに包装します（包装料は1包装分）。',
  '2': '商品を1個ずつ包装します（包装料は商品の個数分）。',
}

export const GIFT_PACKAGING_OPTIONS: CheckoutOption[] = (['1', '2'] as const).map((value) => ({
  value,
  label: GIFT_PACKAGING_LABELS[value],
  description: PACKAGING_DESCRIPTIONS[value],
}))

export const MAIL_MAGAZINE_OPTIONS: CheckoutOption[] = (
  Object.keys(MAIL_MAGAZINE_LABELS) as (keyof typeof MAIL_MAGAZINE_LABELS)[]
).map((field) => ({ value: field, label: MAIL_MAGAZINE_LABELS[field] }))
