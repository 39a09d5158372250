import { ApiClientError } from '@/lib/api/client'

import { errorMessageOf } from './error-message'

// Small modules of their own, so pages whose forms are not on the kit yet import only these (first-load JS).
export { errorMessageOf } from './error-message'
export { zodFieldErrors } from './zod-errors'

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
