/**
 * The checkout rules name some fields that have no control of their own (the lookup fills MUNICIPALITY_CODE,
 * the date select fills DELIVERY_SPECIFIED_DATE_YEAR …). Their messages go to the control that sets them, so
 * each message is tied to something the shopper can change. Pure.
 */
import type { FieldErrors, FormErrors } from '@/ui/form/field-errors'

/** Rule field → the form control whose message it becomes; `_form` is the form's own message. */
export const CONTROL_OF: Readonly<Record<string, string>> = {
  // The kit's prefecture select is named by the prefecture's name and also keeps the code (PREFECTURES).
  PREFECTURES: 'PREFECTURE',
  DESTINATION_PREFECTURES: 'DESTINATION_PREFECTURE',
  MUNICIPALITY_CODE: 'CITY',
  DESTINATION_MUNICIPALITY_CODE: 'DESTINATION_CITY',
  DELIVERY_SPECIFIED_DATE_YEAR: 'DELIVERY_SPECIFIED_DATE',
  DELIVERY_SPECIFIED_DATE_MONTH: 'DELIVERY_SPECIFIED_DATE',
  DELIVERY_SPECIFIED_DATE_DAY: 'DELIVERY_SPECIFIED_DATE',
  CARD_TOKEN: 'card.number',
}

const FORM_MESSAGE = '_form'

/**
 * The rules' messages (by rule field, in page order) as the form shows them: each on its control, a control's
 * own message before one folded onto it, `_form` joined to `message` as the form's message.
 */
export function controlErrors(rules: Readonly<Record<string, string>>, message = ''): FormErrors {
  const own: FieldErrors = {}
  const folded: FieldErrors = {}
  const formMessages = message ? [message] : []
  for (const [field, text] of Object.entries(rules)) {
    if (field === FORM_MESSAGE) formMessages.push(text)
    else if (Object.hasOwn(CONTROL_OF, field)) folded[CONTROL_OF[field]!] ??= text
    else own[field] = text
  }
  const fields: FieldErrors = {}
  // Page order: a control takes the place of the first message that names it.
  for (const field of Object.keys(rules)) {
    const control = Object.hasOwn(CONTROL_OF, field) ? CONTROL_OF[field]! : field
    if (field === FORM_MESSAGE || Object.hasOwn(fields, control)) continue
    fields[control] = own[control] ?? folded[control]!
  }
  return { fields, message: formMessages.join('\n') }
}
