'use client'

import { emailField } from '@/shop/customer/person-fields'
import { ruleOf } from '@/ui/form/field-rule'
import styles from '@/ui/form/form.module.css'
import { PhoneField } from '@/ui/form/PhoneField'
import { TextField } from '@/ui/form/TextField'

const emailRule = ruleOf(emailField())

/** ご連絡先: the phone number and the mail address the code is sent to (it becomes the login ID). */
export function EntryContactFields({
  values,
  onChange,
}: {
  values: { phoneNumber: string; email1: string }
  onChange: (patch: { phoneNumber: string } | { email1: string }) => void
}) {
  return (
    <fieldset className={styles.group}>
      <legend>ご連絡先</legend>
      <PhoneField
        name="phoneNumber"
        value={values.phoneNumber}
        onChange={(phoneNumber) => onChange({ phoneNumber })}
      />
      <TextField
        name="email1"
        label="メールアドレス"
        value={values.email1}
        onChange={(email1) => onChange({ email1 })}
        required
        mark
        type="email"
        inputMode="email"
        autoComplete="email"
        description="確認コードをお送りします。ログインIDになります"
        rule={emailRule}
      />
    </fieldset>
  )
}
