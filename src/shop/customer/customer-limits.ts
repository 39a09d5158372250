/**
 * Limits on what a signed-in member can repeat (ASVS 2.2.1): wrong current passwords (password change,
 * withdrawal), so a borrowed session cannot guess the password; and look-ups of a new mail address, so
 * 「すでに登録されています」 cannot be used to list the members' addresses. Keyed by customer id, in memory
 * like the sign-in limits (ADR 010).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export interface CustomerLimits {
  /** Seconds to wait, or null when the member may try the current password now. */
  beforePasswordCheck(customerId: number | string): Promise<number | null>
  recordPasswordFailure(customerId: number | string): Promise<void>
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

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

export function createCustomerLimits(
  options: CustomerLimitOptions = DEFAULT_CUSTOMER_LIMITS,
): CustomerLimits {
  const failures = new RateLimiterMemory({
    keyPrefix: 'customer-password',
    points: options.passwordFailures.points,
    duration: options.passwordFailures.durationSeconds,
  })
  const addressChecks = new RateLimiterMemory({
    keyPrefix: 'customer-address',
    points: options.addressChecks.points,
    duration: options.addressChecks.durationSeconds,
  })
  return {
    async beforePasswordCheck(customerId) {
      const used = await failures.get(String(customerId))
      return used && used.consumedPoints >= options.passwordFailures.points ? secondsOf(used) : null
    },
    async recordPasswordFailure(customerId) {
      await failures.consume(String(customerId)).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
      })
    },
    async recordPasswordSuccess(customerId) {
      await failures.delete(String(customerId))
    },
    async beforeAddressCheck(customerId) {
      try {
        await addressChecks.consume(String(customerId))
        return null
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsOf(rejection)
        throw rejection
      }
    },
  }
}

/** The process's limits, shared by every my-page call. */
export const customerLimits: CustomerLimits = createCustomerLimits()
