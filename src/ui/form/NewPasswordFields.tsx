'use client'

import { useState } from 'react'

import { Checkbox } from './Checkbox'
import { TextField } from './TextField'

export interface NewPasswordValues {
  newPassword: string
  newPasswordConfirm: string
}

/** The new password and its confirmation, with a switch to show what was typed (easier on a phone). */
export function NewPasswordFields({
  values,
  minLength,
  maxLength,
  onChange,
}: {
  values: NewPasswordValues
  minLength: number
  maxLength: number
  onChange: (next: NewPasswordValues) => void
}) {
  const [visible, setVisible] = useState(false)
  const type = visible ? 'text' : 'password'
  return (
    <>
      <TextField
        name="newPassword"
        label="新しいパスワード"
        description={`${minLength}〜${maxLength}文字。よく使われているパスワードは使えません。`}
        type={type}
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(newPassword) => onChange({ ...values, newPassword })}
      />
      <TextField
        name="newPasswordConfirm"
        label="新しいパスワード（確認）"
        type={type}
        autoComplete="new-password"
        required
        value={values.newPasswordConfirm}
        onChange={(newPasswordConfirm) => onChange({ ...values, newPasswordConfirm })}
      />
      <Checkbox name="show-password" label="パスワードを表示する" checked={visible} onChange={setVisible} />
    </>
  )
}
