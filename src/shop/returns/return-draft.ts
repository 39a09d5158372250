/**
 * The 返品・返金 form as the staff member filled it in, kept across a refusal (src/lib/http/form-draft-cookie.ts):
 * the endpoint writes it on the 303 back to the screen, the screen puts it back into the form of the same order
 * for the same staff member, and the success clears it. It keeps the form's idempotency key too, so the corrected
 * form posted again is still one return — unless the key itself was refused (then the screen draws a new one).
 */
import { openDraft, sealDraft, type DraftCookie } from '@/lib/http/form-draft-cookie'

import { RETURN_FORM_FIELDS as F } from './return-form'
import { NOTE_MAX, OVERRIDE_REASON_MAX, RETURN_KEY_PATTERN, type ReturnFieldError } from './return-rules'

export const RETURN_DRAFT_COOKIE_NAME = 'return_form_draft'
export const RETURN_DRAFT_SECONDS = 15 * 60

/** The cookie under the admin's route (`/admin`): only the 返品・返金 screen receives it. */
export const returnDraftCookie = (adminRoute: string, viewPath: string): DraftCookie => ({
  name: RETURN_DRAFT_COOKIE_NAME,
  path: `${adminRoute}${viewPath}`,
  maxAgeSeconds: RETURN_DRAFT_SECONDS,
})

/** The fields kept, as typed (text) and chosen (radios, checkboxes). */
export interface ReturnDraftValues {
  reason: string
  note: string
  overrideReason: string
  lines: { quantity: string; resellable: boolean }[]
  bankCode: string
  branchCode: string
  accountType: string
  accountNumber: string
  accountHolder: string
}

export interface ReturnDraft {
  staffId: number
  orderId: number
  /** The form's idempotency key, or '' when a new one must be drawn (the key was refused). */
  key: string
  values: ReturnDraftValues
  expiresAt: number
}

interface FormLike {
  get(name: string): unknown
}

/** More lines than any order has (as return-form.ts). */
const MAX_LINES = 200
/** Each text is kept up to the length its input allows (maxLength), so a draft always fits in a cookie. */
const LIMITS = {
  reason: 40,
  note: NOTE_MAX,
  overrideReason: OVERRIDE_REASON_MAX,
  quantity: 10,
  bankCode: 4,
  branchCode: 3,
  accountType: 20,
  accountNumber: 7,
  accountHolder: 30,
} as const

const text = (form: FormLike, name: string, max: number): string => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, max) : ''
}

/** What the form sent, as the draft keeps it (an unticked box is absent from a post: kept as false). */
export function returnDraftValues(form: FormLike): ReturnDraftValues {
  const lines: ReturnDraftValues['lines'] = []
  for (let i = 0; i < MAX_LINES; i++) {
    const quantity = form.get(F.quantity(i))
    if (quantity === null || quantity === undefined) break
    lines.push({
      quantity: typeof quantity === 'string' ? quantity.slice(0, LIMITS.quantity) : '',
      resellable: form.get(F.resellable(i)) === '1',
    })
  }
  return {
    reason: text(form, F.reason, LIMITS.reason),
    note: text(form, F.note, LIMITS.note),
    overrideReason: text(form, F.overrideReason, LIMITS.overrideReason),
    lines,
    bankCode: text(form, F.bankCode, LIMITS.bankCode),
    branchCode: text(form, F.branchCode, LIMITS.branchCode),
    accountType: text(form, F.accountType, LIMITS.accountType),
    accountNumber: text(form, F.accountNumber, LIMITS.accountNumber),
    accountHolder: text(form, F.accountHolder, LIMITS.accountHolder),
  }
}

/**
 * The key the redisplayed form keeps: the posted one, unless it is malformed or was refused (used for another
 * order's return), when a post with it could never succeed.
 */
export function keyToKeep(posted: unknown, errors: readonly Pick<ReturnFieldError, 'field'>[]): string {
  if (typeof posted !== 'string' || !RETURN_KEY_PATTERN.test(posted)) return ''
  return errors.some((e) => e.field === 'idempotencyKey') ? '' : posted
}

/** The refused post's draft, or null when it names no order the screen could show it for. */
export function returnDraftOf(
  form: FormLike,
  staffId: number,
  errors: readonly Pick<ReturnFieldError, 'field'>[],
  nowMs = Date.now(),
): ReturnDraft | null {
  const orderId = Number(form.get(F.orderId))
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return null
  return {
    staffId,
    orderId,
    key: keyToKeep(form.get(F.idempotencyKey), errors),
    values: returnDraftValues(form),
    expiresAt: nowMs + RETURN_DRAFT_SECONDS * 1000,
  }
}

/** The cookie's value, or null when the draft is too long to keep. */
export const writeReturnDraft = (secret: string, draft: ReturnDraft): string | null =>
  sealDraft('return-form-draft', draft, secret)

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const str = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '')

/** The draft, or null when absent, altered, expired or malformed. */
export function readReturnDraft(
  secret: string,
  value: string | undefined,
  nowMs = Date.now(),
): ReturnDraft | null {
  const parsed = openDraft('return-form-draft', value, secret)
  if (!isRecord(parsed) || !isRecord(parsed.values)) return null
  const { staffId, orderId, key, expiresAt } = parsed
  if (
    typeof staffId !== 'number' ||
    typeof orderId !== 'number' ||
    typeof key !== 'string' ||
    typeof expiresAt !== 'number' ||
    expiresAt <= nowMs
  )
    return null
  const v = parsed.values
  const lines = Array.isArray(v.lines)
    ? v.lines.slice(0, MAX_LINES).map((l) => ({
        quantity: isRecord(l) ? str(l.quantity, LIMITS.quantity) : '',
        resellable: isRecord(l) && l.resellable === true,
      }))
    : []
  return {
    staffId,
    orderId,
    key: RETURN_KEY_PATTERN.test(key) ? key : '',
    values: {
      reason: str(v.reason, LIMITS.reason),
      note: str(v.note, LIMITS.note),
      overrideReason: str(v.overrideReason, LIMITS.overrideReason),
      lines,
      bankCode: str(v.bankCode, LIMITS.bankCode),
      branchCode: str(v.branchCode, LIMITS.branchCode),
      accountType: str(v.accountType, LIMITS.accountType),
      accountNumber: str(v.accountNumber, LIMITS.accountNumber),
      accountHolder: str(v.accountHolder, LIMITS.accountHolder),
    },
    expiresAt,
  }
}

/** This staff member's draft of this order's form, else null (another order, another person's browser session). */
export const returnDraftFor = (
  draft: ReturnDraft | null,
  staffId: number,
  orderId: number,
): ReturnDraft | null => (draft && draft.staffId === staffId && draft.orderId === orderId ? draft : null)
