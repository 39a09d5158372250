/**
 * Card-testing defences (クレジットカード・セキュリティガイドライン; docs/adr/018): limits on card authorisation
 * attempts per card, per member and per client IP. Every attempt is counted first, then acted on (ADR 022): per
 * IP, per member and per saved card before the provider is asked; per card fingerprint (known only from the
 * provider's answer) as soon as the answer comes, before the payment is accepted. An approval clears the card's
 * count, so per card it is the attempts since the last approval (declines, and any still pending) that count.
 * The card is known by the provider's fingerprint or the saved-card reference, never by its number. Counted in
 * the database through the one contract (src/shop/rate-limit/rate-limit.ts): shared by every instance.
 */
import { createHash } from 'node:crypto'

import { rateLimiter, type RateLimiter, type RateLimiterFactory } from '@/shop/rate-limit/rate-limit'

export interface Limit {
  points: number
  durationSeconds: number
}

export interface CardAttemptLimitOptions {
  /** Attempts per card (fingerprint or saved-card reference) since its last approval. */
  perCard: Limit
  /** Attempts per signed-in member. */
  perMember: Limit
  /** Attempts per client IP. */
  perIp: Limit
}

export const DEFAULT_CARD_ATTEMPT_LIMITS: CardAttemptLimitOptions = {
  perCard: { points: 3, durationSeconds: 60 * 60 },
  perMember: { points: 10, durationSeconds: 60 * 60 },
  perIp: { points: 20, durationSeconds: 60 * 60 },
}

export type LimitScope = 'card' | 'member' | 'ip'

export interface LimitRefusal {
  scope: LimitScope
  retryAfterSeconds: number
  /** Japanese, safe to show: says to wait, not which limit was hit. */
  message: string
}

/** The decline code a gateway answers with when a limit refuses the attempt; routes answer it with HTTP 429. */
export const RATE_LIMITED_CODE = 'too_many_attempts'

export const CARD_LIMIT_MESSAGE =
  'お支払いの試行回数が上限に達しました。しばらく時間をおいてから、もう一度お試しください。'

/** Japanese message with the wait rounded up to minutes. */
export function limitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `${CARD_LIMIT_MESSAGE}（約${minutes}分後）`
}

export interface CardAttemptLimits {
  /**
   * Counts the attempt against the IP, the member and the card when it is known before asking (a saved card);
   * refuses (the provider must not be asked) if any of them is used up.
   */
  beforeAttempt(input: {
    ip: string
    memberId?: number | null
    cardKey?: string | null
  }): Promise<LimitRefusal | null>
  /**
   * Counts the attempt against a card known only from the provider's answer; a refusal means the card is used
   * up and the payment must not stand (void it).
   */
  countCard(cardKey: string): Promise<LimitRefusal | null>
  /** The cards of an approved payment: their counts start again. */
  recordApproval(cardKeys: ReadonlyArray<string | null | undefined>): Promise<void>
}

/** Keys are hashed: the store holds no references that could be replayed. */
const hashed = (value: string) => createHash('sha256').update(value).digest('hex')

const refusal = (scope: LimitScope, seconds: number): LimitRefusal => ({
  scope,
  retryAfterSeconds: seconds,
  message: limitMessage(seconds),
})

export function createCardAttemptLimits(
  options: CardAttemptLimitOptions = DEFAULT_CARD_ATTEMPT_LIMITS,
  limiter: RateLimiterFactory = rateLimiter,
): CardAttemptLimits {
  const perCard = limiter({ keyPrefix: 'card-attempt-card', ...options.perCard })
  const perMember = limiter({ keyPrefix: 'card-attempt-member', ...options.perMember })
  const perIp = limiter({ keyPrefix: 'card-attempt-ip', ...options.perIp })

  async function consume(scope: LimitScope, target: RateLimiter, key: string) {
    const wait = await target.consume(key)
    return wait === null ? null : refusal(scope, wait)
  }

  const countCard = (cardKey: string) => consume('card', perCard, hashed(cardKey))

  return {
    async beforeAttempt({ ip, memberId, cardKey }) {
      const byIp = await consume('ip', perIp, ip || 'unknown')
      if (byIp) return byIp
      if (memberId !== undefined && memberId !== null) {
        const byMember = await consume('member', perMember, String(memberId))
        if (byMember) return byMember
      }
      return cardKey ? countCard(cardKey) : null
    },
    countCard,
    async recordApproval(cardKeys) {
      for (const key of cardKeys) if (key) await perCard.reset(hashed(key))
    },
  }
}

const HOLDER = Symbol.for('wellness-shop.card-attempt-limits')

/** The shop's limits, shared by every gateway instance (one object on globalThis; the counts are in the database). */
export function cardAttemptLimits(): CardAttemptLimits {
  const holder = globalThis as typeof globalThis & { [HOLDER]?: CardAttemptLimits }
  holder[HOLDER] ??= createCardAttemptLimits()
  return holder[HOLDER]
}

/** The HTTP status a route answers a gateway's refusal with: 429 when a card-testing limit refused it. */
export function httpStatusForDecline(result: { status: string; code?: string }): number {
  return result.status === 'declined' && result.code === RATE_LIMITED_CODE ? 429 : 402
}
