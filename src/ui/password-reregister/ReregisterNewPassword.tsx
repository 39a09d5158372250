'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { passwordReregisterCall } from '@/lib/api/routes/password-reregister'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { newPasswordPairSchema } from '@/shop/customer/password-inputs'
import { FlowGuard } from '@/ui/customer/FlowGuard'
import type { FlowState } from '@/ui/customer/flow-store'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NewPasswordFields, type NewPasswordValues } from '@/ui/form/NewPasswordFields'

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

const FIELDS = ['newPassword', 'newPasswordConfirm'] as const

function NewPasswordStep({ state, facts }: { state: FlowState; facts: OtpPageData }) {
  const router = useRouter()
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', newPasswordConfirm: '' })
  const { errors, show, clear } = useFormErrors()
  const [restart, setRestart] = useState(false)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = newPasswordPairSchema.safeParse(values)
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setBusy(true)
    try {
      await api.call(passwordReregisterCall, {
        body: { authenticateTransactionId: state.transactionId, ...parsed.data },
      })
      reregisterStore.save({ ...state, transactionId: '', completed: true })
      router.push(REREGISTER_PATHS.complete)
    } catch (caught) {
      setBusy(false)
      const next = formErrorsOf(
        caught,
        FIELDS,
        '設定できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      if (!Object.keys(next.fields).length && caught instanceof ApiClientError && caught.status === 410) {
        reregisterStore.clear()
        setRestart(true)
      }
      show(next.fields, next.message)
    }
  }

  return (
    <Form
      id="reregister"
      label="新しいパスワードの設定"
      errors={errors}
      onSubmit={onSubmit}
      width="narrow"
      summary
    >
      {restart ? (
        <p>
          <Link href={REREGISTER_PATHS.start}>最初からやり直す</Link>
        </p>
      ) : (
        <>
          <p>新しいパスワードを入力してください。設定すると、すべての端末でログアウトします。</p>
          {/* Lets password managers file the new password under the member's address. */}
          <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
          <NewPasswordFields
            values={values}
            minLength={facts.passwordMinLength}
            maxLength={facts.passwordMaxLength}
            onChange={setValues}
          />
          <SubmitRow label="パスワードを設定する" busy={busy} busyLabel="設定しています…" />
        </>
      )}
    </Form>
  )
}
