/**
 * The tax-excluded price of one item of a cart or order line: one-time purchases pay `price`, regular delivery
 * pays `regularPrice`. Kankeisha (spec §6) get a member discount of up to 25 % on the one-time price, take the
 * lower of that and the regular price on regular delivery, and never get a general campaign discount on top; a
 * campaign listed for them replaces their price where it is lower. A campaign's price is never a surcharge.
 */
import type { CycleType } from '@/shop/catalogue/codes'

import { assertYen } from './yen'

/** Spec §6: 「最大25%OFF」. */
export const MEMBER_DISCOUNT_RATE_MAX = 0.25

export interface ProductPrices {
  /** One-time price, tax-excluded yen. */
  price: number
  /** Regular-delivery price, tax-excluded yen; null when the product has none. */
  regularPrice: number | null
}

export interface PriceAdjustments {
  /** Kankeisha discount rate, 0–0.25. When present (even 0), campaign discounts do not apply unless allowed. */
  memberDiscountRate?: number
  /** A general campaign's discount rate, 0 ≤ rate < 1; ignored for kankeisha unless allowed. */
  campaignDiscountRate?: number
  /** A shopping campaign's own price of the line (tax-excluded yen, its 特別価格); ignored for kankeisha unless allowed. */
  campaignPrice?: number
  /** The campaign is one of those listed for kankeisha (spec §6): they get it too when it is lower than theirs. */
  campaignForKankeisha?: boolean
}

export interface UnitPrice {
  /** What one item costs, tax-excluded. */
  unitPrice: number
  /** The one-time list price, tax-excluded: shown struck through when unitPrice is lower. */
  listUnitPrice: number
  /** Which rule set the price. */
  basis: 'list' | 'regular' | 'member' | 'campaign'
}

/** Rates in basis points keep the arithmetic on integers (3,000 × 0.85 must not become 2,549.999…). */
function toBasisPoints(rate: number): number {
  return Math.round(rate * 10_000)
}

/** The price after a discount rate, rounded down to the yen. */
export function discounted(price: number, rate: number): number {
  assertYen(price, 'price')
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1) throw new RangeError(`invalid discount rate: ${rate}`)
  return Math.floor((price * (10_000 - toBasisPoints(rate))) / 10_000)
}

export function assertMemberDiscountRate(rate: number): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > MEMBER_DISCOUNT_RATE_MAX)
    throw new RangeError(
      `member discount rate must be between 0 and ${MEMBER_DISCOUNT_RATE_MAX}, got ${rate}`,
    )
}

export function unitPriceOf(
  prices: ProductPrices,
  cycleType: CycleType,
  adjustments: PriceAdjustments = {},
): UnitPrice {
  assertYen(prices.price, 'price')
  if (prices.regularPrice !== null) assertYen(prices.regularPrice, 'regularPrice')
  const regular = cycleType !== '0'
  if (regular && prices.regularPrice === null)
    throw new RangeError('a regular-delivery line needs a regular price')
  const listUnitPrice = prices.price
  const base = regular ? (prices.regularPrice as number) : prices.price
  const baseBasis = regular ? 'regular' : 'list'

  const { memberDiscountRate, campaignDiscountRate, campaignPrice, campaignForKankeisha } = adjustments
  if (campaignPrice !== undefined) assertYen(campaignPrice, 'campaignPrice')
  // A campaign's own price wins over its rate; either is never a surcharge.
  const campaign =
    campaignPrice ?? (campaignDiscountRate !== undefined ? discounted(base, campaignDiscountRate) : undefined)
  if (memberDiscountRate !== undefined) {
    assertMemberDiscountRate(memberDiscountRate)
    const member = discounted(prices.price, memberDiscountRate)
    // Kankeisha pay the member price, or the regular price when that is lower; no campaign on top, and a
    // campaign instead only where it is listed for them and lower.
    const own: UnitPrice =
      member < base
        ? { unitPrice: member, listUnitPrice, basis: 'member' }
        : { unitPrice: base, listUnitPrice, basis: baseBasis }
    return campaignForKankeisha && campaign !== undefined && campaign < own.unitPrice
      ? { unitPrice: campaign, listUnitPrice, basis: 'campaign' }
      : own
  }
  if (campaign !== undefined && campaign < base)
    return { unitPrice: campaign, listUnitPrice, basis: 'campaign' }
  return { unitPrice: base, listUnitPrice, basis: baseBasis }
}
