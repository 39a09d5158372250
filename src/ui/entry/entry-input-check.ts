/**
 * The input step's check: the shared registration schema (the same the API applies), plus the invitation
 * code on the kankeisha door. Field → first message.
 */
import { registrationSchema } from '@/shop/customer/registration-schema'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'

import type { EntryValues } from './entry-draft'
import type { EntryVariant } from './entry-variants'

export function registrationInput(
  values: EntryValues,
  passwords: { newPassword: string; newPasswordConfirm: string },
) {
  const { invitationCode: _code, ...rest } = values
  return { ...rest, ...passwords }
}

export function entryInputErrors(
  variant: EntryVariant,
  values: EntryValues,
  passwords: { newPassword: string; newPasswordConfirm: string },
): Record<string, string> {
  const errors: Record<string, string> = {}
  if (variant.entryType === 'kankeisha' && !values.invitationCode.trim())
    errors.invitationCode = '招待コードを入力してください'
  const parsed = registrationSchema.safeParse(registrationInput(values, passwords))
  return parsed.success ? errors : { ...errors, ...fieldErrors(parsed.error) }
}
