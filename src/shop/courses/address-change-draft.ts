/**
 * The course address change between its pages (docs/adr/035, 059): the new destination the member entered, then
 * the one-time password's transaction, kept by the server in a cookie of the member's own browser (signed, HttpOnly,
 * only sent to the procedure's pages, for 30 minutes, cleared once the change is made). So every step is a page the
 * server renders and every form a plain POST: the procedure works before the page's scripts run and without them,
 * and nothing of it is left in the browser's storage.
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'

export const ADDRESS_DRAFT_COOKIE = 'course_address_draft'
export const ADDRESS_DRAFT_PATH = '/mypage/regular-delivery-address-change/'
export const ADDRESS_DRAFT_SECONDS = 30 * 60

export interface AddressDraft {
  customerId: number
  regularOrderNumber: string
  sequence: number
  /** The destination under the registration's names (src/shop/customer/person-address.ts). */
  destination: Record<string, string>
  /** The one-time password's transaction once the code was mailed, else ''. */
  transactionId: string
  /** When the last code was mailed (ms), else 0. */
  sentAt: number
  expiresAt: number
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

export function writeAddressDraft(secret: string, draft: AddressDraft): string {
  return signText('course-address-draft', Buffer.from(JSON.stringify(draft)).toString('base64url'), secret)
}

/** The draft, or null when absent, altered, expired or malformed. */
export function readAddressDraft(
  secret: string,
  value: string | undefined,
  nowMs = Date.now(),
): AddressDraft | null {
  const [body, signature, ...rest] = (value ?? '').split('.')
  if (!body || !signature || rest.length || !isSignatureOf('course-address-draft', body, signature, secret))
    return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(parsed) || !isRecord(parsed.destination)) return null
  const { customerId, regularOrderNumber, sequence, transactionId, sentAt, expiresAt } = parsed
  if (
    typeof customerId !== 'number' ||
    typeof regularOrderNumber !== 'string' ||
    typeof sequence !== 'number' ||
    typeof transactionId !== 'string' ||
    typeof sentAt !== 'number' ||
    typeof expiresAt !== 'number' ||
    expiresAt <= nowMs
  )
    return null
  const destination: Record<string, string> = {}
  for (const [k, v] of Object.entries(parsed.destination)) if (typeof v === 'string') destination[k] = v
  return { customerId, regularOrderNumber, sequence, destination, transactionId, sentAt, expiresAt }
}

/** The draft of this member's change of this course's delivery, else null. */
export const draftFor = (
  draft: AddressDraft | null,
  customerId: number,
  course: { regularOrderNumber: string; sequence: number },
): AddressDraft | null =>
  draft &&
  draft.customerId === customerId &&
  draft.regularOrderNumber === course.regularOrderNumber &&
  draft.sequence === course.sequence
    ? draft
    : null

export const ADDRESS_DRAFT_MISSING =
  'お手続きの途中の情報が見つかりません（時間がたった場合などに消えます）。お手数ですが、最初からやり直してください。'
