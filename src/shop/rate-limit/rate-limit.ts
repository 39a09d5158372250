/**
 * The one rate-limit contract of the shop. Every limit (sign-in, one-time passwords, card attempts, staff login,
 * inquiry sends, receipt look-ups…) is a named rule counted through `rateLimiter(rule)`.
 *
 * Contract: `consume` counts first and answers after (atomic), so a parallel burst can never get more than
 * `points` uses through. Keys should be hashed or opaque ids: the store never holds an address.
 *
 * The counts live in the database (table `rate_limits`, src/cms/rate-limit-store.ts, docs/adr/022): one atomic
 * upsert per use, shared by every instance on the database and kept across restarts. The Payload instance is
 * fetched on first use, so rules can be declared at module load. `memoryRateLimiter` is the same contract in
 * process memory, for unit tests without a database.
 */
import type { Payload } from 'payload'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { RateLimiterDatabase, shopPayload } from '@/cms/rate-limit-store'

export interface RateLimitRule {
  /** Unique per rule, e.g. 'signin-ip'. */
  keyPrefix: string
  points: number
  durationSeconds: number
}

export interface RateLimiter {
  /** Counts `points` (default 1) uses; null when allowed, else the seconds to wait (≥ 1). */
  consume(key: string, points?: number): Promise<number | null>
  /** Seconds to wait when the key has no uses left, else null. Counts nothing. */
  peek(key: string): Promise<number | null>
  /** Forgets the key's uses (e.g. a successful sign-in clears its failures). */
  reset(key: string): Promise<void>
}

/** Builds a limiter for a rule: `rateLimiter` (the database) in the running shop, `memoryRateLimiter` in unit tests. */
export type RateLimiterFactory = (rule: RateLimitRule) => RateLimiter

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

function contractOf(rule: RateLimitRule, limiter: RateLimiterAbstract): RateLimiter {
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points)
        return null
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsOf(rejection)
        throw rejection
      }
    },
    async peek(key) {
      const used = await limiter.get(key)
      return used && used.consumedPoints >= rule.points ? secondsOf(used) : null
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}

const options = (rule: RateLimitRule) => ({
  keyPrefix: rule.keyPrefix,
  points: rule.points,
  duration: rule.durationSeconds,
})

/** The rule counted in the database of the given Payload (tests: a second instance on the same database). */
export function databaseRateLimiter(rule: RateLimitRule, payload: () => Promise<Payload>): RateLimiter {
  return contractOf(rule, new RateLimiterDatabase({ ...options(rule), payload }))
}

/** The rule counted in the shop's database: every instance shares the counts, and a restart keeps them. */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  return databaseRateLimiter(rule, shopPayload)
}

/** The rule counted in this process only: for unit tests (no database). */
export function memoryRateLimiter(rule: RateLimitRule): RateLimiter {
  return contractOf(rule, new RateLimiterMemory(options(rule)))
}
