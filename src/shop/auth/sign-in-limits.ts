/**
 * Rate limits on sign-in (ASVS 2.2.1): per client IP every attempt counts (30 per 15 minutes), and per account
 * every attempt counts too (10 per 15 minutes), both BEFORE the password is checked, so a parallel burst of
 * guesses gets at most the limit tried; a success clears the account's count. Counted in the database through
 * the one contract (src/shop/rate-limit/rate-limit.ts, ADR 022): shared by every instance, kept across restarts.
 */
import { createHash } from 'node:crypto'

import { rateLimiter, type RateLimiterFactory } from '@/shop/rate-limit/rate-limit'

export interface SignInLimits {
  /**
   * Counts the attempt against the IP, then against the account (by a hash of the email); seconds to wait when
   * either is used up (the password must then not be checked), else null.
   */
  beforeAttempt(ip: string, email: string): Promise<number | null>
  /** The password was right: the account's count starts again. */
  recordSuccess(email: string): Promise<void>
  /**
   * The account's "lock": seconds until its per-account limit lets sign-ins through again, null when it does now.
   * Counts nothing (the support console reads it).
   */
  accountLockedFor(email: string): Promise<number | null>
  /** Support unlocks the account: its per-account count starts again (the per-IP limit stays). */
  unlockAccount(email: string): Promise<void>
}

export interface SignInLimitOptions {
  perIp: { points: number; durationSeconds: number }
  perAccount: { points: number; durationSeconds: number }
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitOptions = {
  perIp: { points: 30, durationSeconds: 15 * 60 },
  perAccount: { points: 10, durationSeconds: 15 * 60 },
}

/** Accounts are keyed by a hash of the normalised email: the store holds no addresses. */
export const signInAccountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

export function createSignInLimits(
  options: SignInLimitOptions = DEFAULT_SIGN_IN_LIMITS,
  limiter: RateLimiterFactory = rateLimiter,
): SignInLimits {
  const perIp = limiter({ keyPrefix: 'signin-ip', ...options.perIp })
  const perAccount = limiter({ keyPrefix: 'signin-account', ...options.perAccount })
  return {
    async beforeAttempt(ip, email) {
      return (await perIp.consume(ip)) ?? (await perAccount.consume(signInAccountKey(email)))
    },
    async recordSuccess(email) {
      await perAccount.reset(signInAccountKey(email))
    },
    accountLockedFor: (email) => perAccount.peek(signInAccountKey(email)),
    async unlockAccount(email) {
      await perAccount.reset(signInAccountKey(email))
    },
  }
}

/** The shop's limits, shared by every sign-in door (ordinary and kankeisha login). */
export const signInLimits: SignInLimits = createSignInLimits()

/** Whether the member's account is locked (its per-account sign-in limit used up), through the shop's limits. */
export const isAccountLocked = async (email: string, limits: SignInLimits = signInLimits): Promise<boolean> =>
  (await limits.accountLockedFor(email)) !== null

/** Unlocks the member's account: the per-account count starts again. */
export const unlockAccount = (email: string, limits: SignInLimits = signInLimits): Promise<void> =>
  limits.unlockAccount(email)

/**
 * Sign-ins sent as the page's plain form, without its scripts and so without the proof of work (docs/adr/059):
 * on top of the limits above, a tighter budget per client address.
 */
export const scriptlessSignInLimit = rateLimiter({
  keyPrefix: 'signin-scriptless-ip',
  points: 10,
  durationSeconds: 15 * 60,
})
