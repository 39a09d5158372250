/**
 * "What you entered" on the confirm screen (orderReviewSchema.entered): one block per step with label/value
 * rows and the page to change it. Pure. The card shows only its brand and last four digits; the password is
 * never shown.
 */
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { addressText, postalCodeText } from '@/shop/customer/profile-display'
import type { PersonSnapshot } from '@/shop/orders/place-order'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '@/shop/payments/payment-methods'
import { POINT_METHOD_LABELS, type PointMethod } from '@/shop/points/point-rules'

import type { CardDisplay } from './checkout-input'
import { MAIL_MAGAZINE_LABELS } from './checkout-form'
import { formatPoints } from '@/shop/pricing/format-amount'
import {
  DELIVERY_DATE_OPTIONS,
  DELIVERY_DATE_OPTION_LABELS,
  deliveryTimeLabel,
  type DeliveryChoice,
  type DeliveryDateOption,
} from './delivery-dates'
import { GIFT_PACKAGING_LABELS, GIFT_WRAPPING_KINDS, type GiftChoice } from './fees'
import { RETURN_TO_CONFIRM_QUERY } from './checkout-paths'
import type { CheckoutStepId } from './checkout-steps'
import { stepPath } from './step-of-field'

/** Where a member changes the orderer (their profile): they never see shopping01. */
export const MYPAGE_CUSTOMER_PATH = '/mypage/customer/'

/**
 * A step opened from the confirm page's 「変更する」: the step with the marker that makes its button
 * 「確認画面に戻る」, straight back to the confirm page once the step validates.
 */
export function editStepPath(id: CheckoutStepId): string {
  return `${stepPath(id)}?${RETURN_TO_CONFIRM_QUERY}`
}

export interface EnteredRow {
  label: string
  value: string
}

export interface EnteredBlock {
  id: string
  heading: string
  rows: EnteredRow[]
  editPath: string
}

export interface EnteredInput {
  isMember: boolean
  orderer: PersonSnapshot
  /** A guest's optional (or, when registering, required) gender and birth date. */
  ordererDetails?: { gender: string; birthDate: string | null }
  /** null: to the orderer's address. */
  destination: PersonSnapshot | null
  delivery: DeliveryChoice
  gift: GiftChoice | null
  payment: {
    method: PaymentMethodCode
    /** The card paid with: the token's display fields, or the kept card (savedCard true). */
    card: (CardDisplay & { saved: boolean }) | null
    saveCard: boolean
  }
  /** Members only. */
  points: { method: PointMethod; used: number } | null
  mailMagazines: readonly string[]
  registering: boolean
}

const GENDER_LABELS: Record<string, string> = { Male: '男性', Female: '女性', X: 'X（回答しない）' }

function personRows(p: PersonSnapshot, withEmail: boolean): EnteredRow[] {
  return [
    { label: 'お名前', value: `${p.lastName} ${p.firstName}` },
    { label: 'フリガナ', value: `${p.lastNameKana} ${p.firstNameKana}` },
    { label: '郵便番号', value: postalCodeText(p.postalCode) },
    { label: '住所', value: addressText(p) },
    { label: '電話番号', value: p.phone },
    ...(withEmail && p.email ? [{ label: 'メールアドレス', value: p.email }] : []),
  ]
}

function deliveryRows(d: DeliveryChoice): EnteredRow[] {
  const day =
    d.option === DELIVERY_DATE_OPTIONS.SPECIFIED && d.date
      ? formatJapaneseDay(d.date)
      : (DELIVERY_DATE_OPTION_LABELS[d.option as DeliveryDateOption] ?? DELIVERY_DATE_OPTION_LABELS['1'])
  return [
    { label: 'お届け日', value: day },
    { label: 'お届け時間帯', value: deliveryTimeLabel(d.time ?? '0') ?? '指定なし' },
  ]
}

function paymentRows(p: EnteredInput['payment']): EnteredRow[] {
  const rows: EnteredRow[] = [{ label: 'お支払い方法', value: PAYMENT_METHOD_LABELS[p.method] }]
  if (p.method !== PAYMENT_METHODS.CREDIT_CARD) return rows
  if (p.card)
    rows.push({
      label: 'カード',
      value: `${p.card.saved ? '前回ご利用のカード ' : ''}${p.card.brand} 下4桁 ${p.card.last4}`,
    })
  if (p.saveCard) rows.push({ label: 'カード情報の保存', value: '次回のために保存する' })
  return rows
}

export function enteredBlocks(input: EnteredInput): EnteredBlock[] {
  const blocks: EnteredBlock[] = []
  const ordererRows = personRows(input.orderer, true)
  if (input.ordererDetails?.gender)
    ordererRows.push({ label: '性別', value: GENDER_LABELS[input.ordererDetails.gender] ?? '' })
  if (input.ordererDetails?.birthDate) {
    const [y, m, d] = input.ordererDetails.birthDate.split('-').map(Number)
    ordererRows.push({ label: '生年月日', value: `${y}年${m}月${d}日` })
  }
  blocks.push({
    id: 'orderer',
    heading: 'お客様情報',
    rows: ordererRows,
    editPath: input.isMember ? MYPAGE_CUSTOMER_PATH : editStepPath('shopping01'),
  })
  blocks.push({
    id: 'destination',
    heading: 'お届け先',
    rows: input.destination
      ? personRows(input.destination, false)
      : [{ label: 'お届け先', value: 'ご注文者様と同じ' }],
    editPath: editStepPath('shopping02'),
  })
  blocks.push({
    id: 'delivery',
    heading: 'お届け日時',
    rows: deliveryRows(input.delivery),
    editPath: editStepPath('shopping03'),
  })
  blocks.push({
    id: 'gift',
    heading: 'ギフト包装',
    rows: input.gift
      ? [
          { label: 'ギフト包装', value: '必要' },
          { label: 'ラッピングの種類', value: GIFT_WRAPPING_KINDS[input.gift.kind].label },
          { label: '包装方法', value: GIFT_PACKAGING_LABELS[input.gift.packaging] },
        ]
      : [{ label: 'ギフト包装', value: '不要' }],
    editPath: editStepPath('shopping04'),
  })
  blocks.push({
    id: 'payment',
    heading: 'お支払い方法',
    rows: paymentRows(input.payment),
    editPath: editStepPath('shopping05'),
  })
  if (input.points)
    blocks.push({
      id: 'points',
      heading: 'ポイント',
      rows: [
        { label: 'ポイントのご利用', value: POINT_METHOD_LABELS[input.points.method] },
        { label: 'ご利用ポイント', value: formatPoints(input.points.used) },
      ],
      editPath: editStepPath('shopping06'),
    })
  blocks.push({
    id: 'mailMagazine',
    heading: 'メールマガジン',
    rows: (['1', '2', '3'] as const).map((n) => ({
      label: MAIL_MAGAZINE_LABELS[`WANT_MAIL_MAGAZINE${n}`],
      value: input.mailMagazines.includes(n) ? '希望する' : '希望しない',
    })),
    editPath: editStepPath('shopping06'),
  })
  if (input.registering)
    blocks.push({
      id: 'registration',
      heading: '会員登録',
      rows: [
        { label: '会員登録', value: 'このご注文と同時に会員登録する' },
        { label: 'パスワード', value: '設定済み（表示しません）' },
      ],
      editPath: editStepPath('shopping01'),
    })
  return blocks
}
