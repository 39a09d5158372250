/**
 * What the section schemas are validated against (computed by checkout-state.ts on the server).
 */
import type { DeliveryCalendarSettings } from '@/shop/calendar/delivery-calendar'

export interface CheckoutContext {
  /** Today in Japan ('YYYY-MM-DD', todayInJapan): birth dates and the delivery calendar. */
  today: string
  isMember: boolean
  /** The cart has regular-delivery lines. */
  hasRegular: boolean
  /** A member with a card kept by the payment provider (LAST_USED_CARD '1' possible). */
  hasSavedCard?: boolean
  /** The member's point balance; 0 for guests. */
  pointBalance?: number
  /** The most points may pay, as the points module defines it (resolvePointUse's `payable`). */
  pointsPayable?: number
  /** False when the amount is above what cash on delivery takes (cashOnDeliveryFee returned null). */
  cashOnDeliveryAvailable?: boolean
  calendar?: DeliveryCalendarSettings
  /**
   * The PAYMENT_METHOD codes offered now (the server knows which providers answer: no card without the
   * card-token script, no app payment without the provider). Unset: every ORDER_PAYMENT_METHODS code.
   */
  offeredPaymentMethods?: readonly string[]
}
