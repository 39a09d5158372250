'use client'

import { useCallback, useEffect } from 'react'

import { api } from '@/lib/api/client'
import { campaignTdsErrorCall } from '@/lib/api/routes/campaign-shopping'
import { campaignOrderPath } from '@/shop/campaigns/campaign-kinds'
import { ButtonLink } from '@/ui/ButtonLink'
import { LoadGate } from '@/ui/checkout/LoadGate'
import { useApiLoad } from '@/ui/checkout/use-api-load'
import { PageTitle } from '@/ui/content/PageTitle'
import formStyles from '@/ui/form/form.module.css'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { loadOrderDraft, saveOrderDraft } from './campaign-order-draft'

const FALLBACK = {
  title: 'お支払い手続きを完了できませんでした',
  message:
    'お支払いの手続きが完了しなかったため、ご注文は確定していません。お手数ですが、キャンペーンのご注文ページからやり直してください。',
}

/**
 * Why the campaign order's payment did not complete, and the way back to its form (the draft knows which). The
 * attempt's card token and idempotency key are spent.
 */
export function CampaignPaymentError({ code }: { code: string | null }) {
  const load = useCallback(
    (signal: AbortSignal) => api.call(campaignTdsErrorCall, { query: code ? { code } : {}, signal }),
    [code],
  )
  const { state, retry } = useApiLoad(load)
  const draft = useIsClient() ? loadOrderDraft() : null
  const back = draft ? campaignOrderPath(draft.target) : '/'

  useEffect(() => {
    const spent = loadOrderDraft()
    if (!spent?.values.CARD_TOKEN && !spent?.idempotencyKey) return
    saveOrderDraft({
      ...spent,
      values: { ...spent.values, CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' },
      review: null,
      idempotencyKey: null,
    })
  }, [])

  const title =
    state.status === 'ready'
      ? state.data.title
      : state.status === 'failed'
        ? FALLBACK.title
        : 'お支払い手続きの確認'
  const body = (message: string) => (
    <>
      <p>{message}</p>
      <div className={formStyles.actions}>
        <ButtonLink href={back}>{back === '/' ? 'トップページへ' : 'ご注文ページへ戻る'}</ButtonLink>
      </div>
    </>
  )
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <LoadGate
        state={state}
        retry={retry}
        emptyCartGoesToCart={false}
        loadingLabel="お支払いの結果を確認しています"
        renderFailure={() => body(FALLBACK.message)}
      >
        {(data) => body(data.message)}
      </LoadGate>
    </>
  )
}
