/**
 * The one rate-limit contract of the shop. Every limit (sign-in, one-time passwords, card attempts, staff login,
 * inquiry sends, receipt look-ups…) is a named rule counted through `rateLimiter(rule)`.
 *
 * Contract: `consume` counts first and answers after (atomic), so a parallel burst can never get more than
 * `points` uses through. Keys should be hashed or opaque ids: the store never holds an address.
 *
 * This first implementation counts in process memory; the database-backed store (shared by every instance,
 * kept across restarts) replaces it behind the same functions.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

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

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

export function rateLimiter(rule: RateLimitRule): RateLimiter {
  const limiter = new RateLimiterMemory({
    keyPrefix: rule.keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
  })
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
