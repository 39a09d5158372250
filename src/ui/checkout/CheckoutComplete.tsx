'use client'

import { useCallback, useEffect } from 'react'

import { api, ApiClientError } from '@/lib/api/client'
import { orderCompletePageCall } from '@/lib/api/routes/order'
import type { CallResponse } from '@/lib/api/define-call'
import { ButtonLink } from '@/ui/ButtonLink'
import { PageTitle } from '@/ui/content/PageTitle'
import formStyles from '@/ui/form/form.module.css'

import { clearCheckout } from './checkout-draft'
import styles from './checkout.module.css'
import { formatYen } from '@/shop/pricing/format-amount'
import { TAX_BREAKDOWN_HEADING } from '@/shop/pricing/tax-breakdown'
import { LoadGate } from './LoadGate'
import { OrderLines } from './OrderReview'
import { useApiLoad } from './use-api-load'

type CompleteData = CallResponse<typeof orderCompletePageCall>

export const COMPLETE_TITLE = 'ご注文ありがとうございました'
export const NOT_FOUND_TITLE = 'ご注文が見つかりませんでした'

/** /cart/shopping/complete/?orderNumber=…: the order just placed (only its own shopper may see it). */
export function CheckoutComplete({
  orderNumber,
  isMember,
  completeCall = orderCompletePageCall,
}: {
  orderNumber: string | null
  isMember: boolean
  /** The page-data call of this kind of order (a campaign's one-page order has its own). */
  completeCall?: typeof orderCompletePageCall
}) {
  if (!orderNumber)
    return (
      <>
        <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
        <NotFound />
      </>
    )
  return <Complete orderNumber={orderNumber} isMember={isMember} completeCall={completeCall} />
}

function NotFound() {
  return (
    <div className={styles.complete}>
      <p>
        ご注文の情報を表示できませんでした。ご注文番号をご確認ください。ご注文の内容は、ご注文確認メールでもご確認いただけます。
      </p>
      <div className={formStyles.actions}>
        <ButtonLink href="/">トップページへ</ButtonLink>
      </div>
    </div>
  )
}

function Complete({
  orderNumber,
  isMember,
  completeCall,
}: {
  orderNumber: string
  isMember: boolean
  completeCall: typeof orderCompletePageCall
}) {
  const load = useCallback(
    (signal: AbortSignal) => api.call(completeCall, { query: { orderNumber }, signal }),
    [orderNumber, completeCall],
  )
  const { state, retry } = useApiLoad(load)
  const ready = state.status === 'ready'
  const notFound =
    state.status === 'failed' && state.error instanceof ApiClientError && state.error.status === 404

  // The order is placed: nothing of the checkout stays in the tab.
  useEffect(() => {
    if (ready) clearCheckout()
  }, [ready])

  return (
    <>
      <PageTitle>{ready ? COMPLETE_TITLE : notFound ? NOT_FOUND_TITLE : 'ご注文完了'}</PageTitle>
      <LoadGate
        state={state}
        retry={retry}
        emptyCartGoesToCart={false}
        loadingLabel="ご注文内容を読み込んでいます"
        failedMessage="ご注文の情報を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。"
        renderFailure={() => (notFound ? <NotFound /> : null)}
      >
        {(data) => <CompleteBody data={data} isMember={isMember || data.registered} />}
      </LoadGate>
    </>
  )
}

function CompleteBody({ data, isMember }: { data: CompleteData; isMember: boolean }) {
  return (
    <div className={styles.complete}>
      <p className={styles.lead}>ご注文を承りました。</p>
      <dl className={styles.rows}>
        <div>
          <dt>ご注文番号</dt>
          <dd className={styles.orderNumber}>{data.orderNumber}</dd>
        </div>
        <div>
          <dt>ご注文日時</dt>
          <dd>{data.placedAt}</dd>
        </div>
        <div>
          <dt>お支払い方法</dt>
          <dd>{data.paymentLabel}</dd>
        </div>
        <div>
          <dt>お支払い金額（税込）</dt>
          <dd>{formatYen(data.amountDue)}</dd>
        </div>
        <div>
          <dt>ご注文の状況</dt>
          <dd>{data.statusLabel}</dd>
        </div>
      </dl>
      <p className={styles.notice}>
        {`ご注文確認メールを送信しました（送信先：${data.maskedEmail}）。`}
        メールが届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
      {data.registered ? (
        <p className={styles.notice}>
          会員登録が完了しました。ログインした状態になっています。次回からはメールアドレスとパスワードでログインできます。
        </p>
      ) : null}

      <section className={styles.reviewBlock} aria-labelledby="complete-lines-title">
        <h2 id="complete-lines-title" className={styles.sectionTitle}>
          ご注文商品
        </h2>
        <OrderLines lines={data.lines} caption="ご注文商品の一覧" />
        {data.taxByRate.length ? (
          <>
            <h3 className={styles.subTitle}>{TAX_BREAKDOWN_HEADING}</h3>
            <ul className={styles.byRate} aria-label="税率ごとの内訳">
              {data.taxByRate.map((r) => (
                <li key={r.rate}>{r.text}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {data.nextSteps.length ? (
        <section className={styles.reviewBlock} aria-labelledby="complete-next-title">
          <h2 id="complete-next-title" className={styles.sectionTitle}>
            今後の流れ
          </h2>
          <ul className={styles.nextSteps}>
            {data.nextSteps.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={formStyles.actions}>
        <ButtonLink href="/">トップページへ</ButtonLink>
        {isMember ? (
          <ButtonLink href="/mypage/order-history/" variant="secondary">
            ご注文履歴を見る
          </ButtonLink>
        ) : null}
      </div>
    </div>
  )
}
