/**
 * The bill of one regular delivery (docs/adr/033-regular-delivery-engine.md), by checkout's rules: the product's
 * current regular price (the kankeisha price when the member is kankeisha, pricing/unit-price.ts), free shipping
 * (regular delivery always ships free), the cash-on-delivery fee by the amount collected, tax once per rate
 * (checkout/fees.ts checkoutBill), and the points the member set for this delivery capped at the balance and the
 * items' amount; the points earned at the member's stage rate. Pure: the engine passes the product, the member and
 * the course.
 */
import type { RegularCycle, TaxClass } from '@/shop/catalogue/codes'
import { checkoutBill } from '@/shop/checkout/fees'
import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import type { CheckedLine, CheckedTotals } from '@/shop/orders/order-check'
import { lineAmount, taxRateOf, unitPriceOf } from '@/shop/pricing'
import { pointsPayableOf, pointsToEarn } from '@/shop/points/point-rules'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import type { PointUseMode } from './course-statuses'

export interface BillProduct {
  productCode: string
  name: string
  taxClass: TaxClass
  price: number
  regularPrice: number | null
  saleStatus: string
}

export interface BillInput {
  product: BillProduct
  cycleType: RegularCycle
  quantity: number
  paymentMethod: PaymentMethodCode
  customerType: string | null | undefined
  /** The member's balance now (0 for none). */
  pointBalance: number
  pointUse: { mode: PointUseMode; points: number }
  /** The member's point rate at the time of the delivery order (their stage's, src/shop/club). */
  earnRatePercent: number
}

export type DeliveryBill =
  | { ok: true; line: CheckedLine; totals: CheckedTotals }
  /** unavailable: not on sale or no regular price; cod-limit: cash on delivery does not take the amount. */
  | { ok: false; code: 'unavailable' | 'cod-limit' }

/** Points the member asked for, before the cap: none, all of the balance, or the number they set. */
export function wantedPoints(use: BillInput['pointUse'], balance: number): number {
  if (use.mode === 'all') return Math.max(0, balance)
  if (use.mode === 'some') return Math.max(0, Math.floor(use.points || 0))
  return 0
}

export function deliveryBill(input: BillInput): DeliveryBill {
  const { product } = input
  if (product.saleStatus !== 'on-sale' || product.regularPrice === null)
    return { ok: false, code: 'unavailable' }
  const { unitPrice } = unitPriceOf(
    product,
    input.cycleType,
    priceAdjustmentsFor({ customerType: input.customerType }),
  )
  const amount = lineAmount(unitPrice, input.quantity, product.taxClass)
  const line: CheckedLine = {
    productCode: product.productCode,
    name: product.name,
    cycleType: input.cycleType,
    quantity: input.quantity,
    unitPrice,
    taxClass: product.taxClass,
    taxRate: taxRateOf(product.taxClass),
    amountExcludingTax: amount.excludingTax,
    amountIncludingTax: amount.includingTax,
  }
  const free = checkoutBill([line], { paymentMethod: '0' })
  const points = Math.min(
    wantedPoints(input.pointUse, input.pointBalance),
    Math.max(0, input.pointBalance),
    pointsPayableOf(free.priced.order.items),
  )
  const bill = checkoutBill([line], { paymentMethod: input.paymentMethod, pointsUsed: points })
  if (!bill.cashOnDeliveryAvailable) return { ok: false, code: 'cod-limit' }
  return {
    ok: true,
    line,
    totals: {
      byRate: bill.byRate,
      itemsExcludingTax: bill.priced.order.items.excludingTax,
      itemsIncludingTax: bill.priced.order.items.includingTax,
      shipping: bill.shipping.excludingTax,
      fees: bill.cashOnDelivery.excludingTax,
      cashOnDeliveryFee: bill.cashOnDelivery.excludingTax,
      giftWrappingFee: 0,
      totalIncludingTax: bill.total,
      pointsUsed: points,
      amountDue: bill.amountDue,
      pointsToEarn: pointsToEarn(bill.priced.order.items.excludingTax, input.earnRatePercent),
    },
  }
}
