'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { paymentChangeCall } from '@/lib/api/routes/course-changes'

import { PAYMENT_CHANGE_PATHS, paymentDraftStore } from './payment-change-flow'

/**
 * Back from the card company's 3-D Secure page: the shop asks the provider for the outcome (with this browser's
 * session and ticket) and goes on to the complete page or the error page.
 */
export function PaymentTdsCallback({
  regularOrderNumber,
  reference,
}: {
  regularOrderNumber: string
  reference: string
}) {
  const router = useRouter()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    api
      .call(paymentChangeCall, { body: { regularOrderNumber, threeDSecureReference: reference } })
      .then((answer) => {
        if (answer.status !== 'changed') throw new Error('unexpected answer')
        paymentDraftStore.save({
          regularOrderNumber,
          paymentMethod: '2',
          cardChoice: '',
          cardToken: '',
          cardBrand: '',
          cardLast4: '',
          doneLabel: answer.methodLabel,
        })
        router.replace(PAYMENT_CHANGE_PATHS.complete(regularOrderNumber))
      })
      .catch((error: unknown) => {
        const code =
          error instanceof ApiClientError && error.status === 402
            ? 'authentication_failed'
            : error instanceof ApiClientError && error.status === 410
              ? 'cancelled'
              : 'unknown'
        router.replace(PAYMENT_CHANGE_PATHS.tdsError(code, regularOrderNumber))
      })
  }, [regularOrderNumber, reference, router])
  return <p role="status">カードの確認結果を確かめています…</p>
}
