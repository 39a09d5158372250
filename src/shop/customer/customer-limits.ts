/**
 * Limits on what a signed-in member can repeat (ASVS 2.2.1): current-password checks (password change,
 * withdrawal), so a borrowed session cannot guess the password; and look-ups of a new mail address, so
 * 「すでに登録されています」 cannot be used to list the members' addresses. Keyed by customer id. Each check is
 * counted BEFORE the password is compared (a parallel burst tries at most the limit); a right password clears
 * the count. Counted in the database through the one contract (src/shop/rate-limit/rate-limit.ts, ADR 022).
 */
import { rateLimiter, type RateLimiterFactory } from '@/shop/rate-limit/rate-limit'

export interface CustomerLimits {
  /** Counts one current-password check; seconds to wait (do not compare), or null when the member may try. */
  beforePasswordCheck(customerId: number | string): Promise<number | null>
  /** The password was right: the member's count starts again. */
  recordPasswordSuccess(customerId: number | string): Promise<void>
  /** Seconds to wait, or null: counts one look-up of a new mail address. */
  beforeAddressCheck(customerId: number | string): Promise<number | null>
}

export interface CustomerLimitOptions {
  passwordFailures: { points: number; durationSeconds: number }
  addressChecks: { points: number; durationSeconds: number }
}

export const DEFAULT_CUSTOMER_LIMITS: CustomerLimitOptions = {
  passwordFailures: { points: 5, durationSeconds: 15 * 60 },
  addressChecks: { points: 10, durationSeconds: 60 * 60 },
}

export function createCustomerLimits(
  options: CustomerLimitOptions = DEFAULT_CUSTOMER_LIMITS,
  limiter: RateLimiterFactory = rateLimiter,
): CustomerLimits {
  const passwordChecks = limiter({ keyPrefix: 'customer-password', ...options.passwordFailures })
  const addressChecks = limiter({ keyPrefix: 'customer-address', ...options.addressChecks })
  return {
    beforePasswordCheck: (customerId) => passwordChecks.consume(String(customerId)),
    recordPasswordSuccess: (customerId) => passwordChecks.reset(String(customerId)),
    beforeAddressCheck: (customerId) => addressChecks.consume(String(customerId)),
  }
}

/** The shop's limits, shared by every my-page call. */
export const customerLimits: CustomerLimits = createCustomerLimits()
