'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { regularCancelCall, regularDateChangeCall } from '@/lib/api/routes/regular'
import { errorMessageOf } from '@/ui/form/error-message'
import styles from '@/ui/form/form.module.css'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

type Action =
  | {
      kind: 'date-change'
      regularOrderNumber: string
      regularOrderDetailSequenceNumber: number
      deliveryDate: string
    }
  | { kind: 'cancel'; regularOrderNumber: string; productCode: string }

const FALLBACK = 'お手続きを完了できませんでした。通信環境をご確認のうえ、もう一度お試しください。'

/** The confirm page's buttons: back, and the one that makes the change, then goes to its complete page. */
export function ChangeSubmit({
  action,
  label,
  backHref,
}: {
  action: Action
  label: string
  backHref: string
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const alertRef = useRef<HTMLDivElement>(null)

  const submit = async () => {
    setBusy(true)
    setMessage('')
    try {
      const number = `regularOrderNumber=${encodeURIComponent(action.regularOrderNumber)}`
      if (action.kind === 'date-change') {
        const { kind: _kind, ...body } = action
        const done = await api.call(regularDateChangeCall, { body })
        router.push(
          `/mypage/regular-delivery-date-change/request-complete/?${number}&deliveryDate=${done.newDate}`,
        )
      } else {
        const { kind: _kind, ...body } = action
        const done = await api.call(regularCancelCall, { body })
        setMember(memberSummaryOf(done.state))
        router.push(`/mypage/regular-cancel/${done.outcome}/?${number}`)
      }
    } catch (caught) {
      setBusy(false)
      setMessage(errorMessageOf(caught, FALLBACK))
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  return (
    <>
      <div ref={alertRef} tabIndex={-1} role="alert" className={message ? styles.alert : undefined}>
        {message}
      </div>
      <p className={styles.actions}>
        <Link href={backHref} className="button-secondary">
          戻る
        </Link>
        <button type="button" className="button-primary" onClick={submit} disabled={busy} aria-busy={busy}>
          {busy ? '手続きしています…' : label}
        </button>
      </p>
    </>
  )
}
