import { describe, expect, it } from 'vitest'

import {
  CARD_LIMIT_MESSAGE,
  createCardAttemptLimits,
  DEFAULT_CARD_ATTEMPT_LIMITS,
  httpStatusForDecline,
  limitMessage,
  RATE_LIMITED_CODE,
} from '@/shop/payments/card-attempt-limits'
import { memoryRateLimiter } from '@/shop/rate-limit/rate-limit'

describe('card attempt limits configuration', () => {
  it('defaults to 3 declines per card, 10 attempts per member and 20 per IP, each per hour', () => {
    expect(DEFAULT_CARD_ATTEMPT_LIMITS).toEqual({
      perCard: { points: 3, durationSeconds: 3600 },
      perMember: { points: 10, durationSeconds: 3600 },
      perIp: { points: 20, durationSeconds: 3600 },
    })
  })
  it('tells the shopper in Japanese to wait, in minutes', () => {
    expect(limitMessage(30)).toBe(`${CARD_LIMIT_MESSAGE}（約1分後）`)
    expect(limitMessage(3600)).toContain('約60分後')
  })
  it('maps a limit refusal to HTTP 429 and other declines to 402', () => {
    expect(httpStatusForDecline({ status: 'declined', code: RATE_LIMITED_CODE })).toBe(429)
    expect(httpStatusForDecline({ status: 'declined', code: 'card_declined' })).toBe(402)
  })
})

describe('card attempt limits', () => {
  const small = {
    perCard: { points: 2, durationSeconds: 60 },
    perMember: { points: 3, durationSeconds: 60 },
    perIp: { points: 4, durationSeconds: 60 },
  }

  it('counts every attempt per IP', async () => {
    const limits = createCardAttemptLimits(small, memoryRateLimiter)
    for (let i = 0; i < 4; i++) expect(await limits.beforeAttempt({ ip: '203.0.113.1' })).toBeNull()
    expect(await limits.beforeAttempt({ ip: '203.0.113.1' })).toMatchObject({ scope: 'ip' })
    expect(await limits.beforeAttempt({ ip: '203.0.113.2' })).toBeNull()
  })

  it('counts every attempt per member, whatever the IP', async () => {
    const limits = createCardAttemptLimits(small, memoryRateLimiter)
    for (let i = 0; i < 3; i++)
      expect(await limits.beforeAttempt({ ip: `198.51.100.${i}`, memberId: 7 })).toBeNull()
    const refusal = await limits.beforeAttempt({ ip: '198.51.100.9', memberId: 7 })
    expect(refusal).toMatchObject({ scope: 'member' })
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(0)
    expect(refusal?.message).toContain(CARD_LIMIT_MESSAGE)
  })

  it('counts attempts per card until an approval clears them', async () => {
    const limits = createCardAttemptLimits(small, memoryRateLimiter)
    expect(await limits.countCard('fp:abc')).toBeNull()
    expect(await limits.countCard('fp:abc')).toBeNull()
    expect(await limits.countCard('fp:abc')).toMatchObject({ scope: 'card' })
    expect(await limits.beforeAttempt({ ip: '192.0.2.1', cardKey: 'fp:abc' })).toMatchObject({
      scope: 'card',
    })
    expect(await limits.countCard('fp:other')).toBeNull()
    await limits.recordApproval(['fp:abc', null])
    expect(await limits.countCard('fp:abc')).toBeNull()
  })

  it('lets at most the limit through a parallel burst on one saved card', async () => {
    const limits = createCardAttemptLimits(small, memoryRateLimiter)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => limits.beforeAttempt({ ip: `192.0.2.${i}`, cardKey: 'saved:x' })),
    )
    expect(answers.filter((a) => a === null)).toHaveLength(small.perCard.points)
  })
})
