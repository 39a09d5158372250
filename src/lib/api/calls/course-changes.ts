/**
 * My page: a regular course's payment method and delivery address (spec §2, §7; issue 12; docs/adr/035). Every
 * call needs a signed-in member (401 otherwise); a course number that is not the member's own answers 404.
 * Missing regularOrderNumber / regularOrderDetailSequenceNumber answer 400 with the spec §8 wording.
 */
import { z } from 'zod'

import {
  addressChangeBodySchema,
  courseDeliveryQuerySchema,
  courseQuerySchema,
  directDebitBodySchema,
  paymentChangeBodySchema,
  paymentChoiceBodySchema,
} from '@/shop/courses/course-change-fields'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'

import { defineCall } from '../define-call'

const destinationView = z.object({
  lastName: z.string(),
  firstName: z.string(),
  lastNameKana: z.string(),
  firstNameKana: z.string(),
  postalCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: z.string().nullable(),
  streetAddress: z.string(),
  building: z.string().nullable(),
  phone: z.string(),
})

const courseView = z.object({
  regularOrderNumber: z.string(),
  productCode: z.string(),
  productName: z.string().nullable(),
  statusLabel: z.string(),
  nextSequence: z.number(),
  nextDeliveryDate: z.string(),
})

export const paymentMethodView = z.object({
  method: z.string().nullable(),
  label: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
})

export const paymentChangePageSchema = z.object({
  course: courseView,
  current: paymentMethodView,
  /** The methods a course can be paid by, in display order. */
  methods: z.array(z.object({ code: z.enum(['1', '2', '3', '4']), label: z.string() })),
  savedCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  directDebit: z.object({ bankName: z.string(), accountLast4: z.string() }).nullable(),
  /** 代引手数料 per delivery by the amount collected (tax included), from the one fee table. */
  codFees: z.array(z.object({ below: z.number(), fee: z.number() })),
  cardTokenScriptUrl: z.string().nullable(),
  /** Japanese: why one-time orders are not changed here (ADR 035). */
  oneTimeOrderNote: z.string(),
})

export const paymentChangePageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/payment-method-change',
  operationId: 'getPagesMypagePaymentMethodChange',
  summary: '定期コースのお支払い方法変更画面のデータ（現在のお支払い方法・選べるお支払い方法・代引手数料）',
  tags: ['mypage'],
  errors: [401, 404],
  query: courseQuerySchema,
  response: paymentChangePageSchema,
})

export const paymentChangeConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/payment-method-change/confirm',
  operationId: 'getPagesMypagePaymentMethodChangeConfirm',
  summary: '定期コースのお支払い方法変更の確認画面のデータ',
  tags: ['mypage'],
  errors: [401, 404],
  query: courseQuerySchema,
  response: paymentChangePageSchema,
})

export const paymentChangeTdsCallbackCall = defineCall({
  method: 'POST',
  path: 'pages/mypage/payment-method-change/tds-callback',
  operationId: 'postPagesMypagePaymentMethodChangeTdsCallback',
  summary:
    'お支払い方法変更の 3-D セキュア認証の戻り先（決済代行会社の画面からのフォーム送信）。マイページの確定画面へ 303 で移動する',
  tags: ['mypage'],
  bodyEncoding: 'form',
  body: z.looseObject({ reference: z.string({ error: '決済の参照番号がありません' }).max(100) }),
  response: z.unknown(),
})

export const paymentChangeTdsErrorCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/payment-method-change/tds-error',
  operationId: 'getPagesMypagePaymentMethodChangeTdsError',
  summary: 'お支払い方法変更の 3-D セキュア認証が完了しなかったときのエラー画面のデータ',
  tags: ['mypage'],
  query: z.object({ code: z.string().max(40).optional(), regularOrderNumber: z.string().max(40).optional() }),
  response: z.object({ title: z.string(), message: z.string(), retryPath: z.string() }),
})

export const paymentChangeCheckCall = defineCall({
  method: 'POST',
  path: 'payment-method-change/check',
  operationId: 'postPaymentMethodChangeCheck',
  summary: '定期コースのお支払い方法の変更内容を確認する（変更はしない）',
  tags: ['mypage'],
  // 400 with fields: direct debit not registered, no saved card, unchanged; 409: the course is not changeable.
  errors: [401, 404, 409],
  body: paymentChoiceBodySchema,
  response: z.object({ method: z.string(), methodLabel: z.string() }),
})

export const paymentChangeCall = defineCall({
  method: 'POST',
  path: 'payment-method-change',
  operationId: 'postPaymentMethodChange',
  summary:
    '定期コースのお支払い方法を変更する。新しいカードは決済代行会社が0円の認証で確認し（3-D セキュアのときは redirectUrl へ）、3-D セキュアの後は threeDSecureReference で確定する',
  tags: ['mypage'],
  // 402: the card was refused; 429: card attempt limits (Retry-After).
  errors: [401, 402, 404, 409, 429],
  body: paymentChangeBodySchema,
  response: z.discriminatedUnion('status', [
    z.object({ status: z.literal('changed'), method: z.string(), methodLabel: z.string() }),
    z.object({ status: z.literal('redirect'), redirectUrl: z.string() }),
  ]),
})

export const paymentChangeFraudLogCall = defineCall({
  method: 'POST',
  path: 'payment-method-change/fraud-detection-output-log',
  operationId: 'postPaymentMethodChangeFraudDetectionOutputLog',
  summary:
    'お支払い方法変更中のブラウザの不正検知シグナル（端末・操作の特徴量）を記録する。個人情報やカード情報は受け付けない',
  tags: ['mypage'],
  errors: [401, 429],
  body: z.object({
    page: z.string().max(40),
    signals: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])),
  }),
  response: z.object({ recorded: z.literal(true) }),
})

export const directDebitRegisterCall = defineCall({
  method: 'POST',
  path: 'payment-method-change/direct-debit',
  operationId: 'postPaymentMethodChangeDirectDebit',
  summary: '口座振替の口座を決済代行会社に登録する（ショップは参照ID・金融機関名・口座番号下4桁のみ保存）',
  tags: ['mypage'],
  // 402: the bank refused the account; 429: too many registrations.
  errors: [401, 402, 429, 503],
  body: directDebitBodySchema,
  response: z.object({ bankName: z.string(), accountLast4: z.string(), registeredAt: z.string() }),
})

export const addressChangePageSchema = z.object({
  course: courseView,
  destination: destinationView,
  /** The delivery the change applies from, and the last day it can be changed. */
  sequence: z.number(),
  deliveryDate: z.string(),
  lastChangeDay: z.string(),
  deadlineDays: z.number(),
})

export const addressChangePageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-delivery-address-change',
  operationId: 'getPagesMypageRegularDeliveryAddressChange',
  summary: '定期コースのお届け先変更画面のデータ（現在のお届け先・変更が適用されるお届け回）',
  tags: ['mypage'],
  // 409: the next delivery is inside the 7-day rule (message names the inquiry form).
  errors: [401, 404, 409],
  query: courseDeliveryQuerySchema,
  response: addressChangePageSchema,
})

export const addressChangeConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-delivery-address-change/confirm',
  operationId: 'getPagesMypageRegularDeliveryAddressChangeConfirm',
  summary: '定期コースのお届け先変更の確認画面のデータ',
  tags: ['mypage'],
  errors: [401, 404, 409],
  query: courseDeliveryQuerySchema,
  response: addressChangePageSchema,
})

export const addressChangeOtpPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-delivery-address-change/one-time-password',
  operationId: 'getPagesMypageRegularDeliveryAddressChangeOneTimePassword',
  summary: '定期コースのお届け先変更の確認コード入力画面のデータ',
  tags: ['mypage'],
  errors: [401, 404, 409],
  query: courseDeliveryQuerySchema,
  response: addressChangePageSchema.extend({
    otp: z.object({
      codeDigits: z.literal(OTP_PAGE_DATA.codeDigits),
      validMinutes: z.number(),
      resendIntervalSeconds: z.number(),
      maxFailedAttempts: z.number(),
    }),
  }),
})

export const addressChangeCall = defineCall({
  method: 'POST',
  path: 'regular/delivery-address-change',
  operationId: 'postRegularDeliveryAddressChange',
  summary:
    '定期コースのお届け先を変更する。code なし：会員のメールアドレスに確認コードを送る（authenticateTransactionId を付けると再送信）。code あり：確認して次回のお届けから変更する',
  tags: ['mypage'],
  // 409: inside the 7-day rule, or the delivery moved; 400/410/423/429: the code (like the other code calls).
  errors: [401, 404, 409, 410, 423, 429],
  body: addressChangeBodySchema,
  response: z.discriminatedUnion('status', [
    z.object({ status: z.literal('code-sent'), authenticateTransactionId: z.string() }),
    z.object({ status: z.literal('changed'), sequence: z.number(), deliveryDate: z.string() }),
  ]),
})
