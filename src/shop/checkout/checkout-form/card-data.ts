/**
 * Card data stays in the browser: the CARD_* fields become CARD_TOKEN with the card-token service's script;
 * nothing the shop's server receives or stores may hold them.
 */
import { z } from 'zod'

/** Fields that hold card data: entered into the card-token service's script, never sent to the shop. */
export const CARD_FIELDS = [
  'CARD_NUMBER',
  'CARD_SECURITY_CODE',
  'CARD_MONTH',
  'CARD_YEAR',
  'CARD_NAME',
] as const
export type CardField = (typeof CARD_FIELDS)[number]
const CARD_FIELD_SET: ReadonlySet<string> = new Set(CARD_FIELDS)

export type WithoutCardData<T> = T extends readonly unknown[]
  ? { [I in keyof T]: WithoutCardData<T[I]> }
  : T extends object
    ? { [K in keyof T as K extends CardField ? never : K]: WithoutCardData<T[K]> }
    : T

/**
 * A copy of `value` without any CARD_* card field, at any depth (drafts nest the form). Use it on anything
 * sent to the shop's server, written to session storage or logged.
 */
export function stripCardData<T>(value: T): WithoutCardData<T> {
  if (Array.isArray(value)) return value.map((v) => stripCardData(v)) as WithoutCardData<T>
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (!CARD_FIELD_SET.has(k)) out[k] = stripCardData(v)
    return out as WithoutCardData<T>
  }
  return value as WithoutCardData<T>
}

export const CARD_DATA_MESSAGE =
  'カード情報はこの画面から送信できません。お手数ですが、カード情報を入力し直してください'

/** Rejects (on the field) any request that carries card data: the server takes only CARD_TOKEN. */
export const cardDataGuard = z
  .record(z.string(), z.unknown(), { error: '入力内容が正しくありません' })
  .superRefine((value, ctx) => {
    for (const field of CARD_FIELDS) {
      const v = value[field]
      if (v !== undefined && v !== null && v !== '')
        ctx.addIssue({ code: 'custom', path: [field], message: CARD_DATA_MESSAGE })
    }
  })
