'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { customerOtpSendCall, newEmailSchema } from '@/lib/api/calls/customer'
import { api } from '@/lib/api/client'
import { apiErrorMessage, apiFieldErrors } from '@/ui/customer/api-error-message'
import styles from '@/ui/customer/customer-form.module.css'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { FormAlert, FormField } from '@/ui/customer/FormField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'

import { MAIL_CHANGE_PATHS, mailChangeStore } from './mail-change-flow'

/** Step 1: the new address; the code goes there, so a typo shows before anything changes. */
export function MailAddressForm({ currentEmail }: { currentEmail: string }) {
  const isClient = useIsClient()
  return (
    <StartForm
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      currentEmail={currentEmail}
      flash={isClient ? peekFlash() : ''}
    />
  )
}

function StartForm({
  currentEmail,
  flash,
  hydrated,
}: {
  currentEmail: string
  flash: string
  hydrated: boolean
}) {
  const router = useRouter()
  const [newEmail, setNewEmail] = useState('')
  const [error, setError] = useState('')
  const [message, setMessage] = useState(flash)
  const [busy, setBusy] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  useEffect(() => clearFlash(), [])

  const fieldError = (text: string) => {
    setError(text)
    requestAnimationFrame(() => inputRef.current?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setMessage('')
    const parsed = newEmailSchema.safeParse({ newEmail })
    if (!parsed.success) return fieldError(fieldErrors(parsed.error).newEmail ?? '')
    setError('')
    setBusy(true)
    try {
      const { authenticateTransactionId } = await api.call(customerOtpSendCall, { body: parsed.data })
      mailChangeStore.save({
        email: parsed.data.newEmail,
        transactionId: authenticateTransactionId,
        sentAt: Date.now(),
        verified: false,
        completed: false,
      })
      router.push(MAIL_CHANGE_PATHS.code)
    } catch (caught) {
      setBusy(false)
      const field = apiFieldErrors(caught).newEmail
      if (field) return fieldError(field)
      setMessage(
        apiErrorMessage(caught, '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。'),
      )
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`${styles.form} ${styles.narrow}`}
      aria-label="メールアドレスの変更"
    >
      <UntilHydrated hydrated={hydrated}>
        <FormAlert alertRef={alertRef} message={message} />
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>現在のメールアドレス</dt>
            <dd>{currentEmail}</dd>
          </div>
        </dl>
        <p>
          新しいメールアドレスを入力してください。入力したアドレスに確認コード（6桁の数字）をお送りします。確認コードを入力すると変更が完了し、変更前のアドレスにお知らせをお送りします。
        </p>
        <FormField id="mailaddress-newEmail" label="新しいメールアドレス" error={error}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              name="newEmail"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              aria-required="true"
            />
          )}
        </FormField>
        <p className={styles.actions}>
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {busy ? '送信しています…' : '確認コードを送信する'}
          </button>
        </p>
      </UntilHydrated>
    </form>
  )
}
