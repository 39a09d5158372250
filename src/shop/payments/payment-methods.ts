/**
 * Payment method codes (spec §3) and which of them a shopper may choose for an order. The one place for these
 * codes: checkout forms, the order record, the gateways and the admin read them from here.
 */
export const PAYMENT_METHODS = {
  NONE: '0',
  CASH_ON_DELIVERY: '1',
  CREDIT_CARD: '2',
  DIRECT_DEBIT: '3',
  POSTAL_TRANSFER: '4',
  EXTERNAL_SETTLEMENT: '7',
  POINT: '8',
  PAYPAY: '9',
  AUPAY: '10',
  DBARAI: '11',
} as const

export type PaymentMethodName = keyof typeof PAYMENT_METHODS
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[PaymentMethodName]

/**
 * Selectable for orders, in display order: spec §3's four, then the app payments and Rakuten Pay, offered on the
 * same payment step (docs/adr/020-checkout-flow.md, amending ADR 019's "own doors").
 */
export const ORDER_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.CASH_ON_DELIVERY,
  PAYMENT_METHODS.CREDIT_CARD,
  PAYMENT_METHODS.DIRECT_DEBIT,
  PAYMENT_METHODS.POSTAL_TRANSFER,
  PAYMENT_METHODS.PAYPAY,
  PAYMENT_METHODS.AUPAY,
  PAYMENT_METHODS.DBARAI,
  PAYMENT_METHODS.EXTERNAL_SETTLEMENT,
]

/**
 * What a regular-delivery course can be paid by on every delivery without the shopper present
 * (docs/adr/033-regular-delivery-engine.md): a saved card, cash on delivery, direct debit, postal transfer.
 * App payments and Rakuten Pay need the shopper's approval each time, so a course never uses them.
 */
export const COURSE_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.CREDIT_CARD,
  PAYMENT_METHODS.CASH_ON_DELIVERY,
  PAYMENT_METHODS.DIRECT_DEBIT,
  PAYMENT_METHODS.POSTAL_TRANSFER,
]

export type CoursePaymentMethod = '1' | '2' | '3' | '4'

export const isCoursePaymentMethod = (code: PaymentMethodCode): code is CoursePaymentMethod =>
  COURSE_PAYMENT_METHODS.includes(code)

export const APP_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.PAYPAY,
  PAYMENT_METHODS.AUPAY,
  PAYMENT_METHODS.DBARAI,
]

/**
 * A campaign's one-page order (docs/adr/048-campaign-shopping.md) takes cash on delivery, a card (3-D Secure) and
 * the app payments; a regular-delivery campaign line leaves the app payments out (a course cannot use them).
 */
export const CAMPAIGN_ORDER_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.CASH_ON_DELIVERY,
  PAYMENT_METHODS.CREDIT_CARD,
  ...APP_PAYMENT_METHODS,
]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodCode, string> = {
  '0': '未選択',
  '1': '代金引換',
  '2': 'クレジットカード',
  '3': '口座振替',
  '4': '郵便振替（後払い）',
  '7': '楽天ペイ',
  '8': 'ポイント払い',
  '9': 'PayPay',
  '10': 'au PAY',
  '11': 'd払い',
}
