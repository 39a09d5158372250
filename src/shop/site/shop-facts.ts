/**
 * The one module of facts the shop states in many places (footer, mails, confirm screens, seeded Markdown):
 * spec §1, §6, §9 (docs/adr/043-shop-facts-one-source.md). Pure. Values come from the rule modules (fees,
 * shipping, payment methods, calendar, course deadline); nothing here restates a number those modules hold.
 * The registration number is staff-edited in the site settings (invoice-number.ts) and joins at render time.
 */
import { DELIVERY_DATE_WINDOW_TEXT, STANDARD_DELIVERY_DAYS } from '@/shop/calendar/delivery-calendar'
import {
  COD_FEE_TABLE,
  FEE_TAX_RATE,
  GIFT_WRAPPING_KIND_VALUES,
  GIFT_WRAPPING_KINDS,
  giftWrappingFeePerPackage,
  type GiftWrappingKind,
} from '@/shop/checkout/fees'
import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'
import { INQUIRY_PHONES } from '@/shop/catalogue/inquiry-phone'
import {
  APP_PAYMENT_METHODS,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
} from '@/shop/payments/payment-methods'
import { DIRECT_DEBIT_DAY } from '@/shop/payments/direct-debit-date'
import { POINT_NOT_PAYABLE, POINT_PAYABLE, POINT_USE_SCOPE_TEXT } from '@/shop/points/point-rules'
import { formatYen } from '@/shop/pricing/format-amount'
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '@/shop/pricing/shipping'
import { includingTaxAtRate, SHIPPING_TAX_RATE } from '@/shop/pricing'

export type PhoneLine = {
  label: string
  number: string
  /** The reception hours with the days they apply, e.g. 「9:00〜18:00（年末年始を除く毎日）」. */
  hours: string
  /** The hour range alone, e.g. 「9:00〜18:00」. */
  time: string
}

const CUSTOMER_CENTER_TIME = '9:00〜18:00'

/**
 * The two phone lines, always shown labelled with their own hours:
 * - お客さまセンター (spec §1): orders, deliveries, regular courses, member data; 9:00-18:00 daily except the
 *   year-end holidays. The spec gives no number for it; this one stands until the business confirms its own.
 * - 商品のお問い合わせ・お電話でのご注文 (spec §6): the general product-inquiry line of inquiry-phone.ts.
 */
export const PHONE_LINES = {
  customerCenter: {
    label: 'お客さまセンター',
    number: '0120-333-300',
    hours: `${CUSTOMER_CENTER_TIME}（年末年始を除く毎日）`,
    time: CUSTOMER_CENTER_TIME,
  },
  productInquiry: {
    label: '商品のお問い合わせ・お電話でのご注文',
    number: INQUIRY_PHONES.general.number,
    hours: INQUIRY_PHONES.general.hours,
    time: INQUIRY_PHONES.general.hours,
  },
} as const satisfies Record<string, PhoneLine>

/** The contact line mails and refusals name (the customer center). */
export const SHOP_CONTACT = {
  phone: PHONE_LINES.customerCenter.number,
  phoneHours: PHONE_LINES.customerCenter.hours,
  chatHours: '24時間受付',
} as const

/** Tax-included yen text of a tax-excluded fee. */
const feeText = (excludingTax: number) => formatYen(includingTaxAtRate(excludingTax, FEE_TAX_RATE))

/** 代金引換手数料 range, tax included: 「330円〜1,100円」. */
export const codFeeRangeText = (): string => {
  const fees = COD_FEE_TABLE.map((r) => includingTaxAtRate(r.fee, FEE_TAX_RATE))
  return `${formatYen(Math.min(...fees))}〜${formatYen(Math.max(...fees))}`
}

/** The COD fee table as Markdown (by the amount collected, tax included). */
export function codFeeTableMarkdown(): string {
  const rows = COD_FEE_TABLE.map((r, i) => {
    const from = i === 0 ? 0 : COD_FEE_TABLE[i - 1]!.below
    const range = i === 0 ? `${formatYen(r.below)}未満` : `${formatYen(from)}以上${formatYen(r.below)}未満`
    return `| ${range} | ${feeText(r.fee)}（税込） |`
  })
  return ['| お支払い金額（税込） | 代金引換手数料 |', '| --- | --- |', ...rows].join('\n')
}

/** ギフト包装料 of one wrapped package of `kind`, tax included as the bill charges it: 「220円（税込）」. */
export const giftWrappingFeeText = (kind: GiftWrappingKind): string =>
  `${formatYen(giftWrappingFeePerPackage(kind).includingTax)}（税込）`

/** The lowest wrapping fee per package: 「220円（税込）から」. */
export function giftWrappingFromText(): string {
  const lowest = Math.min(
    ...GIFT_WRAPPING_KIND_VALUES.map((kind) => giftWrappingFeePerPackage(kind).includingTax),
  )
  return `${formatYen(lowest)}（税込）から`
}

/** The wrapping kinds checkout offers with their fee per package, as Markdown. */
export function giftWrappingFeeTableMarkdown(): string {
  const rows = GIFT_WRAPPING_KIND_VALUES.map(
    (kind) => `| ${GIFT_WRAPPING_KINDS[kind].label} | ${giftWrappingFeeText(kind)} |`,
  )
  return ['| ラッピングの種類 | 料金（1包装につき） |', '| --- | --- |', ...rows].join('\n')
}

/** The offered payment methods in checkout's order, the app payments as one entry: 「スマホ決済（PayPay・…）」. */
export function paymentMethodNames(): string[] {
  const apps = ORDER_PAYMENT_METHODS.filter((m) => APP_PAYMENT_METHODS.includes(m))
  const names: string[] = []
  for (const m of ORDER_PAYMENT_METHODS) {
    if (!APP_PAYMENT_METHODS.includes(m)) names.push(PAYMENT_METHOD_LABELS[m])
    else if (m === apps[0])
      names.push(`スマホ決済（${apps.map((a) => PAYMENT_METHOD_LABELS[a]).join('・')}）`)
  }
  return names
}

/** The offered payment methods in one line: 「代金引換、クレジットカード、…」. */
export const paymentMethodsText = (): string => paymentMethodNames().join('、')

/** The offered payment methods as a Markdown list. */
export const paymentMethodListMarkdown = (): string =>
  paymentMethodNames()
    .map((m) => `- ${m}`)
    .join('\n')

/**
 * The seller as receipts and 会社概要 name it (the 適格請求書発行事業者; its registration number is in the site
 * settings, invoice-number.ts).
 */
export const SELLER = {
  name: '株式会社ウェルネスの森',
  postalCode: '158-0091',
  address: '東京都世田谷区木立台2丁目8番15号 ウェルネスの森ビル',
} as const

/** Shopping facts as text (spec §1/§9). */
export const SHOP_FACTS = {
  freeShippingThreshold: `${formatYen(FREE_SHIPPING_THRESHOLD)}（税抜）`,
  shippingFee: `${formatYen(includingTaxAtRate(SHIPPING_FEE, SHIPPING_TAX_RATE))}（税込）`,
  deliveryDays: `${STANDARD_DELIVERY_DAYS.min}〜${STANDARD_DELIVERY_DAYS.max}日`,
  /** Which delivery dates checkout offers (calendar's offeredDeliveryDates), as one sentence. */
  deliveryDateWindow: DELIVERY_DATE_WINDOW_TEXT,
  /** What points may pay (checkout's rule, points/point-rules.ts): 「商品代金（税込）」. */
  pointPayable: POINT_PAYABLE,
  /** What they may not: 「送料・ギフト包装料・代金引換手数料」. */
  pointNotPayable: POINT_NOT_PAYABLE.join('・'),
  /** Both as one sentence. */
  pointUseScope: POINT_USE_SCOPE_TEXT,
  changeDeadline: `${REGULAR_CHANGE_DEADLINE_DAYS}日前`,
  directDebitDate: `商品発送月の翌月${DIRECT_DEBIT_DAY}日`,
  skincareBrand: '肌の森',
} as const
