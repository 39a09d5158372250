'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { api, ApiClientError, CLIENT_ERROR_MESSAGES } from '@/lib/api/client'
import { checkoutConfirmPageCall, orderCall, orderCheckCall } from '@/lib/api/routes/order'
import type { CallResponse } from '@/lib/api/define-call'
import { CART_PATH, previousStepPath } from '@/shop/checkout/checkout-steps'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { Button } from '@/ui/Button'
import { ButtonLink } from '@/ui/ButtonLink'
import { errorMessageOf } from '@/ui/form/error-message'
import formStyles from '@/ui/form/form.module.css'
import { setCartCount } from '@/ui/shopper/cart-count-store'
import { setMember } from '@/ui/shopper/member-store'

import {
  checkoutPassword,
  clearCheckout,
  INCOMPLETE_STEP_MESSAGE,
  idempotencyKeyStore,
  loadCheckoutDraft,
  orderBody,
  prerequisitesFor,
  refusalFlash,
  saveCheckoutDraft,
  saveStepFlash,
  withoutCardToken,
  withPrefill,
  type CheckoutDraft,
  type StepFlash,
} from './checkout-draft'
import styles from './checkout.module.css'
import { formatYen } from '@/shop/pricing/format-amount'
import { LoadGate } from './LoadGate'
import { OrderReview } from './OrderReview'
import { PasswordAgain } from './PasswordAgain'
import { CheckoutProgress } from './CheckoutProgress'
import { useApiLoad } from './use-api-load'

export type ConfirmPageData = CallResponse<typeof checkoutConfirmPageCall>

export const PAYMENT_STEP_PATH = '/cart/shopping05/'
const CARD_AGAIN_MESSAGE = 'お手数ですが、カード情報をもう一度入力してください。'

/**
 * /cart/shopping/confirm/ once its data is there: loaded apart from the page (./CheckoutConfirm.tsx), because
 * the review, the order rules (zod) and the form fields are most of the page's JavaScript
 * (docs/adr/037-javascript-budget.md).
 */
export default function ConfirmGate({ data }: { data: ConfirmPageData }) {
  const router = useRouter()
  const [arrival] = useState(() => {
    const draft = withPrefill(loadCheckoutDraft(), data.prefill, data.context.isMember)
    return {
      draft,
      gate: prerequisitesFor('confirm', data, draft, checkoutPassword.get()),
      // The first key this tab got is kept, so a reload or a second click cannot order twice.
      key: idempotencyKeyStore.load() ?? data.idempotencyKey,
    }
  })
  const [password, setPassword] = useState(() => checkoutPassword.get())
  const { gate } = arrival

  useEffect(() => {
    if (gate.ok) {
      idempotencyKeyStore.save(arrival.key)
      return
    }
    if (gate.reason === 'incomplete-step')
      saveStepFlash({ path: gate.redirectTo, message: INCOMPLETE_STEP_MESSAGE, errors: {} })
    router.replace(gate.redirectTo)
  }, [gate, arrival.key, router])

  if (!gate.ok)
    return (
      <p role="status" className={styles.loading}>
        {gate.reason === 'empty-cart' ? 'カートに戻ります…' : '手続きの画面に移動します…'}
      </p>
    )
  const needsPassword = !data.context.isMember && arrival.draft.registering && password === ''
  return (
    <>
      <CheckoutProgress steps={data.steps} isMember={data.context.isMember} current="confirm" />
      {needsPassword ? (
        <PasswordAgain data={data} draft={arrival.draft} onDone={setPassword} />
      ) : (
        <ConfirmReview
          data={data}
          initialDraft={arrival.draft}
          password={password}
          initialKey={arrival.key}
        />
      )}
    </>
  )
}

type OrderAlert = { message: string; changePayment: boolean; checkCart: boolean }

function ConfirmReview({
  data,
  initialDraft,
  password,
  initialKey,
}: {
  data: ConfirmPageData
  initialDraft: CheckoutDraft
  password: string
  initialKey: string
}) {
  const router = useRouter()
  const isMember = data.context.isMember
  const [draft, setDraft] = useState(initialDraft)
  const [checkBody] = useState(() => orderBody(initialDraft, password, isMember))
  const loadReview = useCallback(
    (signal: AbortSignal) => api.call(orderCheckCall, { body: checkBody, signal }),
    [checkBody],
  )
  const { state, retry } = useApiLoad(loadReview)
  const [key, setKey] = useState<string | null>(initialKey)
  const [sending, setSending] = useState(false)
  const sendingRef = useRef(false)
  const [alert, setAlert] = useState<OrderAlert | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)

  /** Back to the step whose fields the server refused, with its messages (a refused token is dropped). */
  const goToStep = useCallback(
    (flash: StepFlash) => {
      if (flash.errors.CARD_TOKEN) saveCheckoutDraft(withoutCardToken(loadCheckoutDraft()))
      saveStepFlash(flash)
      router.replace(flash.path)
    },
    [router],
  )

  const checkRefusal = useMemo(() => (state.status === 'failed' ? refusalFlash(state.error) : null), [state])
  useEffect(() => {
    if (checkRefusal) goToStep(checkRefusal)
  }, [checkRefusal, goToStep])

  const showAlert = (next: OrderAlert) => {
    setAlert(next)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  const placeOrder = async () => {
    if (sendingRef.current) return
    // A card token is single use: after a decline the payment step asks for the card again.
    const gate = prerequisitesFor('confirm', data, draft, password)
    if (!gate.ok) {
      saveStepFlash({
        path: gate.redirectTo,
        message: gate.redirectTo === PAYMENT_STEP_PATH ? CARD_AGAIN_MESSAGE : INCOMPLETE_STEP_MESSAGE,
        errors: {},
      })
      router.push(gate.redirectTo)
      return
    }
    sendingRef.current = true
    setSending(true)
    setAlert(null)
    try {
      let idempotencyKey = key ?? idempotencyKeyStore.load()
      if (!idempotencyKey) {
        idempotencyKey = (await api.call(checkoutConfirmPageCall)).idempotencyKey
        idempotencyKeyStore.save(idempotencyKey)
        setKey(idempotencyKey)
      }
      const result = await api.call(orderCall, {
        body: { ...orderBody(draft, password, isMember), idempotencyKey },
      })
      if (result.status === 'placed') {
        clearCheckout()
        setCartCount(0)
        // A guest who registered is signed in now: the complete page's header shows whom its server render found,
        // not the guest the store holds since this tab's first page (ADR 057).
        if (!isMember) setMember(null)
        router.push(result.completePath)
        return
      }
      // Off to the provider (3-D Secure, app approval): the token is spent and the key belongs to this attempt.
      saveCheckoutDraft(withoutCardToken(draft))
      idempotencyKeyStore.clear()
      window.location.assign(result.redirectUrl)
    } catch (error) {
      sendingRef.current = false
      setSending(false)
      const flash = refusalFlash(error)
      if (flash) return goToStep(flash)
      const status = error instanceof ApiClientError ? error.status : 0
      if (status === 402 || status === 409 || status === 429) {
        // Nothing was ordered: the next attempt gets a new key, and after a decline a new card token (a
        // token is single use, spent even when declined).
        idempotencyKeyStore.clear()
        setKey(null)
        const card = draft.values.PAYMENT_METHOD === PAYMENT_METHODS.CREDIT_CARD
        if (status !== 409 && draft.values.CARD_TOKEN) {
          const next = withoutCardToken(draft)
          setDraft(next)
          saveCheckoutDraft(next)
        }
        return showAlert({
          message: errorMessageOf(error, CLIENT_ERROR_MESSAGES.failed),
          changePayment: status === 402 || (status === 429 && card),
          checkCart: status === 409,
        })
      }
      // No answer or a server error: the order may exist, so the same key is sent again on retry.
      showAlert({
        message: errorMessageOf(error, CLIENT_ERROR_MESSAGES.failed),
        changePayment: false,
        checkCart: false,
      })
    }
  }

  return (
    <div className={styles.confirm}>
      <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? formStyles.alert : undefined}>
        {alert ? (
          <>
            <p>{alert.message}</p>
            {alert.changePayment ? (
              <p>
                別のカードやお支払い方法でご注文いただけます。
                <ButtonLink href={PAYMENT_STEP_PATH} variant="secondary" size="s">
                  お支払い方法を変更する
                </ButtonLink>
              </p>
            ) : null}
            {alert.checkCart ? (
              <p>
                <ButtonLink href={CART_PATH} variant="secondary" size="s">
                  カートを確認する
                </ButtonLink>
              </p>
            ) : null}
          </>
        ) : null}
      </div>

      {state.status === 'loading' ? (
        <LoadGate state={state} retry={retry} loadingLabel="ご注文内容を確認しています">
          {() => null}
        </LoadGate>
      ) : null}
      {state.status === 'failed' ? (
        checkRefusal ? (
          <p role="status" className={styles.loading}>
            入力内容をご確認いただくため、入力画面に移動します…
          </p>
        ) : (
          <LoadGate
            state={state}
            retry={retry}
            emptyCartGoesToCart={false}
            failedMessage="ご注文内容を確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。"
            renderFailure={(error) =>
              error instanceof ApiClientError && error.status === 409 ? (
                <div className={formStyles.alert} role="alert">
                  <p>{error.message}</p>
                  <p>
                    <ButtonLink href={CART_PATH} variant="secondary" size="s">
                      カートを確認する
                    </ButtonLink>
                  </p>
                </div>
              ) : null
            }
          >
            {() => null}
          </LoadGate>
        )
      ) : null}
      {state.status === 'ready' ? (
        <>
          <OrderReview review={state.data} />
          <section className={styles.placeOrder} aria-labelledby="checkout-place-order-title">
            <h2 id="checkout-place-order-title" className={styles.sectionTitle}>
              ご注文の確定
            </h2>
            <p className={styles.amountDueLine}>
              お支払い金額（税込）
              <strong>{formatYen(state.data.amountDue)}</strong>
            </p>
            <p className={styles.note}>
              上記のご注文内容、特定商取引法に基づく表示と返品についてをご確認のうえ、「注文を確定する」を押してください。ボタンを押すとご注文が確定します。
            </p>
            <div className={styles.placeOrderActions}>
              <Button size="l" onPress={placeOrder} isDisabled={sending} aria-busy={sending || undefined}>
                注文を確定する
              </Button>
              <ButtonLink href={previousStepPath('confirm', { isMember })} variant="secondary">
                戻る
              </ButtonLink>
            </div>
            <p role="status" className={styles.busy}>
              {sending ? 'ご注文を送信しています。画面を閉じずにお待ちください…' : ''}
            </p>
          </section>
        </>
      ) : null}
    </div>
  )
}
