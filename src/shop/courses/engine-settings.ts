/**
 * Defaults of the regular-delivery engine's settings (docs/adr/033-regular-delivery-engine.md); staff change them
 * in the admin (global regular-delivery-settings).
 */
import { REGULAR_CHANGE_DEADLINE_DAYS } from './change-deadline'

/**
 * The engine creates a delivery's order this many days before its delivery date: the first day a member can no
 * longer change it (changes close 7 days before), so what the member set up to then is what is ordered.
 */
export const DEFAULT_LEAD_DAYS = REGULAR_CHANGE_DEADLINE_DAYS - 1

/** The lead may not reach into the days a member can still change the delivery. */
export const MAX_LEAD_DAYS = REGULAR_CHANGE_DEADLINE_DAYS - 1

/** A declined charge is retried this many days after the failure (then the delivery stays failed for staff). */
export const DEFAULT_PAYMENT_RETRY_DAYS: readonly number[] = [1, 2, 4]
