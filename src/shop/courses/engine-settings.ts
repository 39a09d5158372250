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

export interface EngineSettings {
  leadDays: number
  /** Days after a failure on which a declined charge is tried again, ascending. */
  paymentRetryDays: readonly number[]
  staffNotificationEmail: string
}

export const DEFAULT_STAFF_NOTIFICATION_EMAIL = 'regular-desk@shop.example.jp'

/** '1,2,4' → [1, 2, 4]: whole days ≥ 1, ascending, duplicates dropped; anything unreadable gives the default. */
export function parseRetryDays(text: string | null | undefined): readonly number[] {
  const parts = (text ?? '').split(/[,、\s]+/).filter(Boolean)
  const days = parts.map(Number)
  if (days.length === 0 || days.some((d) => !Number.isSafeInteger(d) || d < 1 || d > 60))
    return DEFAULT_PAYMENT_RETRY_DAYS
  return [...new Set(days)].sort((a, b) => a - b)
}

/** The lead clamped to 1…MAX_LEAD_DAYS (a stored value outside it is a mistake, never a reason to order early). */
export function clampLeadDays(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return DEFAULT_LEAD_DAYS
  return Math.min(MAX_LEAD_DAYS, Math.max(1, value))
}
