'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { api, ApiClientError } from '@/lib/api/client'
import { campaignOrderCall } from '@/lib/api/routes/campaign-order'
import { campaignConfirmPageCall, campaignFraudLogCall } from '@/lib/api/routes/campaign-shopping'
import { campaignOrderPath } from '@/shop/campaigns/campaign-kinds'
import { formatYen } from '@/shop/pricing/format-amount'
import { collectFraudSignals } from '@/ui/checkout/fraud-signals'
import { OrderReview } from '@/ui/checkout/OrderReview'
import { ConfirmList } from '@/ui/form/ConfirmList'
import formStyles from '@/ui/form/form.module.css'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  clearOrderDraft,
  loadOrderDraft,
  saveOrderDraft,
  type CampaignOrderTarget,
} from './campaign-order-draft'
import styles from './campaign-order.module.css'

/**
 * The confirm page of the campaign's one-page order: the checked content (lines at the campaign's price, the
 * amounts and the 特定商取引法 items), what was entered, and 「注文を確定する」 with the page's idempotency key.
 */
export function CampaignOrderConfirm({ target }: { target: CampaignOrderTarget }) {
  const router = useRouter()
  const isClient = useIsClient()
  const draft = isClient ? loadOrderDraft(target) : null
  const [state, setState] = useState<'idle' | 'sending' | 'failure'>('idle')
  const [message, setMessage] = useState('')
  const [startedAt] = useState(() => Date.now())

  useEffect(() => {
    // Without checked entries (a bookmark, another tab, a changed form) the form comes first.
    if (isClient && !draft?.review) router.replace(campaignOrderPath(target))
  }, [isClient, draft, router, target])

  useEffect(() => {
    // The page's own key, kept across reloads: a double submit or a retry after a lost answer is one order.
    if (!draft?.review || draft.idempotencyKey) return
    const controller = new AbortController()
    api
      .call(campaignConfirmPageCall, { signal: controller.signal })
      .then((page) => saveOrderDraft({ ...draft, idempotencyKey: page.idempotencyKey }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [draft])

  if (!draft?.review) return <p role="status">読み込み中…</p>
  const { review } = draft

  const send = async () => {
    const current = loadOrderDraft(target)
    if (!current?.idempotencyKey) {
      setState('failure')
      setMessage('ご注文の準備ができていません。少し待ってから、もう一度「注文を確定する」を押してください。')
      return
    }
    setState('sending')
    void api
      .call(campaignFraudLogCall, {
        body: { page: 'campaign-confirm', signals: collectFraudSignals(startedAt) },
      })
      .catch(() => undefined)
    try {
      const answer = await api.call(campaignOrderCall, {
        body: { kind: 'shopping', form: { ...current.values, idempotencyKey: current.idempotencyKey } },
      })
      if (answer.status === 'redirect') return window.location.assign(answer.redirectUrl)
      if (answer.status === 'placed') {
        clearOrderDraft()
        router.push(answer.completePath)
      }
    } catch (error) {
      setState('failure')
      // A declined card's token is spent: the next try asks for the card again.
      if (error instanceof ApiClientError && error.status === 402)
        saveOrderDraft({
          ...current,
          values: { ...current.values, CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' },
          review: null,
        })
      setMessage(
        error instanceof ApiClientError && error.message
          ? error.message
          : 'ご注文を確定できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
    }
  }

  return (
    <div>
      <p>ご注文内容をご確認のうえ、「注文を確定する」を押してください。</p>
      <OrderReview review={review} />
      {review.entered.map((block) => (
        <section key={block.id} className={styles.section} aria-labelledby={`entered-${block.id}`}>
          <h2 id={`entered-${block.id}`}>{block.heading}</h2>
          <ConfirmList rows={block.rows.map((r) => [r.label, r.value] as const)} />
        </section>
      ))}
      <p className={styles.total}>お支払い金額 {formatYen(review.amountDue)}（税込）</p>
      {state === 'failure' ? (
        <p role="alert" className={formStyles.error}>
          {message}
        </p>
      ) : null}
      <p className={formStyles.actions}>
        <button
          type="button"
          className="button-secondary"
          onClick={() => router.push(campaignOrderPath(target))}
        >
          入力内容を修正する
        </button>
        <button type="button" className="button-primary" onClick={send} disabled={state === 'sending'}>
          {state === 'sending' ? '送信中…' : '注文を確定する'}
        </button>
      </p>
    </div>
  )
}
