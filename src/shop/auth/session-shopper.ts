/**
 * What the cart needs to know about the shopper of a session token: whose cart it is (a member's cart is found
 * by customer) and the member's price adjustments (kankeisha price). A guest gets neither.
 */
import type { Payload } from 'payload'

import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import type { PriceAdjustments } from '@/shop/pricing'

import { resolveSession } from './session-service'

export interface CartShopper {
  customerId: number | null
  adjustments: PriceAdjustments
}

export async function sessionShopper(
  payload: Payload,
  sessionToken: string | null | undefined,
): Promise<CartShopper> {
  const customer = sessionToken ? (await resolveSession(payload, sessionToken))?.customer : null
  return { customerId: customer?.id ?? null, adjustments: priceAdjustmentsFor(customer) }
}
