'use client'

import { useEffect, useRef, useState } from 'react'

import { orderFraudLogCall } from '@/lib/api/calls/order'
import { api } from '@/lib/api/client'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import entry from '@/ui/entry/entry.module.css'
import { EntryField, RequiredMark } from '@/ui/entry/EntryField'

import { createCardToken, CardTokenError, preloadCardTokenScript, type CardDetails } from './card-token'
import { withoutCardToken, type CheckoutDraft } from './checkout-draft'
import styles from './checkout.module.css'
import { CheckField, errorFor, fieldId, RadioGroupField } from './fields'
import { collectFraudSignals } from './fraud-signals'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const EMPTY_CARD: CardDetails = { number: '', expMonth: '', expYear: '', cvc: '', holderName: '' }
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/**
 * Step shopping05: PAYMENT_METHOD from the page data. A credit card is either the member's saved card
 * (LAST_USED_CARD '1') or a new one, whose details go from these inputs (which have no `name`, so no form ever
 * submits them) to the card-token service's script; only the token, brand and last four enter the draft.
 */
export function PaymentStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping05', data, initial)
  const { draft, change, errors } = step
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
  const firstYear = Number(context.today.slice(0, 4))
  const years = Array.from({ length: 16 }, (_, i) => String(firstYear + i))

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

  const setCardField = (field: keyof CardDetails, errorKey: string) => (value: string) => {
    step.setErrors(({ [errorKey]: _fixed, CARD_TOKEN: _token, ...rest }) => rest)
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
            return step.showProblems({ [`card.${error.field}`]: error.message })
          return step.showProblems(
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

  const cardError = (key: string) => errorFor(errors, key)
  const expiryError = cardError('card.expiry')

  return (
    <StepForm
      stepId="shopping05"
      isMember={context.isMember}
      errors={errors}
      message={step.message}
      alertRef={step.alertRef}
      busy={step.busy}
      busyLabel="カード情報を確認しています…"
      onSubmit={onSubmit}
    >
      <RadioGroupField
        name="PAYMENT_METHOD"
        legend="お支払い方法"
        options={methods}
        value={values.PAYMENT_METHOD}
        onChange={(value) => change({ PAYMENT_METHOD: value })}
        error={errors.PAYMENT_METHOD}
      />

      {isCard ? (
        <section className={styles.subform} aria-labelledby="checkout-card-title">
          <h2 id="checkout-card-title" className={styles.sectionTitle}>
            クレジットカード
          </h2>
          {canUseSaved && savedCard ? (
            <RadioGroupField
              name="LAST_USED_CARD"
              legend="ご利用のカード"
              options={[
                {
                  value: '1',
                  label: `前回ご利用のカード（${savedCard.brand} 末尾${savedCard.last4}）`,
                },
                { value: '0', label: '新しいカードを使う' },
              ]}
              value={values.LAST_USED_CARD}
              onChange={(value) => change({ LAST_USED_CARD: value })}
              error={errors.LAST_USED_CARD}
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
              <p className={entry.hint}>
                カード情報は当店のサーバーを経由せず、決済代行会社へ直接送信されます。当店ではカード番号を保存しません。
              </p>
              <EntryField
                id={fieldId('card.number')}
                label="カード番号"
                required
                hint="半角数字（ハイフン・スペースなし）"
                error={cardError('card.number')}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    maxLength={23}
                    value={card.number}
                    onChange={(e) => setCardField('number', 'card.number')(e.target.value)}
                  />
                )}
              </EntryField>
              <fieldset
                className={entry.group}
                aria-describedby={expiryError ? `${fieldId('card.expiry')}-error` : undefined}
              >
                <legend>
                  有効期限
                  <RequiredMark required />
                </legend>
                <div className={entry.birth}>
                  <span className={entry.birthPart}>
                    <select
                      id={fieldId('card.expiry')}
                      aria-label="有効期限（月）"
                      autoComplete="cc-exp-month"
                      value={card.expMonth}
                      onChange={(e) => setCardField('expMonth', 'card.expiry')(e.target.value)}
                      aria-invalid={Boolean(expiryError)}
                    >
                      <option value="">--</option>
                      {MONTHS.map((m) => (
                        <option key={m} value={m}>
                          {m}
                        </option>
                      ))}
                    </select>
                    <span aria-hidden="true">月</span>
                  </span>
                  <span className={entry.birthPart}>
                    <select
                      id={`${fieldId('card.expiry')}-year`}
                      aria-label="有効期限（年）"
                      autoComplete="cc-exp-year"
                      value={card.expYear}
                      onChange={(e) => setCardField('expYear', 'card.expiry')(e.target.value)}
                      aria-invalid={Boolean(expiryError)}
                    >
                      <option value="">----</option>
                      {years.map((y) => (
                        <option key={y} value={y}>
                          {y}
                        </option>
                      ))}
                    </select>
                    <span aria-hidden="true">年</span>
                  </span>
                </div>
                {expiryError ? (
                  <p id={`${fieldId('card.expiry')}-error`} className={entry.error}>
                    {expiryError}
                  </p>
                ) : null}
              </fieldset>
              <EntryField
                id={fieldId('card.cvc')}
                label="セキュリティコード"
                required
                hint="カード裏面（AMEXは表面）の3桁または4桁の数字"
                error={cardError('card.cvc')}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    value={card.cvc}
                    onChange={(e) => setCardField('cvc', 'card.cvc')(e.target.value)}
                  />
                )}
              </EntryField>
              <EntryField
                id={fieldId('card.holderName')}
                label="カード名義"
                hint="カードに記載のとおり半角ローマ字で入力してください 例: HANAKO MORINO"
                error={cardError('card.holderName')}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="text"
                    autoComplete="cc-name"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={50}
                    value={card.holderName}
                    onChange={(e) => setCardField('holderName', 'card.holderName')(e.target.value)}
                  />
                )}
              </EntryField>
            </div>
          ) : null}

          {newCard && maySave ? (
            <CheckField
              field="WANT_SAVE_CREDIT_CARD"
              name="WANT_SAVE_CREDIT_CARD"
              checked={values.WANT_SAVE_CREDIT_CARD}
              onChange={(checked) => change({ WANT_SAVE_CREDIT_CARD: checked })}
              error={errors.WANT_SAVE_CREDIT_CARD}
              hint="カード情報は決済代行会社が保管します。当店ではカード番号を保存しません。"
            >
              このカードを次回以降のお買い物でも利用する
            </CheckField>
          ) : null}
        </section>
      ) : null}
    </StepForm>
  )
}
