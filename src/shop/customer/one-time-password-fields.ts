/**
 * Body fields shared by the calls that take an emailed code (password re-register, mail address change), and
 * what their pages tell the shopper about the code. Client-safe: the forms validate with the same fields.
 */
import { z } from 'zod'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'
import { OTP_RULES } from '@/shop/otp/otp-rules'

export const OTP_FIELD_MESSAGES = {
  transactionMissing: 'お手続きの情報が見つかりません。最初からお手続きをやり直してください',
  codeRequired: '確認コードを入力してください',
  codeShape: `確認コードは${OTP_RULES.digits}桁の数字で入力してください`,
} as const

/** The browser's handle on the transaction (authenticateTransactionId, spec §3); its form is checked later. */
export const transactionIdField = z
  .string({ error: OTP_FIELD_MESSAGES.transactionMissing })
  .min(1, OTP_FIELD_MESSAGES.transactionMissing)
  .max(128, OTP_FIELD_MESSAGES.transactionMissing)

/** Full-width digits and spaces are forgiven later (otp-rules normaliseCode); here only presence and size. */
export const codeField = z
  .string({ error: OTP_FIELD_MESSAGES.codeRequired })
  .trim()
  .min(1, OTP_FIELD_MESSAGES.codeRequired)
  .max(20, OTP_FIELD_MESSAGES.codeShape)

/** The numbers the code pages and the password form state. */
export const OTP_PAGE_DATA = {
  codeDigits: OTP_RULES.digits,
  validMinutes: OTP_RULES.validMs / 60_000,
  resendIntervalSeconds: OTP_RULES.resendIntervalMs / 1000,
  maxSends: OTP_RULES.maxSends,
  maxFailedAttempts: OTP_RULES.maxFailedAttempts,
  passwordMinLength: PASSWORD_MIN,
  passwordMaxLength: PASSWORD_MAX,
} as const

export type OtpPageData = typeof OTP_PAGE_DATA
