/**
 * What a form's server function reads from the form and writes back into the page (docs/adr/059). Pure.
 */
import type { FormState } from '@/lib/forms/form-state'

import type { ApiError } from './errors'

/** React's own fields of a server function's form ($ACTION_ID_…, $ACTION_REF_…, $ACTION_KEY). */
const REACT_FIELD = /^\$ACTION/
/** Never written back into a page (a function that needs one reads it from the form itself). */
const SECRET_FIELD = /password|^card|^code$/i

/**
 * What a form sent, by name, that may be shown again: text values only (repeated names keep the last), never a
 * password, a card field or a one-time code.
 */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !REACT_FIELD.test(name) && !SECRET_FIELD.test(name)) values[name] = value
  return { ...values }
}

/** The call's error as the form shows it: messages by field, the rest as the form's message. */
export function formStateOf(error: ApiError, values: Record<string, string>): FormState {
  const fields: Record<string, string> = {}
  let message = ''
  for (const [name, text] of Object.entries(error.fields ?? {})) {
    if (name) fields[name] = text
    else message ||= text
  }
  if (!Object.keys(fields).length) message ||= error.message
  return { fields, message, values }
}
