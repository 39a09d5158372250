/**
 * `POST order/check`: the order as the shop will place it, built from the cart in the database with the current
 * published prices, stock and the member's adjustments — never from numbers the browser sent. The result is the
 * confirmation data (lines, per-rate tax, shipping, fees, points used and to be earned, regular-delivery dates)
 * and the input of place-order.ts, which re-checks stock and points with guarded updates in its transaction.
 */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { isRegularCycle } from '@/shop/pricing'
import type { CycleType, RegularCycle, TaxClass } from '@/shop/catalogue/codes'
import { loadSaleTerms, type Purchasable, type SaleTerms } from '@/shop/catalogue/purchasable'
import { offersCycle, type CartLineRecord } from '@/shop/cart/cart-rules'
import { acceptsLinkKey, LINK_KEY_REFUSAL } from '@/shop/campaigns/campaign-link-keys'
import { findCampaignCart, findCartByCustomer, findCartByToken } from '@/shop/cart/cart-store'
import {
  campaignAdjustments,
  campaignLinesProblem,
  loadCampaignTerms,
} from '@/shop/campaigns/shopping/campaign-terms'
import { hashCartToken, isCartToken } from '@/shop/cart/cart-token'
import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'
import {
  includingTaxAtRate,
  lineAmount,
  priceOrder,
  SHIPPING_TAX_RATE,
  taxRateOf,
  unitPriceOf,
  type TaxByRate,
} from '@/shop/pricing'
import { checkoutBill, type GiftChoice } from '@/shop/checkout/fees'
import { earnRateForStage } from '@/shop/club/club-settings'
import { pointsPayableOf, pointsToEarn, resolvePointUse } from '@/shop/points/point-rules'

import { nextDeliveryDate } from './delivery-dates'
import { ORDER_MESSAGES } from './order-messages'
import { japanDate } from '@/shop/calendar/japan-date'

export interface CheckedLine {
  productCode: string
  name: string
  cycleType: CycleType
  quantity: number
  /** Tax-excluded price of one item. */
  unitPrice: number
  taxClass: TaxClass
  taxRate: number
  amountExcludingTax: number
  /** Display only (rounded per line); the per-rate totals are what is paid. */
  amountIncludingTax: number
}

export interface CheckedTotals {
  byRate: TaxByRate[]
  itemsExcludingTax: number
  itemsIncludingTax: number
  /** Tax-excluded. */
  shipping: number
  /** Tax-excluded: every fee of the bill (cash on delivery + gift wrapping), as stored on the order. */
  fees: number
  /** Tax-excluded cash-on-delivery fee (the order's payment.codFee). */
  cashOnDeliveryFee: number
  /** Tax-excluded gift wrapping. */
  giftWrappingFee: number
  /** The bill before points, tax included. */
  totalIncludingTax: number
  pointsUsed: number
  /** What the payment method takes: total − points. */
  amountDue: number
  pointsToEarn: number
}

export interface CheckedCourse {
  productCode: string
  cycleType: RegularCycle
  quantity: number
  firstDeliveryDate: string
  nextDeliveryDate: string
}

export interface CheckedOrder {
  cartId: number
  /** The cart's link key (the advertising or campaign link the shopper came by), recorded on the order. */
  linkKey: string | null
  /** A campaign order's campaign (its promotionId), recorded on the order; null for the shopper's own cart. */
  campaign?: string | null
  customerId: number | null
  /** Whose order this is, for the idempotency key: 'm:<customer id>' or 'g:<cart token hash>'. */
  ownerScope: string
  paymentMethod: PaymentMethodCode | null
  lines: CheckedLine[]
  totals: CheckedTotals
  /** The member's balance at the check; null for guests. */
  pointBalance: number | null
  regularCourses: CheckedCourse[]
}

export type OrderCheckResult =
  { ok: true; order: CheckedOrder } | { ok: false; messages: string[]; fieldErrors: Record<string, string> }

export interface OrderCheckInput {
  paymentMethod?: PaymentMethodCode | null
  /** POINT_METHOD / POINT_NUMBER of the form. */
  pointMethod?: string
  pointNumber?: string | number
  /** The gift wrapping chosen (WANT_GIFT_WRAPPING '1'), or none. */
  gift?: GiftChoice | null
  /** DELIVERY_SPECIFIED_DATE (YYYY-MM-DD) when DELIVERY_DATE is '2': the first regular delivery. */
  specifiedDate?: string | null
  now?: Date
}

/** The member as the check needs them: the stage sets the point rate of this order (ADR 049). */
type CheckCustomer = Pick<Customer, 'id' | 'customerType' | 'swcPoint' | 'stage'>

function lineProblem(
  lines: readonly CartLineRecord[],
  line: CartLineRecord,
  product: SaleTerms | undefined,
): string | null {
  // offersCycle reads the prices and cycles only (a Purchasable minus its image and link).
  if (!product || product.saleStatus !== 'on-sale' || !offersCycle(product as Purchasable, line.cycleType))
    return ORDER_MESSAGES.unavailable(product?.name ?? line.productCode)
  const wanted = lines
    .filter((l) => l.productCode === line.productCode)
    .reduce((sum, l) => sum + l.quantity, 0)
  return wanted > product.stock ? ORDER_MESSAGES.outOfStock(product.name) : null
}

/** The check of one cart (the service below finds the cart; tests and campaign flows may pass one). */
export async function checkCart(
  payload: Payload,
  cart: { id: number; lines: CartLineRecord[]; linkKey?: string | null; campaign?: string | null },
  customer: CheckCustomer | null,
  ownerScope: string,
  input: OrderCheckInput = {},
): Promise<OrderCheckResult> {
  if (cart.lines.length === 0) return { ok: false, messages: [ORDER_MESSAGES.emptyCart], fieldErrors: {} }
  const products = await loadSaleTerms(
    payload,
    cart.lines.map((l) => l.productCode),
  )
  const problems = [
    ...new Set(cart.lines.map((l) => lineProblem(cart.lines, l, products.get(l.productCode)))),
  ]
  const messages = problems.filter((p): p is string => p !== null)
  if (messages.length > 0) return { ok: false, messages, fieldErrors: {} }

  // A campaign order's cart is priced by its campaign as published now (docs/adr/048-campaign-shopping.md).
  const campaign = cart.campaign
    ? await loadCampaignTerms(payload, cart.campaign, input.now ?? new Date())
    : null
  if (campaign && !campaign.ok) return { ok: false, messages: [campaign.message], fieldErrors: {} }
  const terms = campaign?.ok ? campaign.terms : null
  if (terms) {
    if (!acceptsLinkKey(terms, cart.linkKey ?? null))
      return { ok: false, messages: [LINK_KEY_REFUSAL], fieldErrors: {} }
    const problem = campaignLinesProblem(terms, cart.lines, (code) => products.get(code)?.name ?? code)
    if (problem) return { ok: false, messages: [problem], fieldErrors: {} }
  }

  const adjustments = priceAdjustmentsFor(customer)
  const lines: CheckedLine[] = cart.lines.map((line) => {
    const product = products.get(line.productCode) as SaleTerms
    const lineAdjustments = terms ? campaignAdjustments(adjustments, terms, line) : adjustments
    const { unitPrice } = unitPriceOf(product, line.cycleType, lineAdjustments)
    const amount = lineAmount(unitPrice, line.quantity, product.taxClass)
    return {
      productCode: line.productCode,
      name: product.name,
      cycleType: line.cycleType,
      quantity: line.quantity,
      unitPrice,
      taxClass: product.taxClass,
      taxRate: taxRateOf(product.taxClass),
      amountExcludingTax: amount.excludingTax,
      amountIncludingTax: amount.includingTax,
    }
  })
  const { order } = priceOrder(lines)
  const itemsIncludingTax = order.items.includingTax
  const balance = customer ? Math.max(0, customer.swcPoint ?? 0) : null
  const use = resolvePointUse({
    method: input.pointMethod,
    number: input.pointNumber,
    balance,
    payable: pointsPayableOf(order.items),
  })
  if (!use.ok) return { ok: false, messages: [], fieldErrors: use.errors }
  // The one bill rule of checkout (ADR 019): shipping, the cash-on-delivery fee by the amount collected, tax
  // once per rate; the confirm screen shows the same numbers.
  const bill = checkoutBill(lines, {
    paymentMethod: input.paymentMethod ?? '0',
    pointsUsed: use.points,
    gift: input.gift ?? null,
  })
  if (!bill.cashOnDeliveryAvailable)
    return {
      ok: false,
      messages: [],
      fieldErrors: { PAYMENT_METHOD: ORDER_MESSAGES.cashOnDeliveryLimit },
    }
  const fees = bill.cashOnDelivery.excludingTax + bill.giftWrapping.excludingTax
  const byRate = bill.byRate
  const totalIncludingTax = bill.total

  const now = input.now ?? new Date()
  const first =
    input.specifiedDate && /^\d{4}-\d{2}-\d{2}$/.test(input.specifiedDate)
      ? input.specifiedDate
      : japanDate(now)
  const regularCourses = lines
    .filter((l) => isRegularCycle(l.cycleType))
    .map((l) => ({
      productCode: l.productCode,
      cycleType: l.cycleType as RegularCycle,
      quantity: l.quantity,
      firstDeliveryDate: first,
      nextDeliveryDate: nextDeliveryDate(first, l.cycleType as RegularCycle),
    }))

  return {
    ok: true,
    order: {
      cartId: cart.id,
      linkKey: cart.linkKey ?? null,
      campaign: terms?.promotionId ?? null,
      customerId: customer?.id ?? null,
      ownerScope,
      paymentMethod: input.paymentMethod ?? null,
      lines,
      totals: {
        byRate,
        itemsExcludingTax: order.items.excludingTax,
        itemsIncludingTax,
        shipping: order.shipping.excludingTax,
        fees,
        cashOnDeliveryFee: bill.cashOnDelivery.excludingTax,
        giftWrappingFee: bill.giftWrapping.excludingTax,
        totalIncludingTax,
        pointsUsed: use.points,
        amountDue: totalIncludingTax - use.points,
        pointsToEarn: pointsToEarn(
          order.items.excludingTax,
          customer ? await earnRateForStage(payload, customer.stage) : null,
        ),
      },
      pointBalance: balance,
      regularCourses,
    },
  }
}

/** Fees at 10 % with shipping: the tax-included fee shown on the confirm screen. */
export const feeIncludingTax = (fee: number) => includingTaxAtRate(fee, SHIPPING_TAX_RATE)

export function ownerScopeOf(
  customerId: number | null | undefined,
  cartToken: string | null | undefined,
): string | null {
  if (customerId) return `m:${customerId}`
  return isCartToken(cartToken) ? `g:${hashCartToken(cartToken)}` : null
}

/**
 * The shopper's order as it stands: the member's cart (by customer) or the guest's (by cookie token); with
 * `campaignCart`, the campaign order's own cart of `cartToken`, for a member too.
 */
export async function checkOrder(
  payload: Payload,
  shopper: { customerId?: number | null; cartToken?: string | null; campaignCart?: boolean },
  input: OrderCheckInput = {},
): Promise<OrderCheckResult> {
  const scope = ownerScopeOf(shopper.customerId, shopper.cartToken)
  const cart = shopper.campaignCart
    ? isCartToken(shopper.cartToken)
      ? await findCampaignCart(payload, shopper.cartToken)
      : null
    : shopper.customerId
      ? await findCartByCustomer(payload, shopper.customerId)
      : isCartToken(shopper.cartToken)
        ? await findCartByToken(payload, shopper.cartToken)
        : null
  if (!cart || !scope) return { ok: false, messages: [ORDER_MESSAGES.emptyCart], fieldErrors: {} }
  const customer = shopper.customerId
    ? ((await payload.findByID({
        collection: 'customers',
        id: shopper.customerId,
        depth: 0,
        overrideAccess: true,
        select: { customerType: true, swcPoint: true, stage: true },
      })) as CheckCustomer)
    : null
  return checkCart(payload, cart, customer, scope, input)
}
