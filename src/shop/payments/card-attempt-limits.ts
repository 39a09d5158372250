/**
 * Card-testing defences (クレジットカード・セキュリティガイドライン; docs/adr/018): limits on card authorisation
 * attempts per card, per member and per client IP. Per IP and per member every attempt counts; per card only
 * declines count (the card is known by the provider's fingerprint or the saved-card reference, never by its
 * number). In memory (rate-limiter-flexible) like the sign-in limits: several server instances must share a
 * store (ADR 010).
 */
import { createHash } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export interface Limit {
  points: number
  durationSeconds: number
}

export interface CardAttemptLimitOptions {
  /** Declines per card (fingerprint or saved-card reference). */
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
  /** Counts the attempt against the IP and the member; refuses if any of the three limits is used up. */
  beforeAttempt(input: {
    ip: string
    memberId?: number | null
    cardKey?: string | null
  }): Promise<LimitRefusal | null>
  /** Whether a card (known only after the provider answered) has no declines left. */
  cardRefusal(cardKey: string): Promise<LimitRefusal | null>
  recordDecline(cardKey: string): Promise<void>
}

/** Keys are hashed: the limiter's memory holds no references that could be replayed. */
const hashed = (value: string) => createHash('sha256').update(value).digest('hex')

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

const refusal = (scope: LimitScope, seconds: number): LimitRefusal => ({
  scope,
  retryAfterSeconds: seconds,
  message: limitMessage(seconds),
})

export function createCardAttemptLimits(
  options: CardAttemptLimitOptions = DEFAULT_CARD_ATTEMPT_LIMITS,
): CardAttemptLimits {
  const limiter = (prefix: string, limit: Limit) =>
    new RateLimiterMemory({ keyPrefix: prefix, points: limit.points, duration: limit.durationSeconds })
  const perCard = limiter('card-attempt-card', options.perCard)
  const perMember = limiter('card-attempt-member', options.perMember)
  const perIp = limiter('card-attempt-ip', options.perIp)

  async function cardRefusal(cardKey: string): Promise<LimitRefusal | null> {
    const card = await perCard.get(hashed(cardKey))
    return card && card.consumedPoints >= options.perCard.points ? refusal('card', secondsOf(card)) : null
  }

  async function consume(scope: LimitScope, target: RateLimiterMemory, key: string) {
    try {
      await target.consume(key)
      return null
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return refusal(scope, secondsOf(rejection))
      throw rejection
    }
  }

  return {
    async beforeAttempt({ ip, memberId, cardKey }) {
      if (cardKey) {
        const card = await cardRefusal(cardKey)
        if (card) return card
      }
      const byIp = await consume('ip', perIp, ip || 'unknown')
      if (byIp) return byIp
      if (memberId !== undefined && memberId !== null) return consume('member', perMember, String(memberId))
      return null
    },
    cardRefusal,
    async recordDecline(cardKey) {
      await perCard.penalty(hashed(cardKey), 1)
    },
  }
}

const HOLDER = Symbol.for('wellness-shop.card-attempt-limits')

/** The process's limits, shared by every gateway instance (on globalThis so hot reload keeps the counts). */
export function cardAttemptLimits(): CardAttemptLimits {
  const holder = globalThis as typeof globalThis & { [HOLDER]?: CardAttemptLimits }
  holder[HOLDER] ??= createCardAttemptLimits()
  return holder[HOLDER]
}

/** The HTTP status a route answers a gateway's refusal with: 429 when a card-testing limit refused it. */
export function httpStatusForDecline(result: { status: string; code?: string }): number {
  return result.status === 'declined' && result.code === RATE_LIMITED_CODE ? 429 : 402
}
