/**
 * Price adjustments of a shopper for the pricing module (docs/adr/008-pricing-and-cart.md): kankeisha get the
 * kankeisha rate (and so no general campaign discount); general members and guests get none.
 */
import type { PriceAdjustments } from '@/shop/pricing'

import { KANKEISHA_DISCOUNT_RATE, isKankeisha } from './customer-types'

export function priceAdjustmentsFor(
  customer: { customerType?: string | null } | null | undefined,
): PriceAdjustments {
  return customer && isKankeisha(customer.customerType) ? { memberDiscountRate: KANKEISHA_DISCOUNT_RATE } : {}
}
