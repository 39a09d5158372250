/**
 * Binds a 3-D Secure card verification started on the payment-method change to the member and the course that
 * started it (docs/adr/035). The provider hands the browser back without cookies, so the hand-back only passes
 * the reference on to a my-page GET; the change is then made by a same-site POST that must present this ticket
 * (an HttpOnly cookie set when the challenge began). Keyed with the server secret; expires with the challenge.
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'

export const CARD_CHANGE_TICKET_COOKIE = 'course_card_change'
export const CARD_CHANGE_TICKET_SECONDS = 15 * 60

export interface CardChangeTicket {
  reference: string
  customerId: number
  regularOrderNumber: string
  /** Epoch milliseconds. */
  expiresAt: number
}

export function cardChangeTicket(secret: string, ticket: CardChangeTicket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url')
  return signText('course-card-change', body, secret)
}

/** The ticket when it is genuine and not expired, else null. */
export function readCardChangeTicket(
  secret: string,
  value: string | null | undefined,
  now: Date,
): CardChangeTicket | null {
  if (!value || value.length > 1000) return null
  const [body, signature, extra] = value.split('.')
  if (!body || !signature || extra !== undefined) return null
  if (!isSignatureOf('course-card-change', body, signature, secret)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<CardChangeTicket>
    if (
      typeof parsed.reference !== 'string' ||
      typeof parsed.customerId !== 'number' ||
      typeof parsed.regularOrderNumber !== 'string' ||
      typeof parsed.expiresAt !== 'number' ||
      parsed.expiresAt <= now.getTime()
    )
      return null
    return parsed as CardChangeTicket
  } catch {
    return null
  }
}

/** True when the ticket is for this member, course and provider reference. */
export const ticketMatches = (
  ticket: CardChangeTicket | null,
  expected: Omit<CardChangeTicket, 'expiresAt'>,
): boolean =>
  ticket !== null &&
  ticket.reference === expected.reference &&
  ticket.customerId === expected.customerId &&
  ticket.regularOrderNumber === expected.regularOrderNumber
