/**
 * Codes and transaction ids. The code is drawn uniformly from the CSPRNG; both are stored as an HMAC keyed
 * with the server secret, the code bound to its transaction, so a copied table cannot be checked offline
 * without the secret and a code never fits another transaction.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { hashOpaqueToken, isOpaqueToken, newOpaqueToken } from '@/lib/security/opaque-token'

import { OTP_RULES } from './otp-rules'

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0')
}

export const newTransactionId = newOpaqueToken
export const isTransactionId = isOpaqueToken
export const hashTransactionId = hashOpaqueToken

export function hashOtpCode(secret: string, transactionId: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${transactionId}:${code}`).digest('hex')
}

export function codeMatches(secret: string, transactionId: string, code: string, stored: string): boolean {
  const actual = Buffer.from(hashOtpCode(secret, transactionId, code), 'hex')
  const expected = Buffer.from(stored, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Addresses are kept only as this keyed hash: enough to bind a transaction to the address it was sent to. */
export function hashEmail(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`email:${email.trim().toLowerCase()}`).digest('hex')
}
