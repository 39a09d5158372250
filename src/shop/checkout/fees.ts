/**
 * Checkout fees (docs/adr/019-checkout-form-and-confirmation.md): cash-on-delivery fee, gift wrapping and
 * packaging, and the order's bill with them. Fees are tax-excluded integer yen taxed at 10 % in the order's
 * 10 % pool through the pricing module (tax once per rate per bill), like shipping.
 */
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { pointsPayableOf } from '@/shop/points/point-rules'
import {
  includingTaxAtRate,
  priceOrder,
  SHIPPING_TAX_RATE,
  taxByRate,
  type Amount,
  type PricedLine,
  type PricedOrder,
  type TaxByRate,
} from '@/shop/pricing'

/** Fees are taxed like shipping: standard rate. */
export const FEE_TAX_RATE = SHIPPING_TAX_RATE

const amount = (excludingTax: number): Amount => ({
  excludingTax,
  includingTax: includingTaxAtRate(excludingTax, FEE_TAX_RATE),
})

/**
 * 代引手数料 by the tax-included amount collected at the door (before the fee), tax-excluded fee
 * (330 / 440 / 660 / 1,100 yen including tax). From COD_LIMIT cash on delivery is not offered.
 */
export const COD_FEE_TABLE = [
  { below: 10_000, fee: 300 },
  { below: 30_000, fee: 400 },
  { below: 100_000, fee: 600 },
  { below: 300_000, fee: 1_000 },
] as const
export const COD_LIMIT = 300_000

/** The fee for collecting `amountToCollect` (tax-included yen); null when cash on delivery is not offered. */
export function cashOnDeliveryFee(amountToCollect: number): Amount | null {
  if (!Number.isSafeInteger(amountToCollect) || amountToCollect < 0)
    throw new RangeError(`amountToCollect must be a non-negative integer (yen), got ${amountToCollect}`)
  if (amountToCollect === 0) return amount(0)
  const row = COD_FEE_TABLE.find((r) => amountToCollect < r.below)
  return row ? amount(row.fee) : null
}

/** GIFT_WRAPPING_KIND values; price per wrapped package, tax-excluded. */
export const GIFT_WRAPPING_KINDS = {
  NormalWrapping: { label: '包装紙ラッピング', price: 200 },
  GiftBoxWrapping: { label: 'ギフトボックス', price: 400 },
} as const
export type GiftWrappingKind = keyof typeof GIFT_WRAPPING_KINDS
export const GIFT_WRAPPING_KIND_VALUES = Object.keys(GIFT_WRAPPING_KINDS) as [
  GiftWrappingKind,
  ...GiftWrappingKind[],
]

/** WANT_GIFT_WRAPPING (spec §4): '0' unnecessary, '1' necessary. */
export const WANT_GIFT_WRAPPING = { UNNECESSARY: '0', NECESSARY: '1' } as const
export const WANT_GIFT_WRAPPING_LABELS = { '0': '不要', '1': '必要' } as const

/** GIFT_PACKAGING (spec §3): bulk 1 (everything in one package), individual 2 (one package per item). */
export const GIFT_PACKAGING = { BULK: '1', INDIVIDUAL: '2' } as const
export type GiftPackaging = (typeof GIFT_PACKAGING)[keyof typeof GIFT_PACKAGING]
export const GIFT_PACKAGING_LABELS: Record<GiftPackaging, string> = {
  '1': 'まとめて包装',
  '2': '個別包装',
}

export interface GiftChoice {
  kind: GiftWrappingKind
  packaging: GiftPackaging
}

/** How many packages are wrapped: 1 in bulk, one per item (all lines of this shipment) individually. */
export function wrappedPackages(packaging: GiftPackaging, itemCount: number): number {
  if (!Number.isSafeInteger(itemCount) || itemCount < 0)
    throw new RangeError(`invalid item count: ${itemCount}`)
  if (itemCount === 0) return 0
  return packaging === GIFT_PACKAGING.INDIVIDUAL ? itemCount : 1
}

export function giftWrappingFee(choice: GiftChoice | null, itemCount: number): Amount {
  if (!choice) return amount(0)
  const kind = GIFT_WRAPPING_KINDS[choice.kind]
  if (!kind) throw new RangeError(`unknown gift wrapping kind: ${String(choice.kind)}`)
  return amount(kind.price * wrappedPackages(choice.packaging, itemCount))
}

/** The fee of one wrapped package of `kind`, as the bill charges it (what the shop states per package). */
export const giftWrappingFeePerPackage = (kind: GiftWrappingKind): Amount =>
  giftWrappingFee({ kind, packaging: GIFT_PACKAGING.BULK }, 1)

export interface CheckoutBillOptions {
  /** null: no wrapping. Wrapping is for this shipment only, never for later regular deliveries. */
  gift?: GiftChoice | null
  paymentMethod: string
  /**
   * Points used (1 point = 1 yen), already validated against the balance; taken off the tax-included total. At most
   * what points may pay (points/point-rules.ts pointsPayableOf: the items, not shipping or fees).
   */
  pointsUsed?: number
}

export interface CheckoutBill {
  priced: PricedOrder
  shipping: Amount
  giftWrapping: Amount
  cashOnDelivery: Amount
  /** Per-rate totals of the whole bill: items, shipping and fees, tax once per rate. */
  byRate: TaxByRate[]
  /** Tax-included total of the bill (before points). */
  total: number
  pointsUsed: number
  /** What the shopper pays: total − points. */
  amountDue: number
  /** False when cash on delivery was chosen for an amount it does not take. */
  cashOnDeliveryAvailable: boolean
  /** Per later regular delivery: the regular section's total plus a cash-on-delivery fee when that applies. */
  laterDelivery: { items: number; cashOnDelivery: Amount; total: number } | null
}

/**
 * The bill of an order at checkout: the first bill covers the one-time items and the first regular delivery
 * (ADR 008), plus wrapping and the cash-on-delivery fee. Points are a means of payment: they lower the amount
 * due, not the taxable amounts.
 */
export function checkoutBill(lines: readonly PricedLine[], options: CheckoutBillOptions): CheckoutBill {
  const priced = priceOrder(lines)
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0)
  const giftWrapping = giftWrappingFee(options.gift ?? null, itemCount)
  const pointsUsed = options.pointsUsed ?? 0
  if (!Number.isSafeInteger(pointsUsed) || pointsUsed < 0)
    throw new RangeError(`pointsUsed must be a non-negative integer, got ${pointsUsed}`)

  const base = priced.order.byRate.map((r) => ({ rate: r.rate, amount: r.taxableAmount }))
  const withWrapping = [...base, { rate: FEE_TAX_RATE, amount: giftWrapping.excludingTax }]
  const totalOf = (byRate: TaxByRate[]) => byRate.reduce((sum, r) => sum + r.taxableAmount + r.tax, 0)
  const beforeFee = totalOf(taxByRate(withWrapping))
  const payable = pointsPayableOf(priced.order.items)
  if (pointsUsed > payable)
    throw new RangeError(`pointsUsed ${pointsUsed} exceeds what points may pay (${payable})`)

  const cod = options.paymentMethod === PAYMENT_METHODS.CASH_ON_DELIVERY
  const codFee = cod ? cashOnDeliveryFee(beforeFee - pointsUsed) : amount(0)
  const cashOnDelivery = codFee ?? amount(0)
  const byRate = taxByRate([...withWrapping, { rate: FEE_TAX_RATE, amount: cashOnDelivery.excludingTax }])
  const total = totalOf(byRate)

  let laterDelivery: CheckoutBill['laterDelivery'] = null
  if (priced.regular.total > 0) {
    const laterFee = cod ? (cashOnDeliveryFee(priced.regular.total) ?? amount(0)) : amount(0)
    const laterByRate = taxByRate([
      ...priced.regular.byRate.map((r) => ({ rate: r.rate, amount: r.taxableAmount })),
      { rate: FEE_TAX_RATE, amount: laterFee.excludingTax },
    ])
    laterDelivery = { items: priced.regular.total, cashOnDelivery: laterFee, total: totalOf(laterByRate) }
  }

  return {
    priced,
    shipping: priced.order.shipping,
    giftWrapping,
    cashOnDelivery,
    byRate,
    total,
    pointsUsed,
    amountDue: total - pointsUsed,
    cashOnDeliveryAvailable: !cod || codFee !== null,
    laterDelivery,
  }
}
