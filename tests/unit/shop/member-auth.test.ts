import { describe, expect, it } from 'vitest'

import { hashPassword, verifyDummyPassword, verifyPassword } from '@/shop/auth/password-hash'
import { PASSWORD_MESSAGES, newPasswordSchema, passwordProblem } from '@/shop/auth/password-rules'
import {
  SESSION_LIMITS,
  absoluteExpiry,
  cookieMaxAge,
  sessionEnd,
  shouldTouch,
} from '@/shop/auth/session-times'
import {
  hashSessionToken,
  isSessionToken,
  newSessionToken,
  sessionCookieOptions,
} from '@/shop/auth/session-token'
import { createSignInLimits } from '@/shop/auth/sign-in-limits'
import { memoryRateLimiter } from '@/shop/rate-limit/rate-limit'

describe('password rules', () => {
  it('accepts 8 to 128 characters that are not common', () => {
    expect(passwordProblem('moriNoKaze7')).toBeNull()
    expect(passwordProblem('あいうえおかきく')).toBeNull()
    expect(passwordProblem('x'.repeat(128))).toBeNull()
  })
  it('refuses empty, short, long and common passwords with Japanese messages', () => {
    expect(passwordProblem('')).toBe('required')
    expect(passwordProblem('abc1234')).toBe('tooShort')
    // Seven code points, even though the UTF-16 length is larger.
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe('tooShort')
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong')
    expect(passwordProblem('Password123')).toBe('common')
    expect(passwordProblem('12345678')).toBe('common')
    const result = newPasswordSchema.safeParse('password')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.common)
  })
})

describe('argon2id password hashing', () => {
  it('hashes with the OWASP parameters and verifies only the right password', async () => {
    const hash = await hashPassword('moriNoKaze7')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword('moriNoKaze7', hash)).toBe(true)
    expect(await verifyPassword('moriNoKaze8', hash)).toBe(false)
    expect(await verifyPassword('moriNoKaze7', 'not-a-hash')).toBe(false)
    expect(await verifyDummyPassword('anything')).toBe(false)
  })
})

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256', () => {
    const a = newSessionToken()
    expect(isSessionToken(a)).toBe(true)
    expect(a).not.toBe(newSessionToken())
    expect(hashSessionToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(isSessionToken('short')).toBe(false)
    expect(isSessionToken(null)).toBe(false)
  })
  it('cookie is HttpOnly, Lax, Secure only on https, browser-session without maxAge', () => {
    expect(sessionCookieOptions('http://localhost:3000', undefined)).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    })
    expect(sessionCookieOptions('https://shop.example.jp', 60)).toMatchObject({ secure: true, maxAge: 60 })
  })
})

describe('session expiry maths', () => {
  const start = new Date('2026-01-01T00:00:00Z')
  const at = (ms: number) => new Date(start.getTime() + ms)
  const HOUR = 3600_000
  const DAY = 24 * HOUR
  const browser = {
    createdAt: start,
    lastSeenAt: start,
    expiresAt: absoluteExpiry(start, false),
    persistent: false,
  }
  const persistent = { ...browser, expiresAt: absoluteExpiry(start, true), persistent: true }

  it('browser sessions end after 2 h idle and 24 h at the latest', () => {
    expect(sessionEnd(browser, at(2 * HOUR - 1))).toBeNull()
    expect(sessionEnd(browser, at(2 * HOUR))).toBe('idle')
    const active = { ...browser, lastSeenAt: at(23 * HOUR) }
    expect(sessionEnd(active, at(24 * HOUR - 1))).toBeNull()
    expect(sessionEnd(active, at(24 * HOUR))).toBe('expired')
  })
  it('persistent sessions end after 14 days idle and 30 days at the latest', () => {
    expect(SESSION_LIMITS.persistent.absoluteMs).toBe(30 * DAY)
    expect(sessionEnd(persistent, at(14 * DAY - 1))).toBeNull()
    expect(sessionEnd(persistent, at(14 * DAY))).toBe('idle')
    expect(sessionEnd({ ...persistent, lastSeenAt: at(29 * DAY) }, at(30 * DAY))).toBe('expired')
  })
  it('a revoked session is over at once', () => {
    expect(sessionEnd({ ...browser, revokedAt: start }, start)).toBe('revoked')
  })
  it('lastSeenAt is written at most every 5 minutes', () => {
    expect(shouldTouch(browser, at(4 * 60_000))).toBe(false)
    expect(shouldTouch(browser, at(5 * 60_000))).toBe(true)
  })
  it('the cookie lives until the absolute end for persistent sessions only', () => {
    expect(cookieMaxAge(browser, start)).toBeUndefined()
    expect(cookieMaxAge(persistent, start)).toBe(30 * 24 * 3600)
    expect(cookieMaxAge(persistent, at(31 * DAY))).toBe(0)
  })
})

describe('sign-in rate limits', () => {
  it('count every attempt against the account before the password is checked, whatever the IP, until a success clears them', async () => {
    const limits = createSignInLimits(
      {
        perIp: { points: 100, durationSeconds: 60 },
        perAccount: { points: 2, durationSeconds: 60 },
      },
      memoryRateLimiter,
    )
    expect(await limits.beforeAttempt('1.1.1.1', 'A@example.jp')).toBeNull()
    expect(await limits.beforeAttempt('3.3.3.3', 'a@example.jp ')).toBeNull()
    const wait = await limits.beforeAttempt('2.2.2.2', 'a@example.jp')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await limits.beforeAttempt('1.1.1.1', 'b@example.jp')).toBeNull()
    await limits.recordSuccess('a@example.jp')
    expect(await limits.beforeAttempt('1.1.1.1', 'a@example.jp')).toBeNull()
  })
  it('let at most the limit through a parallel burst for one account', async () => {
    const limits = createSignInLimits(
      {
        perIp: { points: 100, durationSeconds: 60 },
        perAccount: { points: 3, durationSeconds: 60 },
      },
      memoryRateLimiter,
    )
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limits.beforeAttempt(`5.5.5.${i}`, 'burst@example.jp')),
    )
    expect(answers.filter((a) => a === null)).toHaveLength(3)
  })
  it('refuse an IP after its attempts', async () => {
    const limits = createSignInLimits(
      {
        perIp: { points: 2, durationSeconds: 60 },
        perAccount: { points: 100, durationSeconds: 60 },
      },
      memoryRateLimiter,
    )
    expect(await limits.beforeAttempt('9.9.9.9', 'a@example.jp')).toBeNull()
    expect(await limits.beforeAttempt('9.9.9.9', 'b@example.jp')).toBeNull()
    expect(await limits.beforeAttempt('9.9.9.9', 'c@example.jp')).toBeGreaterThan(0)
  })
})
