import { describe, expect, it } from 'vitest'

import { createStaffLoginLimits, STAFF_LOGIN_MESSAGES } from '@/shop/auth/staff-login-limits'
import { createOtpLimits, DEFAULT_OTP_LIMITS } from '@/shop/otp/otp-limits'
import { memoryRateLimiter } from '@/shop/rate-limit/rate-limit'

describe('the rate-limit contract (in memory, as the database store answers it)', () => {
  it('counts first: null while uses are left, then the seconds to wait', async () => {
    const limiter = memoryRateLimiter({ keyPrefix: 'u-contract', points: 2, durationSeconds: 90 })
    expect(await limiter.peek('k')).toBeNull()
    expect(await limiter.consume('k')).toBeNull()
    expect(await limiter.peek('k')).toBeNull()
    expect(await limiter.consume('k')).toBeNull()
    expect(await limiter.peek('k')).toBeGreaterThan(0)
    const wait = await limiter.consume('k')
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(90)
    expect(await limiter.consume('other')).toBeNull()
    await limiter.reset('k')
    expect(await limiter.consume('k')).toBeNull()
  })

  it('counts several points at once', async () => {
    const limiter = memoryRateLimiter({ keyPrefix: 'u-points', points: 3, durationSeconds: 60 })
    expect(await limiter.consume('k', 3)).toBeNull()
    expect(await limiter.consume('k', 1)).toBeGreaterThan(0)
  })
})

describe('staff login limits', () => {
  const small = {
    perIp: { points: 3, durationSeconds: 60 },
    perAccount: { points: 2, durationSeconds: 60 },
  }

  it('count the IP first, then the account; a success clears the account', async () => {
    const limits = createStaffLoginLimits(small, memoryRateLimiter)
    expect(await limits.beforeAttempt('192.0.2.1', 'Admin@example.jp')).toBeNull()
    expect(await limits.beforeAttempt('192.0.2.2', 'admin@example.jp ')).toBeNull()
    expect(await limits.beforeAttempt('192.0.2.3', 'admin@example.jp')).toBeGreaterThan(0)
    await limits.recordSuccess('ADMIN@example.jp')
    expect(await limits.beforeAttempt('192.0.2.4', 'admin@example.jp')).toBeNull()
  })

  it('refuse an IP after its attempts, whatever the account (or none)', async () => {
    const limits = createStaffLoginLimits(small, memoryRateLimiter)
    expect(await limits.beforeAttempt('198.51.100.1', 'a@example.jp')).toBeNull()
    expect(await limits.beforeAttempt('198.51.100.1', null)).toBeNull()
    expect(await limits.beforeAttempt('198.51.100.1', 'b@example.jp')).toBeNull()
    expect(await limits.beforeAttempt('198.51.100.1', 'c@example.jp')).toBeGreaterThan(0)
  })

  it('say so in Japanese', () => {
    expect(STAFF_LOGIN_MESSAGES.limited).toMatch(/ログインの試行回数が上限に達しました/)
  })
})

describe('one-time password resends', () => {
  it('take one resend per interval per transaction', async () => {
    const limits = createOtpLimits(DEFAULT_OTP_LIMITS, memoryRateLimiter)
    const answers = await Promise.all(Array.from({ length: 4 }, () => limits.takeResend('tx-1')))
    expect(answers.filter((a) => a === null)).toHaveLength(1)
    expect(Math.max(...answers.map((a) => a ?? 0))).toBeLessThanOrEqual(60)
    expect(await limits.takeResend('tx-2')).toBeNull()
  })
})
