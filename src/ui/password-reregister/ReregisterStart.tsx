'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import {
  passwordReregisterEmailSchema,
  passwordReregisterSendCall,
} from '@/lib/api/calls/password-reregister'
import { api } from '@/lib/api/client'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { apiErrorMessage, apiFieldErrors } from '@/ui/customer/api-error-message'
import styles from '@/ui/customer/customer-form.module.css'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { FormAlert, FormField } from '@/ui/customer/FormField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'

import { REREGISTER_PATHS, reregisterStore } from './reregister-flow'

/** Step 1: the member's address. The answer is the same for any address, so the page says no more. */
export function ReregisterStart() {
  // The flash message lives in sessionStorage: read it once in the browser.
  const isClient = useIsClient()
  return (
    <StartForm key={isClient ? 'client' : 'server'} flash={isClient ? peekFlash() : ''} hydrated={isClient} />
  )
}

function StartForm({ flash, hydrated }: { flash: string; hydrated: boolean }) {
  const router = useRouter()
  const botCheck = useBotCheck()
  const [email, setEmail] = useState(() => reregisterStore.load()?.email ?? '')
  const [error, setError] = useState('')
  const [formError, setFormError] = useState(flash)
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  useEffect(() => clearFlash(), [])

  const showFieldError = (message: string) => {
    setError(message)
    requestAnimationFrame(() => emailRef.current?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setFormError('')
    const parsed = passwordReregisterEmailSchema.safeParse({ email })
    if (!parsed.success) return showFieldError(fieldErrors(parsed.error).email ?? '')
    setError('')
    setBusy(true)
    try {
      const body = { email: parsed.data.email, botCheck: await botCheck.take() }
      const { authenticateTransactionId } = await api.call(passwordReregisterSendCall, { body })
      reregisterStore.save({
        email: parsed.data.email,
        transactionId: authenticateTransactionId,
        sentAt: Date.now(),
        verified: false,
        completed: false,
      })
      router.push(REREGISTER_PATHS.code)
    } catch (caught) {
      setBusy(false)
      botCheck.prepare()
      const field = apiFieldErrors(caught).email
      if (field) return showFieldError(field)
      setFormError(
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
      aria-label="パスワードの再設定"
    >
      <UntilHydrated hydrated={hydrated}>
        <FormAlert alertRef={alertRef} message={formError} />
        <p>
          ご登録のメールアドレスを入力してください。パスワードを再設定するための確認コード（6桁の数字）をお送りします。
        </p>
        <FormField id="reregister-email" label="メールアドレス" error={error}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-required="true"
            />
          )}
        </FormField>
        <p className={styles.hint}>
          しばらくたっても確認コードが届かない場合は、メールアドレスに誤りがないか、迷惑メールフォルダに入っていないかをご確認ください。
        </p>
        <p className={styles.actions}>
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {busy ? '送信しています…' : '確認コードを送信する'}
          </button>
        </p>
        <BotCheckNote />
      </UntilHydrated>
    </form>
  )
}
