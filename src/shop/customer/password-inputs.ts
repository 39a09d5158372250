/**
 * The forms that set a new password (re-register after a forgotten password, change on my page), shared by
 * their pages and calls: the new password follows the member password rules, its confirmation must match,
 * and a change must actually change it.
 */
import { z } from 'zod'

import { newPasswordSchema } from '@/shop/auth/password-rules'

export const PASSWORD_INPUT_MESSAGES = {
  confirmRequired: 'パスワード（確認）を入力してください',
  mismatch: 'パスワードとパスワード（確認）が一致しません',
  currentRequired: '現在のパスワードを入力してください',
  sameAsCurrent: '現在のパスワードとは異なるパスワードを入力してください',
} as const

const confirmField = z
  .string({ error: PASSWORD_INPUT_MESSAGES.confirmRequired })
  .min(1, PASSWORD_INPUT_MESSAGES.confirmRequired)

/** Sign-in only bounds the current password; its rules were the ones in force when it was chosen. */
export const currentPasswordField = z
  .string({ error: PASSWORD_INPUT_MESSAGES.currentRequired })
  .min(1, PASSWORD_INPUT_MESSAGES.currentRequired)
  .max(128, 'パスワードは128文字以内で入力してください')

type Pair = { newPassword: string; newPasswordConfirm: string }

/** Reported on the confirmation, and checked even while other fields still have errors. */
export function withMatchingConfirm<T extends z.ZodType<Pair>>(schema: T) {
  return schema.check((ctx) => {
    const { newPassword, newPasswordConfirm } = ctx.value
    if (newPasswordConfirm && newPassword !== newPasswordConfirm)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['newPasswordConfirm'],
        message: PASSWORD_INPUT_MESSAGES.mismatch,
      })
  })
}

export const newPasswordPairShape = { newPassword: newPasswordSchema, newPasswordConfirm: confirmField }

export const newPasswordPairSchema = withMatchingConfirm(z.object(newPasswordPairShape))

export const passwordChangeShape = { currentPassword: currentPasswordField, ...newPasswordPairShape }

export const passwordChangeSchema = withMatchingConfirm(z.object(passwordChangeShape)).check((ctx) => {
  const { currentPassword, newPassword } = ctx.value
  if (currentPassword && currentPassword === newPassword)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['newPassword'],
      message: PASSWORD_INPUT_MESSAGES.sameAsCurrent,
    })
})

export type NewPasswordPair = z.output<typeof newPasswordPairSchema>
export type PasswordChange = z.output<typeof passwordChangeSchema>
