import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createOtpLimits } from '@/shop/otp/otp-limits'
import { outboxOnly } from '@/shop/mail/mail-service'
import { OTP_RULES } from '@/shop/otp/otp-rules'
import { type OtpDeps, consumeOtp, issueOtp, resendOtp, verifyOtp } from '@/shop/otp/otp-service'

import { testPayload } from './helpers'
import { latestOtpCode } from './otp-mail-helper'

let payload: Payload
let clock = new Date('2026-11-23T10:00:00Z')
let n = 0

beforeAll(async () => {
  payload = await testPayload()
})

function deps(): OtpDeps {
  return {
    payload,
    secret: 'otp-test-secret',
    transport: outboxOnly,
    from: 'shop@example.jp',
    limits: createOtpLimits(),
    now: () => clock,
  }
}

async function issued(d = deps()) {
  const email = `otp-${++n}@example.jp`
  const result = await issueOtp(d, { purpose: 'entry', email, ip: '10.1.0.1', delivery: 'code' })
  if (!result.ok) throw new Error(result.message)
  return { d, email, transactionId: result.transactionId, code: await latestOtpCode(payload, email) }
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('email one-time passwords', () => {
  it('mails a 6-digit code and stores neither the code, the id nor the address', async () => {
    const { transactionId, code, email } = await issued()
    expect(code).toMatch(/^\d{6}$/)
    const { docs } = await payload.find({
      collection: 'one-time-passwords',
      overrideAccess: true,
      limit: 100,
    })
    const stored = JSON.stringify(docs)
    expect(stored).not.toContain(transactionId)
    expect(stored).not.toContain(email)
    expect(stored).not.toContain(`"${code}"`)
  })

  it('works once: verified, then used once by the completing step', async () => {
    const { d, transactionId, code, email } = await issued()
    expect(await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.2' })).toEqual({
      ok: true,
    })
    expect(await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.2' })).toMatchObject({
      ok: false,
      reason: 'used',
    })
    expect(await consumeOtp(d, { transactionId, purpose: 'entry', email })).toMatchObject({ ok: true })
    expect(await consumeOtp(d, { transactionId, purpose: 'entry', email })).toMatchObject({ reason: 'used' })
  })

  it('of concurrent completing requests exactly one gets the transaction', async () => {
    const { d, transactionId, code, email } = await issued()
    await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.3' })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeOtp(d, { transactionId, purpose: 'entry', email })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  it('expires after 10 minutes; a resend after 60 seconds gives a new working code', async () => {
    const { d, transactionId, code, email } = await issued()
    clock = new Date(clock.getTime() + OTP_RULES.validMs)
    expect(await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.4' })).toMatchObject({
      reason: 'expired',
      message: expect.stringContaining('有効期限'),
    })
    expect(
      await resendOtp(d, { transactionId, purpose: 'entry', email, ip: '10.1.0.4', delivery: 'code' }),
    ).toEqual({ ok: true })
    const second = await latestOtpCode(payload, email)
    expect(
      await resendOtp(d, { transactionId, purpose: 'entry', email, ip: '10.1.0.4', delivery: 'code' }),
    ).toMatchObject({ reason: 'too-soon', message: expect.stringContaining('秒お待ちください') })
    if (second !== code) {
      expect(await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.4' })).toMatchObject({
        reason: 'invalid',
      })
    }
    expect(await verifyOtp(d, { transactionId, purpose: 'entry', code: second, ip: '10.1.0.4' })).toEqual({
      ok: true,
    })
  })

  it('locks after 5 wrong tries, even for the right code, and even when the tries come at once', async () => {
    const { d, transactionId, code } = await issued()
    const tries = await Promise.all(
      Array.from({ length: 12 }, () =>
        verifyOtp(d, { transactionId, purpose: 'entry', code: wrong(code), ip: '10.1.0.5' }),
      ),
    )
    // At most 5 codes are ever compared; every other try is refused as locked.
    const compared = tries.filter((t) => !t.ok && t.reason === 'invalid').length
    expect(compared).toBeLessThanOrEqual(OTP_RULES.maxFailedAttempts)
    expect(tries.filter((t) => !t.ok && t.reason === 'locked')).toHaveLength(12 - compared)
    expect(await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.5' })).toMatchObject({
      reason: 'locked',
      message: expect.stringContaining('5回間違えた'),
    })
  })

  it('counts down the remaining tries in its message', async () => {
    const { d, transactionId, code } = await issued()
    const first = await verifyOtp(d, { transactionId, purpose: 'entry', code: wrong(code), ip: '10.1.0.6' })
    expect(first).toMatchObject({
      reason: 'invalid',
      remainingAttempts: 4,
      message: expect.stringContaining('あと4回'),
    })
  })

  it('a code of one purpose does not complete another, nor for another address', async () => {
    const { d, transactionId, code, email } = await issued()
    expect(
      await verifyOtp(d, { transactionId, purpose: 'password-reregister', code, ip: '10.1.0.7' }),
    ).toMatchObject({ reason: 'unknown' })
    await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.7' })
    expect(await consumeOtp(d, { transactionId, purpose: 'entry', email: `x${email}` })).toMatchObject({
      reason: 'unknown',
    })
  })

  it('refuses malformed codes with a message naming the field, without spending a try', async () => {
    const { d, transactionId, code } = await issued()
    expect(
      await verifyOtp(d, { transactionId, purpose: 'entry', code: '12ab', ip: '10.1.0.8' }),
    ).toMatchObject({
      reason: 'shape',
      message: '確認コードは6桁の数字で入力してください',
    })
    expect(await verifyOtp(d, { transactionId, purpose: 'entry', code, ip: '10.1.0.8' })).toEqual({
      ok: true,
    })
  })

  it('limits sends per address', async () => {
    const d = deps()
    const email = `otp-flood-${++n}@example.jp`
    const results = []
    for (let i = 0; i < 12; i++)
      results.push(await issueOtp(d, { purpose: 'entry', email, ip: `10.2.0.${i}`, delivery: 'code' }))
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true)
    expect(results[10]).toMatchObject({ ok: false, reason: 'limited' })
  })
})
