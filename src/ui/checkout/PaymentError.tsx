'use client'

import { useCallback, useEffect } from 'react'

import { api } from '@/lib/api/client'
import { tdsErrorCall } from '@/lib/api/routes/order'
import { ButtonLink } from '@/ui/ButtonLink'
import { PageTitle } from '@/ui/content/PageTitle'
import formStyles from '@/ui/form/form.module.css'

import { idempotencyKeyStore, loadCheckoutDraft, saveCheckoutDraft, withoutCardToken } from './checkout-draft'
import styles from './checkout.module.css'
import { LoadGate } from './LoadGate'
import { useApiLoad } from './use-api-load'

export const RETRY_PAYMENT_LABEL = 'お支払い方法の選択へ'
const FALLBACK = {
  title: 'お支払い手続きを完了できませんでした',
  message:
    'お支払いの手続きが完了しなかったため、ご注文は確定していません。お手数ですが、お支払い方法の選択からやり直してください。',
  retryPath: '/cart/shopping05/',
}

/**
 * Why a payment at the provider did not complete (3-D Secure failed or cancelled, an app payment refused):
 * tds-error's title and message, and the way back to the payment step. The card token of that attempt is
 * spent, so it leaves the draft.
 */
export function PaymentError({ code }: { code: string | null }) {
  const load = useCallback(
    (signal: AbortSignal) => api.call(tdsErrorCall, { query: code ? { code } : {}, signal }),
    [code],
  )
  const { state, retry } = useApiLoad(load)

  useEffect(() => {
    const draft = loadCheckoutDraft()
    if (draft.values.CARD_TOKEN) saveCheckoutDraft(withoutCardToken(draft))
    idempotencyKeyStore.clear()
  }, [])

  const title =
    state.status === 'ready'
      ? state.data.title
      : state.status === 'failed'
        ? FALLBACK.title
        : 'お支払い手続きの確認'
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <LoadGate
        state={state}
        retry={retry}
        emptyCartGoesToCart={false}
        loadingLabel="お支払いの結果を確認しています"
        renderFailure={() => <ErrorBody message={FALLBACK.message} retryPath={FALLBACK.retryPath} />}
      >
        {(data) => <ErrorBody message={data.message} retryPath={data.retryPath || FALLBACK.retryPath} />}
      </LoadGate>
    </>
  )
}

function ErrorBody({ message, retryPath }: { message: string; retryPath: string }) {
  return (
    <div className={styles.complete}>
      <p className={styles.warning}>{message}</p>
      <div className={formStyles.actions}>
        <ButtonLink href={retryPath}>{RETRY_PAYMENT_LABEL}</ButtonLink>
        <ButtonLink href="/cart/" variant="secondary">
          カートに戻る
        </ButtonLink>
      </div>
    </div>
  )
}
