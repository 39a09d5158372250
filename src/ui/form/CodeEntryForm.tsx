'use client'

import Link from 'next/link'
import { type FormEvent, useRef, useState } from 'react'

import { ApiClientError } from '@/lib/api/client'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { isCodeShape, normaliseCode } from '@/shop/otp/otp-rules'

import { CodeField } from './CodeField'
import { errorMessageOf } from './field-errors'
import { Form, SubmitRow, useFormErrors } from './Form'
import styles from './form.module.css'
import { resendLabel, useResendWait } from './resend-wait'

/** 410 and 423: this transaction cannot go on; the shopper starts again (a resend does not help). */
const mustRestart = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 410 || error.status === 423)

/**
 * The code step shared by password re-register and mail address change: the 6 digits from the mail (typed,
 * pasted or filled in by the phone from the SMS-style mail), a resend that shows how long to wait, and the
 * masked address so the shopper knows which mailbox to open. Every refusal is shown under the code.
 */
export function CodeEntryForm({
  idPrefix,
  maskedEmail,
  facts,
  sentAt,
  submitLabel,
  restartHref,
  onVerify,
  onResend,
}: {
  idPrefix: string
  maskedEmail: string
  facts: OtpPageData
  /** When the last code was sent (ms since epoch), for the resend countdown. */
  sentAt: number
  submitLabel: string
  restartHref: string
  onVerify: (code: string) => Promise<void>
  /** Sends a new code; resolves with the new send time. */
  onResend: () => Promise<number>
}) {
  const [code, setCode] = useState('')
  const { errors, show, clear } = useFormErrors()
  const [restart, setRestart] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [lastSent, setLastSent] = useState(sentAt)
  const wait = useResendWait(lastSent, facts.resendIntervalSeconds, facts.resendIntervalSeconds)
  const restartRef = useRef<HTMLDivElement>(null)

  const fail = (caught: unknown, fallback: string) => {
    if (mustRestart(caught)) {
      setRestart(errorMessageOf(caught, fallback))
      requestAnimationFrame(() => restartRef.current?.focus())
      return
    }
    const field = caught instanceof ApiClientError ? caught.fields?.code : undefined
    show({ code: field ?? errorMessageOf(caught, fallback) })
  }

  const verify = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setStatus('')
    if (!isCodeShape(normaliseCode(code))) {
      return show({ code: `確認コードは${facts.codeDigits}桁の数字で入力してください` })
    }
    clear()
    setBusy(true)
    try {
      await onVerify(normaliseCode(code))
    } catch (caught) {
      setBusy(false)
      fail(caught, '確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。')
    }
  }

  const resend = async () => {
    if (busy || wait > 0) return
    setBusy(true)
    clear()
    setStatus('')
    try {
      setLastSent(await onResend())
      setCode('')
      setStatus('確認コードを再送信しました。新しいコードを入力してください（前のコードは使えません）。')
    } catch (caught) {
      fail(caught, '再送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。')
    } finally {
      setBusy(false)
    }
  }

  if (restart)
    return (
      <div ref={restartRef} tabIndex={-1} role="alert" className={styles.alert}>
        <p>{restart}</p>
        <p>
          <Link href={restartHref}>最初からやり直す</Link>
        </p>
      </div>
    )

  return (
    <Form id={idPrefix} label="確認コードの入力" errors={errors} onSubmit={verify} width="narrow">
      <p>
        <strong>{maskedEmail}</strong> 宛てに{facts.codeDigits}
        桁の確認コードをお送りしました。メールに記載のコードを
        {facts.validMinutes}分以内に入力してください。
      </p>
      <CodeField
        digits={facts.codeDigits}
        value={code}
        onChange={setCode}
        description={`${facts.maxFailedAttempts}回間違えると、このお手続きは使えなくなります。`}
      />
      <SubmitRow label={submitLabel} busy={busy} />
      <div className={styles.resend}>
        <p>
          メールが届かない場合は、迷惑メールフォルダをご確認のうえ、確認コードを再送信してください（
          {facts.resendIntervalSeconds}
          秒ごと、{facts.maxSends}回まで）。
        </p>
        <button type="button" className="button-secondary" onClick={resend} disabled={busy || wait > 0}>
          {resendLabel(wait)}
        </button>
        <p role="status" className={styles.hint}>
          {status}
        </p>
      </div>
    </Form>
  )
}
