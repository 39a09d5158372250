'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useRef, useState } from 'react'

import { customerPasswordCall } from '@/lib/api/calls/customer'
import { api } from '@/lib/api/client'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { passwordChangeSchema } from '@/shop/customer/password-inputs'
import { apiErrorMessage, apiFieldErrors } from '@/ui/customer/api-error-message'
import styles from '@/ui/customer/customer-form.module.css'
import { FormAlert, FormField } from '@/ui/customer/FormField'
import { NewPasswordFields, type NewPasswordValues } from '@/ui/customer/NewPasswordFields'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'

const idOf = (field: string) => `password-${field}`

/** /mypage/customer/password/ (spec §2): the current password, then the new one twice. */
export function PasswordChangeForm({ email }: { email: string }) {
  const router = useRouter()
  const [currentPassword, setCurrentPassword] = useState('')
  const [pair, setPair] = useState<NewPasswordValues>({ newPassword: '', newPasswordConfirm: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)

  const show = (next: Record<string, string>, text = '') => {
    setErrors(next)
    setMessage(text)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = passwordChangeSchema.safeParse({ currentPassword, ...pair })
    if (!parsed.success) return show(fieldErrors(parsed.error))
    setErrors({})
    setMessage('')
    setBusy(true)
    try {
      await api.call(customerPasswordCall, { body: parsed.data })
      router.push('/mypage/customer/password/complete/')
    } catch (caught) {
      setBusy(false)
      const fields = apiFieldErrors(caught)
      if (Object.keys(fields).length) {
        if (fields.currentPassword) setCurrentPassword('')
        return show(fields)
      }
      show(
        {},
        apiErrorMessage(caught, '変更できませんでした。通信環境をご確認のうえ、もう一度お試しください。'),
      )
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={`${styles.form} ${styles.narrow}`}
      aria-label="パスワードの変更"
    >
      <FormAlert alertRef={alertRef} errors={errors} idOf={idOf} message={message} />
      <p>
        変更すると、この端末以外でログインしている端末はログアウトします。パスワードをお忘れの場合は、ログアウトしてから
        <Link href="/password-reregister/">パスワードの再設定</Link>をご利用ください。
      </p>
      {/* Lets password managers file the new password under the member's address. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField id={idOf('currentPassword')} label="現在のパスワード" error={errors.currentPassword}>
        {(control) => (
          <input
            {...control}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            aria-required="true"
          />
        )}
      </FormField>
      <NewPasswordFields idOf={idOf} values={pair} errors={errors} facts={OTP_PAGE_DATA} onChange={setPair} />
      <p className={styles.actions}>
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
          {busy ? '変更しています…' : 'パスワードを変更する'}
        </button>
      </p>
    </form>
  )
}
