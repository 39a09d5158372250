'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { api } from '@/lib/api/client'
import { customerPasswordCall } from '@/lib/api/routes/customer'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { passwordChangeSchema } from '@/shop/customer/password-inputs'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NewPasswordFields, type NewPasswordValues } from '@/ui/form/NewPasswordFields'
import { TextField } from '@/ui/form/TextField'

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const

/** /mypage/customer/password/ (spec §2): the current password, then the new one twice. */
export function PasswordChangeForm({ email }: { email: string }) {
  const router = useRouter()
  const [currentPassword, setCurrentPassword] = useState('')
  const [pair, setPair] = useState<NewPasswordValues>({ newPassword: '', newPasswordConfirm: '' })
  const { errors, show, clear } = useFormErrors()
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = passwordChangeSchema.safeParse({ currentPassword, ...pair })
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setBusy(true)
    try {
      await api.call(customerPasswordCall, { body: parsed.data })
      router.push('/mypage/customer/password/complete/')
    } catch (caught) {
      setBusy(false)
      const next = formErrorsOf(
        caught,
        FIELDS,
        '変更できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      if (next.fields.currentPassword) setCurrentPassword('')
      show(next.fields, next.message)
    }
  }

  return (
    <Form id="password" label="パスワードの変更" errors={errors} onSubmit={onSubmit} width="narrow" summary>
      <p>
        変更すると、この端末以外でログインしている端末はログアウトします。パスワードをお忘れの場合は、ログアウトしてから
        <Link href="/password-reregister/">パスワードの再設定</Link>をご利用ください。
      </p>
      {/* Lets password managers file the new password under the member's address. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        name="currentPassword"
        label="現在のパスワード"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <NewPasswordFields
        values={pair}
        minLength={OTP_PAGE_DATA.passwordMinLength}
        maxLength={OTP_PAGE_DATA.passwordMaxLength}
        onChange={setPair}
      />
      <SubmitRow label="パスワードを変更する" busy={busy} busyLabel="変更しています…" />
    </Form>
  )
}
