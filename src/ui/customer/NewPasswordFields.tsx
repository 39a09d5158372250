'use client'

import { useState } from 'react'

import type { OtpPageData } from '@/shop/customer/one-time-password-fields'

import styles from './customer-form.module.css'
import { FormField } from './FormField'

export interface NewPasswordValues {
  newPassword: string
  newPasswordConfirm: string
}

/** The new password and its confirmation, with a switch to show what was typed (easier on a phone). */
export function NewPasswordFields({
  idOf,
  values,
  errors,
  facts,
  onChange,
}: {
  idOf: (field: string) => string
  values: NewPasswordValues
  errors: Record<string, string>
  facts: Pick<OtpPageData, 'passwordMinLength' | 'passwordMaxLength'>
  onChange: (next: NewPasswordValues) => void
}) {
  const [visible, setVisible] = useState(false)
  const type = visible ? 'text' : 'password'
  return (
    <>
      <FormField
        id={idOf('newPassword')}
        label="新しいパスワード"
        hint={`${facts.passwordMinLength}〜${facts.passwordMaxLength}文字。よく使われているパスワードは使えません。`}
        error={errors.newPassword}
      >
        {(control) => (
          <input
            {...control}
            name="newPassword"
            type={type}
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => onChange({ ...values, newPassword: e.target.value })}
            aria-required="true"
          />
        )}
      </FormField>
      <FormField
        id={idOf('newPasswordConfirm')}
        label="新しいパスワード（確認）"
        error={errors.newPasswordConfirm}
      >
        {(control) => (
          <input
            {...control}
            name="newPasswordConfirm"
            type={type}
            autoComplete="new-password"
            value={values.newPasswordConfirm}
            onChange={(e) => onChange({ ...values, newPasswordConfirm: e.target.value })}
            aria-required="true"
          />
        )}
      </FormField>
      <div className={styles.choice}>
        <input
          id={idOf('show-password')}
          type="checkbox"
          checked={visible}
          onChange={(e) => setVisible(e.target.checked)}
        />
        <label htmlFor={idOf('show-password')}>パスワードを表示する</label>
      </div>
    </>
  )
}
