/**
 * The input step's check: the shared registration schema (the same the API applies), plus the invitation
 * code on the kankeisha door. Field → first message.
 */
import { registrationSchema } from '@/shop/customer/registration-schema'
import { zodFieldErrors } from '@/ui/form/zod-errors'

import type { EntryPasswords, EntryValues } from './entry-draft'
import type { EntryVariant } from './entry-variants'

export function registrationInput(values: EntryValues, passwords: EntryPasswords) {
  const { invitationCode: _code, ...rest } = values
  return { ...rest, ...passwords }
}

export function entryInputErrors(
  variant: EntryVariant,
  values: EntryValues,
  passwords: EntryPasswords,
): Record<string, string> {
  const errors: Record<string, string> = {}
  if (variant.entryType === 'kankeisha' && !values.invitationCode.trim())
    errors.invitationCode = '招待コードを入力してください'
  const parsed = registrationSchema.safeParse(registrationInput(values, passwords))
  return parsed.success ? errors : { ...errors, ...zodFieldErrors(parsed.error) }
}
