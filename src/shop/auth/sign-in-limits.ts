/**
 * Rate limits on sign-in (ASVS 2.2.1): per client IP every attempt counts (30 per 15 minutes), per account
 * only failures count (10 per 15 minutes; a success clears them). In memory (rate-limiter-flexible): with
 * several server instances they must share a store (Redis or the database), see ADR 010.
 */
import { createHash } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export interface SignInLimits {
  /** Seconds to wait when the attempt must be refused, else null. Counts the attempt against the IP. */
  beforeAttempt(ip: string, email: string): Promise<number | null>
  recordFailure(email: string): Promise<void>
  recordSuccess(email: string): Promise<void>
}

export interface SignInLimitOptions {
  perIp: { points: number; durationSeconds: number }
  perAccount: { points: number; durationSeconds: number }
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitOptions = {
  perIp: { points: 30, durationSeconds: 15 * 60 },
  perAccount: { points: 10, durationSeconds: 15 * 60 },
}

/** Accounts are keyed by a hash of the normalised email: the limiter's memory holds no addresses. */
const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

export function createSignInLimits(options: SignInLimitOptions = DEFAULT_SIGN_IN_LIMITS): SignInLimits {
  const perIp = new RateLimiterMemory({
    keyPrefix: 'signin-ip',
    points: options.perIp.points,
    duration: options.perIp.durationSeconds,
  })
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'signin-account',
    points: options.perAccount.points,
    duration: options.perAccount.durationSeconds,
  })
  return {
    async beforeAttempt(ip, email) {
      const account = await perAccount.get(accountKey(email))
      if (account && account.consumedPoints >= options.perAccount.points) return secondsOf(account)
      try {
        await perIp.consume(ip)
        return null
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsOf(rejection)
        throw rejection
      }
    },
    async recordFailure(email) {
      await perAccount.penalty(accountKey(email), 1)
    },
    async recordSuccess(email) {
      await perAccount.delete(accountKey(email))
    },
  }
}

/** The process's limits, shared by every sign-in door (ordinary and, later, kankeisha login). */
export const signInLimits: SignInLimits = createSignInLimits()
