'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { entryOtpSendCall, entryOtpVerifyCall } from '@/lib/api/calls/entry'
import { ApiClientError, api } from '@/lib/api/client'
import { maskEmail } from '@/shop/customer/mask-email'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { useDraft } from '@/ui/form/use-draft'

import { EMPTY_ENTRY_DRAFT, entryDraftStore, entrySentAtStore } from './entry-draft'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import { EntryMissing } from './EntryMissing'
import styles from './entry.module.css'

const RESEND_INTERVAL_SECONDS = 60

function secondsUntilResend(variant: EntryVariantKey): number {
  const sentAt = entrySentAtStore(variant).load() ?? 0
  return Math.max(0, Math.ceil((sentAt + RESEND_INTERVAL_SECONDS * 1000 - Date.now()) / 1000))
}

/** The code step: the 6 digits from the mail, with a resend that respects the server's interval. */
export function EntryCodeStep({ variant: variantKey }: { variant: EntryVariantKey }) {
  const variant = ENTRY_VARIANTS[variantKey]
  const draft = useDraft(entryDraftStore(variantKey), EMPTY_ENTRY_DRAFT)
  const router = useRouter()
  const botCheck = useBotCheck()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [wait, setWait] = useState(RESEND_INTERVAL_SECONDS)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const tick = () => setWait(secondsUntilResend(variantKey))
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [variantKey])

  if (!draft) return null
  const transactionId = draft.authenticateTransactionId
  if (!transactionId)
    return (
      <EntryMissing
        inputPath={variant.paths.input}
        reason="確認コードの送信が済んでいません。最初からお手続きください。"
      />
    )

  const verify = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    if (!/^\s*[0-9０-９]{6}\s*$/.test(code)) {
      setError('確認コードは6桁の数字で入力してください')
      inputRef.current?.focus()
      return
    }
    setBusy(true)
    setError('')
    try {
      await api.call(entryOtpVerifyCall, {
        body: { authenticateTransactionId: transactionId, code, entryType: variant.entryType },
      })
      router.push(variant.paths.verify)
    } catch (err) {
      setBusy(false)
      setError(
        err instanceof ApiClientError
          ? (err.fields?.code ?? err.message)
          : '確認できませんでした。もう一度お試しください。',
      )
      inputRef.current?.focus()
    }
  }

  const resend = async () => {
    if (busy || wait > 0) return
    setBusy(true)
    setError('')
    setStatus('')
    try {
      await api.call(entryOtpSendCall, {
        body: {
          email1: draft.values.email1,
          entryType: variant.entryType,
          ...(variant.entryType === 'kankeisha' ? { invitationCode: draft.values.invitationCode } : {}),
          authenticateTransactionId: transactionId,
          botCheck: await botCheck.take(),
        },
      })
      entrySentAtStore(variantKey).save(Date.now())
      setWait(RESEND_INTERVAL_SECONDS)
      setStatus('確認コードを再送信しました。新しいコードを入力してください（前のコードは使えません）。')
    } catch (err) {
      botCheck.prepare()
      setError(err instanceof Error ? err.message : '再送信できませんでした。')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={verify} className={styles.form} aria-label="確認コードの入力">
      <p>
        <strong>{maskEmail(draft.values.email1)}</strong>{' '}
        宛てに6桁の確認コードをお送りしました。メールに記載のコードを10分以内に入力してください。
      </p>
      <div className={styles.field}>
        <label htmlFor="entry-code">確認コード（6桁）</label>
        <input
          ref={inputRef}
          id="entry-code"
          name="code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'entry-code-error' : 'entry-code-hint'}
        />
        <p id="entry-code-hint" className={styles.hint}>
          5回間違えると、このお手続きは使えなくなります。
        </p>
        {error ? (
          <p id="entry-code-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className={styles.actions}>
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
          確認して登録する
        </button>
      </p>
      <div className={styles.resend}>
        <p>メールが届かない場合は、迷惑メールフォルダをご確認のうえ、再送信してください。</p>
        <button type="button" className="button-secondary" onClick={resend} disabled={busy || wait > 0}>
          {wait > 0 ? `確認コードを再送信（あと${wait}秒）` : '確認コードを再送信'}
        </button>
        <p role="status" className={styles.hint}>
          {status}
        </p>
      </div>
    </form>
  )
}
