'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react'

import type { paymentChangePageSchema } from '@/lib/api/calls/course-changes'
import { api } from '@/lib/api/client'
import { paymentChangeCheckCall, paymentChangeFraudLogCall } from '@/lib/api/routes/course-changes'
import { type FormAction, sentOr } from '@/lib/forms/form-state'
import { paymentMethodDescription } from '@/shop/checkout/checkout-options'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { formatYen } from '@/shop/pricing/format-amount'
import { CardFields, cardControl, type CardPart } from '@/ui/checkout/CardFields'
import {
  createCardToken,
  CardTokenError,
  preloadCardTokenScript,
  type CardDetails,
} from '@/ui/checkout/card-token'
import { collectFraudSignals } from '@/ui/checkout/fraud-signals'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'
import type { z } from 'zod'

import { PAYMENT_CHOICE_MESSAGES } from '@/shop/courses/payment-choice-messages'

import styles from './course-forms.module.css'
import { DirectDebitForm } from './DirectDebitForm'
import { PAYMENT_CHANGE_PATHS, type PaymentDraft, paymentDraftStore } from './payment-change-flow'

export type PaymentChangePage = z.output<typeof paymentChangePageSchema>
type Method = PaymentDraft['paymentMethod']

const EMPTY_CARD: CardDetails = { number: '', expMonth: '', expYear: '', cvc: '', holderName: '' }

/** 代引手数料 by band, from the page data (the one fee table). */
export const codFeeText = (bands: PaymentChangePage['codFees']) =>
  `お届けのたびに、配達員に現金でお支払いください。代金引換手数料（税込）はお届けごとのご請求額により、${bands
    .map((b) => `${formatYen(b.below)}未満 ${formatYen(b.fee)}`)
    .join('、')}です。`

const isMethod = (value: string): value is Method => ['1', '2', '3', '4'].includes(value)

/**
 * Step 1: the new payment method of the course. A plain form (docs/adr/059): without the page's scripts the page's
 * server function checks the choice and answers with the confirm step (every method but a new card, which needs the
 * card company's script); with them, the same for those, and a new card is tokenised here first (kept in the
 * draft for the confirm step, never sent to the shop). `initial`: the choice to show (from 「選び直す」's URL).
 */
export function PaymentChangeForm({
  data,
  firstYear,
  action,
  initial = {},
}: {
  data: PaymentChangePage
  firstYear: number
  action: FormAction
  initial?: { paymentMethod?: string; card?: string }
}) {
  const router = useRouter()
  const number = data.course.regularOrderNumber
  const [sent, formAction, pending] = useActionState(action, null)
  const shownMethod = sentOr(sent, 'paymentMethod', initial.paymentMethod ?? '')
  const shownCard = sentOr(sent, 'cardChoice', initial.card ?? '')
  const [method, setMethod] = useState<Method | ''>(isMethod(shownMethod) ? shownMethod : '')
  const [cardChoice, setCardChoice] = useState<'saved' | 'new' | ''>(
    shownCard === 'saved' || shownCard === 'new' ? shownCard : data.savedCard ? '' : 'new',
  )
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD)
  const [debit, setDebit] = useState(data.directDebit)
  const { errors, show, clear, note } = useFormErrors('', sent)
  const [busy, setBusy] = useState(false)
  const startedAt = useRef(0)
  const logged = useRef(false)
  useEffect(() => {
    // Why the flow started over (the confirm step had no card draft), once.
    const flash = peekFlash()
    if (flash) note(flash)
    clearFlash()
    startedAt.current = performance.now()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (method === PAYMENT_METHODS.CREDIT_CARD && cardChoice === 'new')
      preloadCardTokenScript(data.cardTokenScriptUrl)
  }, [method, cardChoice, data.cardTokenScriptUrl])

  const logSignals = () => {
    if (logged.current) return
    logged.current = true
    api
      .call(paymentChangeFraudLogCall, {
        body: { page: 'input', signals: collectFraudSignals(startedAt.current) },
      })
      .catch(() => undefined)
  }

  const descriptions: Record<Method, string> = {
    '1': codFeeText(data.codFees),
    '2': paymentMethodDescription(PAYMENT_METHODS.CREDIT_CARD, null),
    '3': debit
      ? `登録済みの口座（${debit.bankName} 口座番号下4桁 ${debit.accountLast4}）から引き落とします。`
      : '口座の登録が必要です。このページの「口座振替の口座を登録する」からご登録ください。',
    '4': paymentMethodDescription(PAYMENT_METHODS.POSTAL_TRANSFER, null),
  }

  const onSubmit = async (e: FormEvent) => {
    if (busy || pending) return e.preventDefault()
    if (!method) {
      e.preventDefault()
      return show({ paymentMethod: PAYMENT_CHOICE_MESSAGES.method })
    }
    if (method === '2' && !cardChoice) {
      e.preventDefault()
      return show({ cardChoice: PAYMENT_CHOICE_MESSAGES.card })
    }
    logSignals()
    // Every choice but a new card: the page's server function checks it and answers with the confirm step.
    if (method !== '2' || cardChoice !== 'new') return
    e.preventDefault()
    clear()
    setBusy(true)
    try {
      const token = await createCardToken(data.cardTokenScriptUrl, card)
      await api.call(paymentChangeCheckCall, {
        body: { regularOrderNumber: number, paymentMethod: method, card: 'new' },
      })
      paymentDraftStore.save({
        regularOrderNumber: number,
        paymentMethod: method,
        cardChoice: 'new',
        cardToken: token.token,
        cardBrand: token.brand,
        cardLast4: token.last4,
        doneLabel: '',
      })
      setCard(EMPTY_CARD)
      router.push(PAYMENT_CHANGE_PATHS.confirm(number))
    } catch (caught) {
      setBusy(false)
      if (caught instanceof CardTokenError)
        return show(
          caught.field ? { [cardControl(caught.field)]: caught.message } : {},
          caught.field ? '' : caught.message,
        )
      const next = formErrorsOf(
        caught,
        ['paymentMethod', 'cardChoice'],
        '確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      const cardMessage = (caught as { fields?: Record<string, string> }).fields?.card
      show(
        cardMessage ? { ...next.fields, cardChoice: cardMessage } : next.fields,
        cardMessage ? '' : next.message,
      )
    }
  }

  return (
    <>
      <Form
        id="payment-change"
        label="お支払い方法の選択"
        errors={errors}
        onSubmit={onSubmit}
        action={formAction}
      >
        <input type="hidden" name="regularOrderNumber" value={number} />
        <RadioGroup
          name="paymentMethod"
          label="新しいお支払い方法"
          required
          options={data.methods.map((m) => ({
            value: m.code,
            label: m.label,
            description: descriptions[m.code],
          }))}
          value={method}
          onChange={(v) => setMethod(v as Method)}
        >
          {data.methods.some((m) => m.code === PAYMENT_METHODS.CREDIT_CARD) ? (
            // Shown with クレジットカード by CSS, so the form has it before its scripts run too.
            <div className={styles.cardChoice}>
              {data.savedCard ? (
                <RadioGroup
                  name="cardChoice"
                  label="ご利用のカード"
                  required
                  options={[
                    {
                      value: 'saved',
                      label: `登録済みのカード（${data.savedCard.brand} 末尾${data.savedCard.last4}）`,
                    },
                    { value: 'new', label: '新しいカードを登録する' },
                  ]}
                  value={cardChoice}
                  onChange={(v) => setCardChoice(v as 'saved' | 'new')}
                />
              ) : null}
              {cardChoice === 'new' ? (
                <>
                  <CardFields
                    card={card}
                    firstYear={firstYear}
                    onChange={(field: keyof CardDetails, _part: CardPart, value: string) =>
                      setCard((c) => ({ ...c, [field]: value }))
                    }
                  />
                  <noscript>
                    <p className={styles.noscript}>{PAYMENT_CHOICE_MESSAGES.newCardNeedsScript}</p>
                  </noscript>
                </>
              ) : null}
            </div>
          ) : null}
        </RadioGroup>
        <SubmitRow label="変更内容を確認する" busy={busy || pending} busyLabel="確認しています…" />
      </Form>
      {method === PAYMENT_METHODS.DIRECT_DEBIT && !debit ? <DirectDebitForm onRegistered={setDebit} /> : null}
    </>
  )
}
