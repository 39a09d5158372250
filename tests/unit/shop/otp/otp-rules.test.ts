import { describe, expect, it } from 'vitest'

import { codeMatches, hashEmail, hashOtpCode, newOtpCode } from '@/shop/otp/otp-code'
import {
  OTP_RULES,
  type OtpTimes,
  afterFailure,
  consumeRefusal,
  expiryFrom,
  isCodeShape,
  normaliseCode,
  resendRefusal,
  verifyRefusal,
} from '@/shop/otp/otp-rules'

const T0 = new Date('2026-11-23T10:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const fresh = (over: Partial<OtpTimes> = {}): OtpTimes => ({
  expiresAt: expiryFrom(T0),
  failedAttempts: 0,
  lockedAt: null,
  verifiedAt: null,
  consumedAt: null,
  sentCount: 1,
  lastSentAt: T0,
  ...over,
})

describe('one-time password rules', () => {
  it('codes are 6 digits, leading zeros kept, from the whole range', () => {
    const codes = Array.from({ length: 2000 }, newOtpCode)
    expect(codes.every(isCodeShape)).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1900)
    expect(codes.some((c) => c.startsWith('0'))).toBe(true)
  })

  it('a code is valid for 10 minutes from the send', () => {
    expect(verifyRefusal(fresh(), at(OTP_RULES.validMs - 1))).toBeNull()
    expect(verifyRefusal(fresh(), at(OTP_RULES.validMs))).toBe('expired')
  })

  it('locks at the fifth wrong try, and a locked or used transaction is refused', () => {
    expect(afterFailure(3)).toEqual({ failedAttempts: 4, locks: false })
    expect(afterFailure(4)).toEqual({ failedAttempts: 5, locks: true })
    expect(verifyRefusal(fresh({ failedAttempts: 5 }), T0)).toBe('locked')
    expect(verifyRefusal(fresh({ lockedAt: T0 }), T0)).toBe('locked')
    expect(verifyRefusal(fresh({ verifiedAt: T0 }), T0)).toBe('used')
  })

  it('a verified transaction is used once, within 30 minutes', () => {
    expect(consumeRefusal(fresh(), T0)).toBe('unverified')
    expect(consumeRefusal(fresh({ verifiedAt: T0 }), at(OTP_RULES.verifiedValidMs))).toBeNull()
    expect(consumeRefusal(fresh({ verifiedAt: T0 }), at(OTP_RULES.verifiedValidMs + 1))).toBe('expired')
    expect(consumeRefusal(fresh({ verifiedAt: T0, consumedAt: T0 }), T0)).toBe('used')
  })

  it('resends at most every 60 seconds and 5 times', () => {
    expect(resendRefusal(fresh(), at(30_000))).toEqual({ reason: 'too-soon', retryAfterSeconds: 30 })
    expect(resendRefusal(fresh(), at(60_000))).toBeNull()
    expect(resendRefusal(fresh({ sentCount: 5 }), at(120_000))).toEqual({ reason: 'too-many' })
    expect(resendRefusal(fresh({ lockedAt: T0 }), at(120_000))).toBe('locked')
    // An expired code may be replaced: that is what resending is for.
    expect(resendRefusal(fresh(), at(OTP_RULES.validMs + 1))).toBeNull()
  })

  it('forgives full-width digits and spaces in typed codes', () => {
    expect(normaliseCode('０１２ ３４５')).toBe('012345')
    expect(isCodeShape('12345')).toBe(false)
    expect(isCodeShape('12345a')).toBe(false)
  })

  it('binds a code to its transaction and keys every hash with the secret', () => {
    const stored = hashOtpCode('s1', 'tx-a', '123456')
    expect(codeMatches('s1', 'tx-a', '123456', stored)).toBe(true)
    expect(codeMatches('s1', 'tx-b', '123456', stored)).toBe(false)
    expect(codeMatches('s2', 'tx-a', '123456', stored)).toBe(false)
    expect(hashEmail('s1', ' A@Example.jp ')).toBe(hashEmail('s1', 'a@example.jp'))
    expect(hashEmail('s1', 'a@example.jp')).not.toBe(hashEmail('s2', 'a@example.jp'))
  })
})
