'use client'

import { useRouter } from 'next/navigation'
import Link from 'next/link'
import { useCallback, useEffect, useState, type FormEvent } from 'react'

import { api, ApiClientError } from '@/lib/api/client'
import { campaignOrderCheckCall, campaignOrderCustomerCall } from '@/lib/api/routes/campaign-shopping'
import { campaignOrderPath } from '@/shop/campaigns/campaign-kinds'
import type { CampaignShoppingPage } from '@/shop/campaigns/shopping/campaign-shopping-page'
import { CHECKOUT_NAMES } from '@/shop/customer/person-address'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { formatYen } from '@/shop/pricing/format-amount'
import { CardFields, cardControl, type CardPart } from '@/ui/checkout/CardFields'
import { OtherDestinationFields } from '@/ui/checkout/OtherDestinationFields'
import {
  createCardToken,
  CardTokenError,
  preloadCardTokenScript,
  type CardDetails,
} from '@/ui/checkout/card-token'
import type { DraftValues } from '@/ui/checkout/checkout-draft'
import { useApiLoad } from '@/ui/checkout/use-api-load'
import { AddressFields } from '@/ui/form/AddressFields'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NameFields } from '@/ui/form/NameFields'
import { PhoneField } from '@/ui/form/PhoneField'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { Select } from '@/ui/form/Select'
import { TextField } from '@/ui/form/TextField'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  emptyOrderDraft,
  loadOrderDraft,
  saveOrderDraft,
  type CampaignOrderDraft,
  type CampaignOrderTarget,
} from './campaign-order-draft'
import { signInHref } from '@/shop/site/safe-redirect'
import styles from './campaign-order.module.css'

type Offer = CampaignShoppingPage['offers'][number]

const EMPTY_CARD: CardDetails = { number: '', expMonth: '', expYear: '', cvc: '', holderName: '' }

/**
 * The campaign's one-page order (docs/adr/048-campaign-shopping.md): the product at the campaign's price and its
 * quantity, the orderer (a member's is their profile), where and when to deliver, and how to pay. The product and
 * quantity go into the campaign order's own cart (`campaign/order/customer`, which answers with the form's choices
 * and amounts); the whole form is checked by the server (`campaign/order/check`) before the confirm page.
 */
export function CampaignOrderForm({
  target,
  offer,
  linkKey,
}: {
  target: CampaignOrderTarget
  offer: Offer
  /** The link key of the form's URL (`?key=`), for a campaign open to certain links only. */
  linkKey: string | null
}) {
  const isClient = useIsClient()
  if (!isClient) return <p role="status">ご注文フォームを準備しています…</p>
  return (
    <Fields
      target={target}
      offer={offer}
      linkKey={linkKey}
      initial={loadOrderDraft(target) ?? emptyOrderDraft(target)}
    />
  )
}

function Fields({
  target,
  offer,
  linkKey,
  initial,
}: {
  target: CampaignOrderTarget
  offer: Offer
  linkKey: string | null
  initial: CampaignOrderDraft
}) {
  const router = useRouter()
  const [draft, setDraft] = useState(initial)
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD)
  const [busy, setBusy] = useState(false)
  const { errors, show, clear } = useFormErrors()
  const values = draft.values
  const quantity = draft.quantity

  const update = (next: CampaignOrderDraft) => {
    setDraft(next)
    saveOrderDraft(next)
  }
  const change = (patch: Record<string, string | boolean>) =>
    // A changed form is checked again: the old confirm content no longer stands.
    update({ ...draft, values: { ...values, ...patch } as DraftValues, review: null })

  // The product and quantity into the campaign order's cart; the answer brings the choices and amounts.
  const load = useCallback(
    (signal: AbortSignal) =>
      api.call(campaignOrderCustomerCall, {
        body: { ...target, quantity, ...(linkKey ? { key: linkKey } : {}) },
        signal,
      }),
    [target, quantity, linkKey],
  )
  const { state } = useApiLoad(load)
  const data = state.status === 'ready' ? state.data : null

  const newCard = values.PAYMENT_METHOD === PAYMENT_METHODS.CREDIT_CARD
  useEffect(() => {
    if (newCard) preloadCardTokenScript(data?.cardTokenScriptUrl ?? null)
  }, [newCard, data?.cardTokenScriptUrl])

  if (state.status === 'failed')
    return (
      <p role="alert">
        {state.error instanceof ApiClientError && state.error.message
          ? state.error.message
          : 'ご注文フォームを読み込めませんでした。通信環境をご確認のうえ、ページを再読み込みしてください。'}
      </p>
    )
  if (!data) return <p role="status">ご注文フォームを読み込んでいます…</p>
  const member = data.context.isMember
  const cartLine = data.cart.oneTime.lines[0] ?? data.cart.regular.lines[0]
  const regular = offer.purchase !== '0'

  const onCard = (field: keyof CardDetails, _part: CardPart, value: string) => {
    setCard((c) => ({ ...c, [field]: value }))
    if (values.CARD_TOKEN) change({ CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' })
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    let form: DraftValues = values
    try {
      if (newCard && !form.CARD_TOKEN) {
        const result = await createCardToken(data.cardTokenScriptUrl, card)
        form = { ...form, CARD_TOKEN: result.token, CARD_BRAND: result.brand, CARD_LAST4: result.last4 }
        // The token stands for the card from here on (also when another field needs correcting first).
        update({ ...draft, values: form, review: null })
        setCard(EMPTY_CARD)
      }
      const review = await api.call(campaignOrderCheckCall, { body: form })
      clear()
      update({ ...draft, values: form, review, idempotencyKey: null })
      router.push(campaignOrderPath(target, 'confirm/'))
    } catch (error) {
      setBusy(false)
      if (error instanceof CardTokenError)
        return error.field ? show({ [cardControl(error.field)]: error.message }) : show({}, error.message)
      // `_step` names the checkout's step page; on one page the fields themselves say where.
      const shown = formErrorsOf(
        error,
        [...Object.keys(values), '_step'],
        'ご注文内容を確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      const { _step: _page, ...fields } = shown.fields
      show(fields, shown.message)
    }
  }

  const text = (name: keyof DraftValues) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => change({ [name]: value }),
  })

  return (
    <Form
      id="campaign-order"
      label="キャンペーンのご注文フォーム"
      errors={errors}
      onSubmit={onSubmit}
      summary
    >
      <section className={styles.section} aria-labelledby="order-product">
        <h2 id="order-product">ご注文商品</h2>
        <p className={styles.product}>
          <span className={styles.productName}>{offer.name}</span>（{offer.purchaseLabel}）
        </p>
        <p className={styles.prices}>
          {offer.campaignApplied ? (
            <>
              <span className={styles.usual}>
                通常価格 <s>{formatYen(offer.usualPrice)}</s>
              </span>{' '}
              <span className={styles.special}>特別価格 {formatYen(offer.price)}（税込）</span>
            </>
          ) : (
            <span>{formatYen(offer.price)}（税込）</span>
          )}
        </p>
        <Select
          name="quantity"
          label="数量"
          placeholder={null}
          options={Array.from({ length: Math.max(1, offer.maxQuantity) }, (_, i) => ({
            value: String(i + 1),
            label: `${i + 1}`,
          }))}
          value={String(draft.quantity)}
          onChange={(q) => update({ ...draft, quantity: Number(q), review: null })}
          description={`お一人様${offer.maxQuantity}個まで`}
        />
        {cartLine ? (
          <p className={styles.total}>
            商品合計 {formatYen(data.cart.totals.items.includingTax)}（税込）・送料{' '}
            {data.cart.totals.shipping.includingTax === 0
              ? '無料'
              : `${formatYen(data.cart.totals.shipping.includingTax)}（税込）`}
          </p>
        ) : null}
      </section>

      {regular && !member ? (
        <p role="status" className={styles.notice}>
          定期お届けのご注文には会員登録（ログイン）が必要です。
          <Link href={signInHref(campaignOrderPath(target))}>ログインする</Link>
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="order-orderer">
        <h2 id="order-orderer">ご注文者</h2>
        {member ? (
          <p>
            {String(data.prefill.LAST_NAME ?? '')} {String(data.prefill.FIRST_NAME ?? '')}{' '}
            様（ご登録の会員情報でご注文いただきます）
          </p>
        ) : (
          <>
            <NameFields legend="お名前" names={CHECKOUT_NAMES} values={values} onChange={change} />
            <AddressFields
              legend="ご住所"
              names={CHECKOUT_NAMES}
              values={values}
              onChange={change}
              prefectureCodeName="PREFECTURES"
            >
              <PhoneField
                name="PHONE_NUMBER"
                value={String(values.PHONE_NUMBER)}
                onChange={(v) => change({ PHONE_NUMBER: v })}
              />
            </AddressFields>
            <TextField
              {...text('EMAIL1')}
              label="メールアドレス"
              type="email"
              autoComplete="email"
              required
              mark
            />
            <TextField
              {...text('EMAIL2')}
              label="メールアドレス（確認用）"
              type="email"
              autoComplete="email"
              required
              mark
            />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="order-destination">
        <h2 id="order-destination">お届け先</h2>
        <RadioGroup
          name="DESTINATION"
          label="お届け先"
          options={[
            { value: '0', label: 'ご注文者様と同じ' },
            { value: '1', label: '別の住所へお届け' },
          ]}
          value={String(values.DESTINATION)}
          onChange={(v) => change({ DESTINATION: v })}
          required
          inline
        />
        {values.DESTINATION === '1' ? <OtherDestinationFields values={values} change={change} /> : null}
      </section>

      <section className={styles.section} aria-labelledby="order-delivery">
        <h2 id="order-delivery">お届け日時</h2>
        <RadioGroup
          name="DELIVERY_DATE"
          label="お届け日"
          options={[
            { value: '1', label: '最短でお届け' },
            { value: '2', label: '日付を指定する' },
          ]}
          value={String(values.DELIVERY_DATE)}
          onChange={(v) => change({ DELIVERY_DATE: v })}
          required
          inline
        />
        {values.DELIVERY_DATE === '2' ? (
          <Select
            name="DELIVERY_SPECIFIED_DATE"
            label="お届け希望日"
            options={data.deliveryDates.map((d) => ({ value: d, label: d.replace(/-/g, '/') }))}
            value={String(values.DELIVERY_SPECIFIED_DATE)}
            onChange={(v) => change({ DELIVERY_SPECIFIED_DATE: v })}
            required
            mark
          />
        ) : null}
        <Select
          name="DELIVERY_TIME"
          label="お届け時間帯"
          placeholder={null}
          options={data.deliveryTimes}
          value={String(values.DELIVERY_TIME)}
          onChange={(v) => change({ DELIVERY_TIME: v })}
        />
      </section>

      <section className={styles.section} aria-labelledby="order-payment">
        <h2 id="order-payment">お支払い方法</h2>
        <RadioGroup
          name="PAYMENT_METHOD"
          label="お支払い方法"
          options={data.paymentMethods.map((m) => ({
            value: m.value,
            label: m.label,
            description: m.description,
            disabled:
              (m.value === PAYMENT_METHODS.CASH_ON_DELIVERY && !data.context.cashOnDeliveryAvailable) ||
              (regular &&
                m.value !== PAYMENT_METHODS.CREDIT_CARD &&
                m.value !== PAYMENT_METHODS.CASH_ON_DELIVERY),
          }))}
          value={String(values.PAYMENT_METHOD)}
          onChange={(v) => change({ PAYMENT_METHOD: v, LAST_USED_CARD: '0' })}
          required
          mark
        />
        {newCard ? (
          values.CARD_TOKEN ? (
            <p>
              カード（{values.CARD_BRAND} 末尾{values.CARD_LAST4}）でお支払いいただきます。
              <button
                type="button"
                className="button-secondary"
                onClick={() => change({ CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' })}
              >
                別のカードを入力する
              </button>
            </p>
          ) : (
            <CardFields card={card} firstYear={new Date().getFullYear()} onChange={onCard} />
          )
        ) : null}
      </section>

      <SubmitRow label="ご注文内容の確認へ進む" busy={busy} busyLabel="確認しています…" />
    </Form>
  )
}
