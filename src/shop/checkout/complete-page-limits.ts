/**
 * The complete page's look-up by order number is counted per client IP (docs/adr/025-safe-demo-mode.md): without
 * the signed receipt cookie or the member's session every number answers the same 404, and the limit keeps a script
 * from probing numbers (or forged cookies) at speed. A shopper reloads the page a few times at most.
 */
import { createHash } from 'node:crypto'

import { ApiError } from '@/lib/api/errors'
import { rateLimiter, type RateLimiter, type RateLimitRule } from '@/shop/rate-limit/rate-limit'

export const COMPLETE_PAGE_LIMIT_RULE = {
  keyPrefix: 'complete-page-ip',
  points: 60,
  durationSeconds: 10 * 60,
} as const satisfies RateLimitRule

export const COMPLETE_PAGE_LIMIT_MESSAGE =
  'ご注文完了画面の表示が短時間に続いたため、表示できませんでした。しばらく時間をおいて再度お試しください。'

const HOLDER = Symbol.for('wellness-shop.complete-page-limit')

/** The process's limiter (on globalThis: Next's bundles and hot reload would otherwise each count apart). */
export function completePageLimiter(): RateLimiter {
  const holder = globalThis as typeof globalThis & { [HOLDER]?: RateLimiter }
  holder[HOLDER] ??= rateLimiter(COMPLETE_PAGE_LIMIT_RULE)
  return holder[HOLDER]
}

/** Counts one look-up for the IP (by hash); throws 429 with Retry-After when it has none left. */
export async function countCompletePageLookup(
  ip: string,
  limiter: RateLimiter = completePageLimiter(),
): Promise<void> {
  const wait = await limiter.consume(createHash('sha256').update(`complete-page-ip:${ip}`).digest('hex'))
  if (wait !== null) throw ApiError.tooManyRequests(COMPLETE_PAGE_LIMIT_MESSAGE, wait)
}
