/**
 * The bot check of a form sent without its scripts (docs/adr/059-forms-before-the-scripts-run.md). The proof of
 * work (ADR 011) needs the page's scripts; a person whose page has not run them yet, or who browses without them,
 * still signs in. Their form carries a ticket the server put into the page: signed for this purpose, issued at least
 * FORM_TICKET_MIN_AGE_MS before it comes back (a person reads and types; a script that posts at once does not wait),
 * at most FORM_TICKET_MAX_AGE_MS, and used once (the database's replay store, shared by every instance). The sign-in's
 * own limits (per IP and per account, ADR 022) stay the main defence, plus a tighter per-IP budget for these posts.
 */
import { randomBytes } from 'node:crypto'

import { isSignatureOf, signText } from '@/lib/security/signed-text'

import { BOT_CHECK_MESSAGES } from './bot-check-messages'
import type { ReplayCache } from './replay-cache'

export const FORM_TICKET_MIN_AGE_MS = 2_000
export const FORM_TICKET_MAX_AGE_MS = 30 * 60_000

export const FORM_TICKET_MESSAGES = {
  failed: BOT_CHECK_MESSAGES.failed,
  tooSoon: '送信の確認ができませんでした。お手数ですが、もう一度送信してください。',
  expired:
    'ページを開いてから時間がたったため、送信できませんでした。お手数ですが、もう一度送信してください。',
} as const

/** `issuedAt.id.signature`: when the page was made and a random id, signed. */
export function issueFormTicket(
  secret: string,
  nowMs = Date.now(),
  id = randomBytes(12).toString('base64url'),
) {
  return signText('scriptless-form', `${nowMs}.${id}`, secret)
}

export type FormTicketCheck =
  { ok: true } | { ok: false; reason: 'invalid' | 'too-soon' | 'expired' | 'replayed' }

export async function checkFormTicket(
  ticket: string | undefined,
  secret: string,
  replay: ReplayCache,
  nowMs = Date.now(),
): Promise<FormTicketCheck> {
  const [issued, id, signature, ...rest] = (ticket ?? '').split('.')
  if (!issued || !id || !signature || rest.length || !/^\d{1,15}$/.test(issued))
    return { ok: false, reason: 'invalid' }
  if (!isSignatureOf('scriptless-form', `${issued}.${id}`, signature, secret))
    return { ok: false, reason: 'invalid' }
  const age = nowMs - Number(issued)
  if (age < FORM_TICKET_MIN_AGE_MS) return { ok: false, reason: 'too-soon' }
  if (age > FORM_TICKET_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  const expiresAt = Number(issued) + FORM_TICKET_MAX_AGE_MS
  if (!(await replay.markUsed(`form-ticket:${id}`, expiresAt, nowMs)))
    return { ok: false, reason: 'replayed' }
  return { ok: true }
}

/** What the form says for a refused ticket (one message for the ones that give nothing away). */
export function formTicketMessage(reason: Exclude<FormTicketCheck, { ok: true }>['reason']): string {
  if (reason === 'too-soon') return FORM_TICKET_MESSAGES.tooSoon
  if (reason === 'expired') return FORM_TICKET_MESSAGES.expired
  return FORM_TICKET_MESSAGES.failed
}
