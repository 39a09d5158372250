'use client'

import { phoneField } from '@/shop/customer/person-fields'

import { ruleOf } from './field-rule'
import { TextField } from './TextField'

const phoneRule = ruleOf(phoneField())

/** 電話番号: the phone's dial pad, hyphens and full-width digits forgiven, checked by the server's rule. */
export function PhoneField({
  name,
  value,
  onChange,
  section,
  description = 'ハイフンなしでも入力できます 例: 09012345678',
  required = true,
}: {
  name: string
  value: string
  onChange: (value: string) => void
  section?: 'shipping'
  description?: string
  /** Marked 任意 when false (the inquiry); an empty value passes the rule either way. */
  required?: boolean
}) {
  return (
    <TextField
      name={name}
      label="電話番号"
      value={value}
      onChange={onChange}
      required={required}
      mark
      type="tel"
      inputMode="tel"
      autoComplete={section ? `${section} tel` : 'tel'}
      description={description}
      rule={phoneRule}
    />
  )
}
