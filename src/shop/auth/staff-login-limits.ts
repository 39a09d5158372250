/**
 * Rate limits on staff login (Payload's `users`: the admin form, REST `/cms-api/users/login`, GraphQL
 * `loginUser`; issue 10): per client IP and per account, every attempt counted BEFORE Payload checks the
 * password, so a parallel burst tries at most the limit; a success clears the account's count. Payload's own
 * lockout (5 failures, 10 minutes, src/cms/collections/Users.ts) stays behind it, but it counts after the
 * check and only while the account exists. Counted in the database (ADR 022).
 */
import { rateLimiter, type RateLimiterFactory } from '@/shop/rate-limit/rate-limit'

import { signInAccountKey } from './sign-in-limits'

export const STAFF_LOGIN_MESSAGES = {
  limited: 'ログインの試行回数が上限に達しました。しばらく時間をおいてからもう一度お試しください。',
} as const

export interface StaffLoginLimitOptions {
  perIp: { points: number; durationSeconds: number }
  perAccount: { points: number; durationSeconds: number }
}

export const DEFAULT_STAFF_LOGIN_LIMITS: StaffLoginLimitOptions = {
  perIp: { points: 20, durationSeconds: 15 * 60 },
  perAccount: { points: 10, durationSeconds: 15 * 60 },
}

export interface StaffLoginLimits {
  /**
   * Counts the attempt against the IP, then the account (when the request names one); seconds to wait when
   * either is used up (Payload must not check the password), else null.
   */
  beforeAttempt(ip: string, email: string | null): Promise<number | null>
  /** The login succeeded: the account's count starts again. */
  recordSuccess(email: string): Promise<void>
}

export function createStaffLoginLimits(
  options: StaffLoginLimitOptions = DEFAULT_STAFF_LOGIN_LIMITS,
  limiter: RateLimiterFactory = rateLimiter,
): StaffLoginLimits {
  const perIp = limiter({ keyPrefix: 'staff-login-ip', ...options.perIp })
  const perAccount = limiter({ keyPrefix: 'staff-login-account', ...options.perAccount })
  return {
    async beforeAttempt(ip, email) {
      const byIp = await perIp.consume(ip)
      if (byIp !== null || email === null) return byIp
      return perAccount.consume(signInAccountKey(email))
    },
    async recordSuccess(email) {
      await perAccount.reset(signInAccountKey(email))
    },
  }
}

/** The shop's staff login limits (every door of Payload's login goes through the users collection's hooks). */
export const staffLoginLimits: StaffLoginLimits = createStaffLoginLimits()
