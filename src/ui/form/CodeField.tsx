'use client'

import styles from './form.module.css'
import { TextField } from './TextField'

/**
 * The n-digit code from a mail (typed, pasted, or filled in by the phone): numeric keyboard, one-time-code
 * autofill, full-width digits allowed (the caller normalises them). Named `code`.
 */
export function CodeField({
  digits,
  value,
  onChange,
  description,
}: {
  digits: number
  value: string
  onChange: (value: string) => void
  description?: string
}) {
  return (
    <TextField
      name="code"
      label={`確認コード（${digits}桁の数字）`}
      value={value}
      onChange={onChange}
      required
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9０-９]*"
      maxLength={digits + 4}
      inputClassName={styles.code}
    />
  )
}
