/**
 * The rules of email one-time passwords (docs/adr/012-one-time-passwords.md), pure so they are tested alone:
 * 6 digits, valid 10 minutes from the last send, usable once, locked after 5 wrong tries, resent at most every
 * 60 seconds and 5 times per transaction; a verified code must be used by the completing step within 30 minutes.
 */
export const OTP_RULES = {
  digits: 6,
  validMs: 10 * 60 * 1000,
  maxFailedAttempts: 5,
  resendIntervalMs: 60 * 1000,
  maxSends: 5,
  /** Between verifying the code and completing (e.g. choosing a new password). */
  verifiedValidMs: 30 * 60 * 1000,
} as const

export interface OtpTimes {
  expiresAt: Date
  failedAttempts: number
  lockedAt: Date | null
  verifiedAt: Date | null
  consumedAt: Date | null
  sentCount: number
  lastSentAt: Date
}

export type VerifyRefusal = 'expired' | 'locked' | 'used'
export type ConsumeRefusal = 'expired' | 'used' | 'unverified'
export type ResendRefusal = { reason: 'too-soon'; retryAfterSeconds: number } | { reason: 'too-many' }

/** Why a code may not be checked now, or null when it may. */
export function verifyRefusal(t: OtpTimes, now: Date): VerifyRefusal | null {
  if (t.consumedAt || t.verifiedAt) return 'used'
  if (t.lockedAt || t.failedAttempts >= OTP_RULES.maxFailedAttempts) return 'locked'
  if (now.getTime() >= t.expiresAt.getTime()) return 'expired'
  return null
}

/** Whether the completing step may use a verified transaction now. */
export function consumeRefusal(t: OtpTimes, now: Date): ConsumeRefusal | null {
  if (t.consumedAt) return 'used'
  if (!t.verifiedAt) return 'unverified'
  if (now.getTime() - t.verifiedAt.getTime() > OTP_RULES.verifiedValidMs) return 'expired'
  return null
}

/** Whether a new code may be sent for the transaction now. */
export function resendRefusal(t: OtpTimes, now: Date): ResendRefusal | VerifyRefusal | null {
  // Expiry does not stop a resend (replacing an expired code is what it is for); use and lock do.
  const refusal = verifyRefusal({ ...t, expiresAt: new Date(8.64e15) }, now)
  if (refusal) return refusal
  if (t.sentCount >= OTP_RULES.maxSends) return { reason: 'too-many' }
  const wait = t.lastSentAt.getTime() + OTP_RULES.resendIntervalMs - now.getTime()
  if (wait > 0) return { reason: 'too-soon', retryAfterSeconds: Math.ceil(wait / 1000) }
  return null
}

/** A wrong try: the new count, and whether it locks the transaction. */
export function afterFailure(failedAttempts: number): { failedAttempts: number; locks: boolean } {
  const next = failedAttempts + 1
  return { failedAttempts: next, locks: next >= OTP_RULES.maxFailedAttempts }
}

export const expiryFrom = (sentAt: Date) => new Date(sentAt.getTime() + OTP_RULES.validMs)

/** Codes are typed or pasted: full-width digits and spaces are forgiven. */
export function normaliseCode(input: string): string {
  return input.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[\s-]/g, '')
}

export const isCodeShape = (code: string) => new RegExp(`^\\d{${OTP_RULES.digits}}$`).test(code)
