/**
 * Shipping (spec §1, §9): one-time purchases ship free from 5,000 yen of items EXCLUDING tax, otherwise for a fee;
 * regular delivery always ships free, and one-time items in the same order travel with the first regular
 * delivery, so such an order ships free as a whole (docs/adr/008-pricing-and-cart.md).
 */
import { assertYen } from './yen'

/** Tax-excluded (550 yen including 10 % tax). The spec leaves the fee open; see ADR 008. */
export const SHIPPING_FEE = 500
/** Tax-excluded item subtotal from which a one-time order ships free. */
export const FREE_SHIPPING_THRESHOLD = 5000

export interface ShippingInput {
  /** Tax-excluded subtotal of the one-time items. */
  oneTimeSubtotal: number
  /** Whether the order has at least one one-time item. */
  hasOneTime: boolean
  /** Whether the order has at least one regular-delivery item. */
  hasRegular: boolean
}

export interface Shipping {
  /** Tax-excluded fee; 0 when free. */
  fee: number
  free: boolean
  /** Tax-excluded amount of one-time items still needed for free shipping; 0 when nothing is charged. */
  freeShippingRemaining: number
}

export function shippingFor({ oneTimeSubtotal, hasOneTime, hasRegular }: ShippingInput): Shipping {
  assertYen(oneTimeSubtotal, 'oneTimeSubtotal')
  if (!hasOneTime || hasRegular || oneTimeSubtotal >= FREE_SHIPPING_THRESHOLD)
    return { fee: 0, free: true, freeShippingRemaining: 0 }
  return { fee: SHIPPING_FEE, free: false, freeShippingRemaining: FREE_SHIPPING_THRESHOLD - oneTimeSubtotal }
}
