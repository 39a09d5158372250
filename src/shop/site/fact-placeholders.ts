/**
 * Placeholders seeded Markdown uses instead of restating shop facts (docs/adr/043-shop-facts-one-source.md):
 * `{{fact:name}}`, filled from shop-facts.ts (and the site settings' registration number) before the Markdown is
 * rendered. An unknown name, or one whose value the caller did not supply, stays visible as written so a test
 * (and a reader) catches it. Pure.
 */
import { env } from '@/lib/config/env'
import { VISITOR_COOKIE } from '@/shop/analytics/visitors'
import { GIFT_WRAPPING_KIND_VALUES, GIFT_WRAPPING_KINDS } from '@/shop/checkout/fees'

import {
  codFeeRangeText,
  codFeeTableMarkdown,
  giftWrappingFeeTableMarkdown,
  giftWrappingFeeText,
  paymentMethodListMarkdown,
  paymentMethodsText,
  PHONE_LINES,
  SELLER,
  SHOP_FACTS,
} from './shop-facts'
import { RECEIPT_LINK_DAYS } from '@/shop/receipts/receipt-paths'
import { POINT_VALIDITY_TEXT } from '@/shop/club/expiry-rules'
import { BASE_EARN_RATE_TEXT, STAGE_WINDOW_MONTHS } from '@/shop/club/stage-rules'

export const FACT_PLACEHOLDER = /\{\{fact:([A-Za-z][A-Za-z0-9]*)\}\}/g

export type FactValues = Readonly<Record<string, string>>

/**
 * Per wrapping kind, named after its GIFT_WRAPPING_KIND value: `normalWrappingLabel` / `normalWrappingFee`,
 * `giftBoxWrappingLabel` / `giftBoxWrappingFee` (the fee per package, tax included).
 */
function giftWrappingFacts(): Record<string, string> {
  return Object.fromEntries(
    GIFT_WRAPPING_KIND_VALUES.flatMap((kind) => {
      const name = kind.charAt(0).toLowerCase() + kind.slice(1)
      return [
        [`${name}Label`, GIFT_WRAPPING_KINDS[kind].label],
        [`${name}Fee`, giftWrappingFeeText(kind)],
      ]
    }),
  )
}

/** Every fact known in code; `invoiceNumber` joins from the site settings (see withInvoiceNumber). */
export function codeFactValues(): FactValues {
  return {
    customerCenterPhone: PHONE_LINES.customerCenter.number,
    customerCenterHours: PHONE_LINES.customerCenter.hours,
    customerCenterTime: PHONE_LINES.customerCenter.time,
    customerCenterLabel: PHONE_LINES.customerCenter.label,
    productPhone: PHONE_LINES.productInquiry.number,
    productPhoneHours: PHONE_LINES.productInquiry.hours,
    productPhoneLabel: PHONE_LINES.productInquiry.label,
    codFee: codFeeRangeText(),
    codFeeTable: codFeeTableMarkdown(),
    giftWrappingFeeTable: giftWrappingFeeTableMarkdown(),
    ...giftWrappingFacts(),
    paymentMethods: paymentMethodsText(),
    paymentMethodList: paymentMethodListMarkdown(),
    freeShippingThreshold: SHOP_FACTS.freeShippingThreshold,
    shippingFee: SHOP_FACTS.shippingFee,
    deliveryDays: SHOP_FACTS.deliveryDays,
    deliveryDateWindow: SHOP_FACTS.deliveryDateWindow,
    pointPayable: SHOP_FACTS.pointPayable,
    pointNotPayable: SHOP_FACTS.pointNotPayable,
    pointUseScope: SHOP_FACTS.pointUseScope,
    changeDeadline: SHOP_FACTS.changeDeadline,
    directDebitDate: SHOP_FACTS.directDebitDate,
    skincareBrand: SHOP_FACTS.skincareBrand,
    receiptLinkDays: `${RECEIPT_LINK_DAYS}日`,
    pointEarnRate: BASE_EARN_RATE_TEXT,
    pointValidity: POINT_VALIDITY_TEXT,
    stageWindow: `過去${STAGE_WINDOW_MONTHS}か月`,
    sellerName: SELLER.name,
    sellerAddress: `〒${SELLER.postalCode} ${SELLER.address}`,
    // The shop's own measurement (docs/adr/065): the cookie's name and how long raw events are kept (a setting).
    measurementCookie: VISITOR_COOKIE,
    measurementRetention: `${env.ANALYTICS_RETENTION_DAYS}日`,
  }
}

export const withInvoiceNumber = (values: FactValues, invoiceNumber: string): FactValues => ({
  ...values,
  invoiceNumber,
})

/** Replaces each known `{{fact:name}}`; unknown ones are left as written. */
export function fillFacts(text: string, values: FactValues = codeFactValues()): string {
  return text.replace(FACT_PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : whole,
  )
}

/** The names a text uses that `values` cannot fill (empty when all are known). */
export function unfilledFacts(text: string, values: FactValues = codeFactValues()): string[] {
  return [...text.matchAll(FACT_PLACEHOLDER)]
    .map((m) => m[1]!)
    .filter((name) => !Object.prototype.hasOwnProperty.call(values, name))
}
