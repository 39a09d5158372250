'use client'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'
import { TextField } from '@/ui/form/TextField'

import type { EntryPasswords } from './entry-draft'

const FIELDS = [
  {
    name: 'newPassword',
    label: 'パスワード',
    description: `${PASSWORD_MIN}〜${PASSWORD_MAX}文字。推測されにくい語句や、長めの文章がおすすめです`,
  },
  {
    name: 'newPasswordConfirm',
    label: 'パスワード（確認）',
    description: '確認のため、もう一度入力してください',
  },
] as const

/**
 * The member's password and its confirmation: on the input step, and on the verify step after a reload (the
 * passwords are kept in memory only, never in the draft).
 */
export function EntryPasswordFields({
  values,
  onChange,
}: {
  values: EntryPasswords
  onChange: (next: EntryPasswords) => void
}) {
  return FIELDS.map(({ name, label, description }) => (
    <TextField
      key={name}
      name={name}
      label={label}
      description={description}
      value={values[name]}
      onChange={(value) => onChange({ ...values, [name]: value })}
      required
      mark
      type="password"
      autoComplete="new-password"
    />
  ))
}
