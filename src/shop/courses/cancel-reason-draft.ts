/**
 * The cancel's optional reason between /mypage/regular-cancel/ and its confirm step (issue 28 §2, docs/adr/059):
 * kept by the server in a cookie of the member's own browser (signed, HttpOnly, only sent to the procedure's pages,
 * for 30 minutes, cleared once the course is cancelled), never in the URL — the 「その他」 text is the member's own
 * words and may hold personal data. So going back from the confirm step shows what was chosen and typed, and the
 * procedure works without the page's scripts.
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'

import { type CancelAnswer, cancelAnswerOf } from './cancel-reason-rules'

export const CANCEL_DRAFT_COOKIE = 'course_cancel_reason'
export const CANCEL_DRAFT_PATH = '/mypage/regular-cancel/'
export const CANCEL_DRAFT_SECONDS = 30 * 60

const PURPOSE = 'course-cancel-reason'

export interface CancelReasonDraft {
  customerId: number
  regularOrderNumber: string
  answer: CancelAnswer
  expiresAt: number
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

export function writeCancelDraft(secret: string, draft: CancelReasonDraft): string {
  return signText(PURPOSE, Buffer.from(JSON.stringify(draft)).toString('base64url'), secret)
}

/** The draft, or null when absent, altered, expired or malformed (the answer passes the rule again). */
export function readCancelDraft(
  secret: string,
  value: string | undefined,
  nowMs = Date.now(),
): CancelReasonDraft | null {
  const [body, signature, ...rest] = (value ?? '').split('.')
  if (!body || !signature || rest.length || !isSignatureOf(PURPOSE, body, signature, secret)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(parsed) || !isRecord(parsed.answer)) return null
  const { customerId, regularOrderNumber, expiresAt } = parsed
  if (
    typeof customerId !== 'number' ||
    typeof regularOrderNumber !== 'string' ||
    typeof expiresAt !== 'number' ||
    expiresAt <= nowMs
  )
    return null
  return {
    customerId,
    regularOrderNumber,
    answer: cancelAnswerOf(parsed.answer.reason, parsed.answer.note),
    expiresAt,
  }
}

/** This member's answer for this course, else none. */
export const cancelDraftAnswer = (
  draft: CancelReasonDraft | null,
  customerId: number,
  regularOrderNumber: string,
): CancelAnswer | null =>
  draft && draft.customerId === customerId && draft.regularOrderNumber === regularOrderNumber
    ? draft.answer
    : null
