/**
 * Member password rules (ASVS 2.1): 8 to 128 characters, any characters (spaces and Japanese included), not one
 * of the common passwords. No composition rules. One schema shared by registration, password change and reset.
 */
import { z } from 'zod'

import { COMMON_PASSWORDS } from './common-passwords'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const PASSWORD_MESSAGES = {
  required: 'パスワードを入力してください',
  tooShort: `パスワードは${PASSWORD_MIN}文字以上で入力してください`,
  tooLong: `パスワードは${PASSWORD_MAX}文字以内で入力してください`,
  common: 'よく使われているパスワードは使えません。推測されにくいパスワードを入力してください',
} as const

/** Characters as a person counts them (code points), so 「パスワード」 is 5, not more. */
const length = (value: string) => [...value].length

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES

export function passwordProblem(value: string): PasswordProblem | null {
  if (value.length === 0) return 'required'
  if (length(value) < PASSWORD_MIN) return 'tooShort'
  if (length(value) > PASSWORD_MAX) return 'tooLong'
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return 'common'
  return null
}

/** For new passwords (registration, change, reset). Sign-in only checks presence and an upper bound. */
export const newPasswordSchema = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] })
})
