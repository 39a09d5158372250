'use client'

import { useEffect, useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { orderFraudLogCall } from '@/lib/api/routes/order'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { Checkbox } from '@/ui/form/Checkbox'
import { RadioGroup } from '@/ui/form/RadioGroup'

import { CardFields, cardControl, type CardPart } from './CardFields'
import { createCardToken, CardTokenError, preloadCardTokenScript, type CardDetails } from './card-token'
import { withoutCardToken, type CheckoutDraft } from './checkout-draft'
import styles from './checkout.module.css'
import { collectFraudSignals } from './fraud-signals'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const EMPTY_CARD: CardDetails = { number: '', expMonth: '', expYear: '', cvc: '', holderName: '' }

/**
 * Step shopping05: PAYMENT_METHOD from the page data. A credit card is either the member's saved card
 * (LAST_USED_CARD '1') or a new one, whose details go from these inputs (which have no `name`, so no form ever
 * submits them) to the card-token service's script; only the token, brand and last four enter the draft.
 */
export function PaymentStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping05', data, initial)
  const { draft, change } = step
  const values = draft.values
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD)
  const startedAt = useRef(0)
  const fraudLogged = useRef(false)
  // A second press while the token is being made would spend another token.
  const tokenising = useRef(false)
  const { context, savedCard, cardTokenScriptUrl } = data

  const isCard = values.PAYMENT_METHOD === PAYMENT_METHODS.CREDIT_CARD
  const canUseSaved = context.isMember && context.hasSavedCard && savedCard !== null
  const useSaved = isCard && canUseSaved && values.LAST_USED_CARD === '1'
  const newCard = isCard && !useSaved
  const hasToken = values.CARD_TOKEN !== ''
  const maySave = context.isMember || draft.registering

  useEffect(() => {
    startedAt.current = performance.now()
  }, [])
  useEffect(() => {
    if (newCard && !hasToken) preloadCardTokenScript(cardTokenScriptUrl)
  }, [newCard, hasToken, cardTokenScriptUrl])

  /** Fraud-detection signals, once per page: device and visit features only. */
  const logFraudSignals = () => {
    if (fraudLogged.current) return
    fraudLogged.current = true
    api
      .call(orderFraudLogCall, {
        body: { page: 'shopping05', signals: collectFraudSignals(startedAt.current) },
      })
      .catch(() => undefined)
  }

  const setCardField = (field: keyof CardDetails, part: CardPart, value: string) => {
    step.dismiss([cardControl(part)])
    setCard((c) => ({ ...c, [field]: value }))
  }

  const onSubmit = async () => {
    logFraudSignals()
    let next: CheckoutDraft = draft
    if (!isCard)
      next = withoutCardToken({
        ...draft,
        values: { ...values, LAST_USED_CARD: '0', WANT_SAVE_CREDIT_CARD: false },
      })
    else if (useSaved)
      next = withoutCardToken({ ...draft, values: { ...values, WANT_SAVE_CREDIT_CARD: false } })
    else {
      next = { ...draft, values: { ...values, LAST_USED_CARD: '0' } }
      if (!maySave) next = { ...next, values: { ...next.values, WANT_SAVE_CREDIT_CARD: false } }
      if (!hasToken) {
        if (tokenising.current) return
        tokenising.current = true
        step.setBusy(true)
        try {
          const result = await createCardToken(cardTokenScriptUrl, card)
          setCard(EMPTY_CARD)
          next = {
            ...next,
            values: {
              ...next.values,
              CARD_TOKEN: result.token,
              CARD_BRAND: result.brand,
              CARD_LAST4: result.last4,
            },
          }
        } catch (error) {
          tokenising.current = false
          step.setBusy(false)
          if (error instanceof CardTokenError && error.field)
            return step.show({ [cardControl(error.field)]: error.message })
          return step.show(
            {},
            error instanceof Error && error.message ? error.message : 'カード情報を確認できませんでした。',
          )
        }
        tokenising.current = false
        step.setBusy(false)
      }
    }
    step.complete(next, '')
  }

  const methods = data.paymentMethods.map((m) => {
    const codUnavailable =
      m.value === PAYMENT_METHODS.CASH_ON_DELIVERY && context.cashOnDeliveryAvailable === false
    return {
      value: m.value,
      label: m.label || PAYMENT_METHOD_LABELS[m.value as keyof typeof PAYMENT_METHOD_LABELS] || m.value,
      description: codUnavailable
        ? 'ご注文金額が代金引換でお取り扱いできる上限を超えているため、選択できません。'
        : m.description,
      disabled: codUnavailable,
    }
  })

  return (
    <StepForm
      stepId="shopping05"
      isMember={context.isMember}
      errors={step.errors}
      toConfirm={step.toConfirm}
      busy={step.busy}
      busyLabel="カード情報を確認しています…"
      onSubmit={onSubmit}
    >
      <RadioGroup
        name="PAYMENT_METHOD"
        label="お支払い方法"
        required
        mark
        options={methods}
        value={values.PAYMENT_METHOD}
        onChange={(value) => change({ PAYMENT_METHOD: value })}
      />

      {isCard ? (
        <section className={styles.subform} aria-labelledby="checkout-card-title">
          <h2 id="checkout-card-title" className={styles.sectionTitle}>
            クレジットカード
          </h2>
          {canUseSaved && savedCard ? (
            <RadioGroup
              name="LAST_USED_CARD"
              label="ご利用のカード"
              required
              mark
              options={[
                {
                  value: '1',
                  label: `前回ご利用のカード（${savedCard.brand} 末尾${savedCard.last4}）`,
                },
                { value: '0', label: '新しいカードを使う' },
              ]}
              value={values.LAST_USED_CARD}
              onChange={(value) => change({ LAST_USED_CARD: value })}
            />
          ) : null}

          {newCard && hasToken ? (
            <div className={styles.addressCard}>
              <p className={styles.addressCardTitle}>入力済みのカード</p>
              <p>
                {values.CARD_BRAND} 末尾{values.CARD_LAST4}
              </p>
              <button
                type="button"
                className="button-secondary"
                onClick={() => step.setDraft((d) => withoutCardToken(d))}
              >
                別のカードを入力する
              </button>
            </div>
          ) : null}

          {newCard && !hasToken ? (
            <div className={styles.cardForm}>
              <CardFields card={card} firstYear={Number(context.today.slice(0, 4))} onChange={setCardField} />
            </div>
          ) : null}

          {newCard && maySave ? (
            <Checkbox
              name="WANT_SAVE_CREDIT_CARD"
              label="このカードを次回以降のお買い物でも利用する"
              checked={values.WANT_SAVE_CREDIT_CARD}
              onChange={(checked) => change({ WANT_SAVE_CREDIT_CARD: checked })}
              description="カード情報は決済代行会社が保管します。当店ではカード番号を保存しません。"
            />
          ) : null}
        </section>
      ) : null}
    </StepForm>
  )
}
