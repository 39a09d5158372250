'use client'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'
import { TextField } from '@/ui/form/TextField'

/** PASSWORD of a guest who registers while ordering (held in memory only, never in the draft). */
export function RegistrationPasswordField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      name="PASSWORD"
      label="パスワード"
      required
      mark
      type="password"
      autoComplete="new-password"
      description={`${PASSWORD_MIN}〜${PASSWORD_MAX}文字。推測されにくい語句や、長めの文章がおすすめです`}
      value={value}
      onChange={onChange}
    />
  )
}
