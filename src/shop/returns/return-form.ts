/**
 * The 返品・返金 screen's form (docs/adr/069): what its plain post sends, read into the service's input, and the
 * refusal's messages carried back to the screen. The messages travel in the redirect's query, signed with the app
 * secret, so the screen shows only what the shop wrote (a forged link cannot put words on the staff's screen).
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'

import type { RecordReturnInput } from './return-service'
import { isReturnReason, RETURN_MESSAGES, type RequestedLine, type ReturnFieldError } from './return-rules'

/** The form's field names (the screen renders them, the endpoint reads them). */
export const RETURN_FORM_FIELDS = {
  orderId: 'orderId',
  idempotencyKey: 'idempotencyKey',
  reason: 'reason',
  note: 'note',
  overrideReason: 'overrideReason',
  quantity: (line: number) => `qty-${line}`,
  resellable: (line: number) => `resellable-${line}`,
  bankCode: 'bankCode',
  branchCode: 'branchCode',
  accountType: 'accountType',
  accountNumber: 'accountNumber',
  accountHolder: 'accountHolder',
} as const

/** More lines than any order has: a post naming more is not read further. */
const MAX_LINES = 200

interface FormLike {
  get(name: string): unknown
}

const text = (form: FormLike, name: string): string => {
  const v = form.get(name)
  return typeof v === 'string' ? v : ''
}

export type ParsedReturnForm =
  { ok: true; value: Omit<RecordReturnInput, 'staffId'> } | { ok: false; errors: ReturnFieldError[] }

export function parseReturnForm(form: FormLike): ParsedReturnForm {
  const errors: ReturnFieldError[] = []
  const orderId = Number(text(form, RETURN_FORM_FIELDS.orderId))
  if (!Number.isSafeInteger(orderId) || orderId <= 0)
    errors.push({ field: 'order', message: RETURN_MESSAGES.orderNotFound })
  const reason = text(form, RETURN_FORM_FIELDS.reason)
  if (!isReturnReason(reason)) errors.push({ field: 'reason', message: RETURN_MESSAGES.reason })
  const lines: RequestedLine[] = []
  for (let i = 0; i < MAX_LINES; i++) {
    const raw = form.get(RETURN_FORM_FIELDS.quantity(i))
    if (raw === null || raw === undefined) break
    const value = typeof raw === 'string' ? raw.normalize('NFKC').trim() : ''
    const quantity = value === '' ? 0 : /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN
    lines.push({
      lineIndex: i,
      quantity,
      resellable: text(form, RETURN_FORM_FIELDS.resellable(i)) === '1',
    })
  }
  if (errors.length > 0 || !isReturnReason(reason)) return { ok: false, errors }
  const optional = (name: string) => text(form, name).trim() || null
  return {
    ok: true,
    value: {
      orderId,
      idempotencyKey: text(form, RETURN_FORM_FIELDS.idempotencyKey),
      reason,
      note: optional(RETURN_FORM_FIELDS.note),
      overrideReason: optional(RETURN_FORM_FIELDS.overrideReason),
      lines,
      bankAccount: {
        bankCode: text(form, RETURN_FORM_FIELDS.bankCode),
        branchCode: text(form, RETURN_FORM_FIELDS.branchCode),
        accountType: text(form, RETURN_FORM_FIELDS.accountType),
        accountNumber: text(form, RETURN_FORM_FIELDS.accountNumber),
        accountHolder: text(form, RETURN_FORM_FIELDS.accountHolder),
      },
    },
  }
}

/** The messages, signed, for the redirect's `problem` parameter. */
export function encodeProblems(messages: readonly string[], secret: string): string {
  const body = Buffer.from(JSON.stringify(messages.slice(0, 20)), 'utf8').toString('base64url')
  return signText('return-form-problems', body, secret)
}

/** The messages of a `problem` parameter the shop signed; [] for anything else. */
export function decodeProblems(value: unknown, secret: string): string[] {
  if (typeof value !== 'string' || value.length > 8000) return []
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return []
  const body = value.slice(0, dot)
  if (!isSignatureOf('return-form-problems', body, value.slice(dot + 1), secret)) return []
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : []
  } catch {
    return []
  }
}
