/**
 * A support console form as the staff member filled it in, kept across a refusal (src/lib/http/form-draft-cookie.ts):
 * the endpoint writes it on the 303 back to the customer's page, the page puts it back into the same form of the
 * same customer for the same staff member, and a success clears it. Only the forms with typed fields have a draft
 * (ポイント調整: 「ポイント数（増減）」「理由」; 対応メモ: 「メモ」); the others are a button.
 *
 * The form's one-time key is kept only when the refusal came before the key was claimed (a field was wrong): a key
 * claimed by a refused action is spent, and the corrected form posted with it would be answered 「すでに受け付けて
 * います」 without being done — so then the page draws a new key.
 */
import { openDraft, sealDraft, type DraftCookie } from '@/lib/http/form-draft-cookie'

import {
  isActionKey,
  MAX_NOTE_LENGTH,
  MAX_REASON_LENGTH,
  type ConsoleAction,
  type ConsoleError,
} from './console-rules'

export const SUPPORT_DRAFT_COOKIE_NAME = 'support_form_draft'
export const SUPPORT_DRAFT_SECONDS = 15 * 60

/** The cookie under the admin's route (`/admin`): only the support console's pages receive it. */
export const supportDraftCookie = (adminRoute: string, viewPath: string): DraftCookie => ({
  name: SUPPORT_DRAFT_COOKIE_NAME,
  path: `${adminRoute}${viewPath}`,
  maxAgeSeconds: SUPPORT_DRAFT_SECONDS,
})

/** The fields each form with typed fields keeps, and how much of each (its input's maxLength). */
export const DRAFT_FIELDS = {
  'adjust-points': { delta: 20, reason: MAX_REASON_LENGTH },
  note: { note: MAX_NOTE_LENGTH },
} as const satisfies Partial<Record<ConsoleAction, Record<string, number>>>
export type DraftAction = keyof typeof DRAFT_FIELDS

export const isDraftAction = (value: unknown): value is DraftAction =>
  typeof value === 'string' && Object.hasOwn(DRAFT_FIELDS, value)

export interface SupportDraft {
  staffId: number
  customerId: number
  action: DraftAction
  /** The form's one-time key, or '' when a new one must be drawn (spent or malformed). */
  key: string
  values: Record<string, string>
  expiresAt: number
}

/** The refusals answered before the key is claimed (support-actions.ts: a field was wrong). */
const BEFORE_CLAIM: readonly ConsoleError[] = ['form']

function keptValues(action: DraftAction, source: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, max] of Object.entries(DRAFT_FIELDS[action])) {
    const v = source[name]
    values[name] = typeof v === 'string' ? v.slice(0, max) : ''
  }
  return values
}

/** The refused post's draft, or null for a form with nothing typed. */
export function supportDraftOf(
  input: { staffId: number; customerId: number; action: string; error: ConsoleError },
  fields: Record<string, string | undefined>,
  nowMs = Date.now(),
): SupportDraft | null {
  if (!isDraftAction(input.action)) return null
  return {
    staffId: input.staffId,
    customerId: input.customerId,
    action: input.action,
    key: BEFORE_CLAIM.includes(input.error) && isActionKey(fields.key) ? fields.key : '',
    values: keptValues(input.action, fields),
    expiresAt: nowMs + SUPPORT_DRAFT_SECONDS * 1000,
  }
}

/** The cookie's value, or null when the draft is too long to keep. */
export const writeSupportDraft = (secret: string, draft: SupportDraft): string | null =>
  sealDraft('support-form-draft', draft, secret)

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The draft, or null when absent, altered, expired or malformed. */
export function readSupportDraft(
  secret: string,
  value: string | undefined,
  nowMs = Date.now(),
): SupportDraft | null {
  const parsed = openDraft('support-form-draft', value, secret)
  if (!isRecord(parsed) || !isRecord(parsed.values)) return null
  const { staffId, customerId, action, key, expiresAt } = parsed
  if (
    typeof staffId !== 'number' ||
    typeof customerId !== 'number' ||
    !isDraftAction(action) ||
    typeof key !== 'string' ||
    typeof expiresAt !== 'number' ||
    expiresAt <= nowMs
  )
    return null
  return {
    staffId,
    customerId,
    action,
    key: isActionKey(key) ? key : '',
    values: keptValues(action, parsed.values),
    expiresAt,
  }
}

/** This staff member's draft on this customer's page, else null. */
export const supportDraftFor = (
  draft: SupportDraft | null,
  staffId: number,
  customerId: number,
): SupportDraft | null =>
  draft && draft.staffId === staffId && draft.customerId === customerId ? draft : null

/** The draft's values for one form, else null (the draft is another form's). */
export const draftValuesOf = (
  draft: SupportDraft | null,
  action: DraftAction,
): { key: string; values: Record<string, string> } | null =>
  draft && draft.action === action ? { key: draft.key, values: draft.values } : null
