'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { orderCancelCall } from '@/lib/api/routes/order-cancel'
import { errorMessageOf } from '@/ui/form/error-message'
import styles from '@/ui/form/form.module.css'

/** The confirm step's button: POST order/cancel, then the complete page; a refusal is shown and focused. */
export function OrderCancelButton({
  orderNumber,
  backHref,
  completeHref,
}: {
  orderNumber: string
  backHref: string
  completeHref: string
}) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [message, setMessage] = useState('')
  const alertRef = useRef<HTMLDivElement>(null)

  const cancel = async () => {
    setState('sending')
    try {
      await api.call(orderCancelCall, { body: { orderNumber } })
      router.push(completeHref)
    } catch (caught) {
      setState('failed')
      setMessage(
        errorMessageOf(
          caught,
          'キャンセルできませんでした。通信環境をご確認のうえ、もう一度お試しください。',
        ),
      )
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  return (
    <div className={styles.form}>
      <div ref={alertRef} tabIndex={-1} role="alert" className={message ? styles.alert : undefined}>
        {message}
      </div>
      <p className={styles.actions}>
        <Link href={backHref} className="button-secondary">
          戻る
        </Link>
        <button
          type="button"
          className="button-primary"
          onClick={cancel}
          disabled={state === 'sending'}
          aria-busy={state === 'sending'}
        >
          {state === 'sending' ? 'キャンセルしています…' : 'ご注文をキャンセルする'}
        </button>
      </p>
    </div>
  )
}
