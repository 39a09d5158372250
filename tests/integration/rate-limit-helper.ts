import { randomUUID } from 'node:crypto'

import { rateLimiter, type RateLimiterFactory } from '@/shop/rate-limit/rate-limit'

/**
 * Database-backed limiters whose counts no other test shares: the rules' key prefixes get a suffix of their
 * own. Limits are shared by design (ADR 022), so a test that wants to start from zero asks for this.
 */
export function isolatedRateLimiter(): RateLimiterFactory {
  const run = randomUUID().slice(0, 8)
  return (rule) => rateLimiter({ ...rule, keyPrefix: `${rule.keyPrefix}~${run}` })
}
