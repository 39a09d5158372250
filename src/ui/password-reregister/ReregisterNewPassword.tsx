'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useRef, useState } from 'react'

import { passwordReregisterCall } from '@/lib/api/calls/password-reregister'
import { ApiClientError, api } from '@/lib/api/client'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { newPasswordPairSchema } from '@/shop/customer/password-inputs'
import { apiErrorMessage, apiFieldErrors } from '@/ui/customer/api-error-message'
import styles from '@/ui/customer/customer-form.module.css'
import { FlowGuard } from '@/ui/customer/FlowGuard'
import type { FlowState } from '@/ui/customer/flow-store'
import { FormAlert } from '@/ui/customer/FormField'
import { NewPasswordFields, type NewPasswordValues } from '@/ui/customer/NewPasswordFields'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'

import { REREGISTER_PATHS, reregisterStore } from './reregister-flow'

/** Step 3: the new password, once the code was verified. */
export function ReregisterNewPassword({ facts }: { facts: OtpPageData }) {
  return (
    <FlowGuard
      store={reregisterStore}
      ready={(s) => s.verified && !s.completed && s.transactionId !== ''}
      startPath={REREGISTER_PATHS.start}
    >
      {(state) => <NewPasswordStep state={state} facts={facts} />}
    </FlowGuard>
  )
}

const idOf = (field: string) => `reregister-${field}`

function NewPasswordStep({ state, facts }: { state: FlowState; facts: OtpPageData }) {
  const router = useRouter()
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', newPasswordConfirm: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [restart, setRestart] = useState(false)
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)

  const showErrors = (next: Record<string, string>, text = '') => {
    setErrors(next)
    setMessage(text)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = newPasswordPairSchema.safeParse(values)
    if (!parsed.success) return showErrors(fieldErrors(parsed.error))
    setErrors({})
    setBusy(true)
    try {
      await api.call(passwordReregisterCall, {
        body: { authenticateTransactionId: state.transactionId, ...parsed.data },
      })
      reregisterStore.save({ ...state, transactionId: '', completed: true })
      router.push(REREGISTER_PATHS.complete)
    } catch (caught) {
      setBusy(false)
      const fields = apiFieldErrors(caught)
      if (fields.newPassword || fields.newPasswordConfirm) return showErrors(fields)
      if (caught instanceof ApiClientError && caught.status === 410) {
        reregisterStore.clear()
        setRestart(true)
      }
      showErrors(
        {},
        apiErrorMessage(caught, '設定できませんでした。通信環境をご確認のうえ、もう一度お試しください。'),
      )
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={`${styles.form} ${styles.narrow}`}
      aria-label="新しいパスワードの設定"
    >
      <FormAlert alertRef={alertRef} errors={errors} idOf={idOf} message={message} />
      {restart ? (
        <p>
          <Link href={REREGISTER_PATHS.start}>最初からやり直す</Link>
        </p>
      ) : (
        <>
          <p>新しいパスワードを入力してください。設定すると、すべての端末でログアウトします。</p>
          {/* Lets password managers file the new password under the member's address. */}
          <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
          <NewPasswordFields idOf={idOf} values={values} errors={errors} facts={facts} onChange={setValues} />
          <p className={styles.actions}>
            <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
              {busy ? '設定しています…' : 'パスワードを設定する'}
            </button>
          </p>
        </>
      )}
    </form>
  )
}
