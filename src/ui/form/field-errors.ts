import type { ZodError } from 'zod'

import { ApiClientError } from '@/lib/api/client'
import { BotCheckFailure } from '@/ui/bot-check/bot-check-solver'

/** Field name → the Japanese message shown under that field (react-aria's `validationErrors` shape). */
export type FieldErrors = Record<string, string>

/** What a form shows after a failed submit: messages under fields, and one message for the whole form. */
export interface FormErrors {
  fields: FieldErrors
  message: string
  /** Shown without moving the focus (a message the page opens with, not the answer to a submit). */
  quiet?: boolean
}

export const NO_ERRORS: FormErrors = Object.freeze({ fields: Object.freeze({}), message: '' }) as FormErrors

/** First message per top-level field of a failed zod parse (the same schema the API call validates with). */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !out[key]) out[key] = issue.message
  }
  return out
}

/**
 * A refused call as the form shows it: the envelope's `fields` that name one of the form's own fields go under
 * those fields; any other field message (e.g. botCheck) becomes the form's message, else the envelope's own
 * message, else the screen's fallback. When some field has a message, the form message stays empty unless a
 * field message had nowhere to go.
 */
export function formErrorsOf(error: unknown, fieldNames: readonly string[], fallback: string): FormErrors {
  const sent = error instanceof ApiClientError ? (error.fields ?? {}) : {}
  const fields: FieldErrors = {}
  const orphans: string[] = []
  for (const [name, text] of Object.entries(sent)) {
    if (fieldNames.includes(name)) fields[name] = text
    else orphans.push(text)
  }
  if (orphans.length) return { fields, message: orphans.join('\n') }
  if (Object.keys(fields).length) return { fields, message: '' }
  return { fields, message: errorMessageOf(error, fallback) }
}

/** The server's own Japanese message when it sent one; otherwise the screen's fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.message) return error.message
  if (error instanceof BotCheckFailure) return error.message
  return fallback
}

export interface ControlFacts {
  name: string
  invalid: boolean
}

/**
 * Which control takes the focus after a failed submit: the first one in document order that is marked invalid
 * or has a message, so the shopper lands where the form is read from; -1 when none (the form's message takes it).
 */
export function firstInvalidIndex(controls: readonly ControlFacts[], fields: FieldErrors): number {
  return controls.findIndex((c) => c.invalid || (c.name !== '' && Object.hasOwn(fields, c.name)))
}
