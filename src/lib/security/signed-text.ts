/**
 * Text signed with the app secret for one purpose: an HMAC-SHA256 of `purpose:body`, base64url. The receipt cookie
 * and link, the course card-change ticket and the campaign preview link carry what they prove in their body and
 * are checked here, so nothing is stored; the purpose keeps a signature made for one from opening another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type SignaturePurpose =
  | 'order-receipt'
  | 'receipt-link'
  | 'course-card-change'
  | 'campaign-preview'
  | 'scriptless-form'
  | 'course-address-draft'
  | 'course-cancel-reason'
  | 'return-form-problems'
  | 'return-form-draft'
  | 'support-form-draft'

export function signatureOf(purpose: SignaturePurpose, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url')
}

/** `body.signature` */
export const signText = (purpose: SignaturePurpose, body: string, secret: string): string =>
  `${body}.${signatureOf(purpose, body, secret)}`

/** Whether `signature` is the body's, compared in constant time. */
export function isSignatureOf(
  purpose: SignaturePurpose,
  body: string,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signatureOf(purpose, body, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
