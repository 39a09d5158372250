/**
 * Registration calls (spec §7): the email one-time password of the entry, creating the member (general,
 * via the group sign-on, kankeisha) and the data of the entry pages. docs/adr/013-registration.md.
 */
import { z } from 'zod'

import { botCheckSolutionSchema } from '@/shop/bot-check/bot-check-schema'
import { emailField } from '@/shop/customer/person-fields'
import { registrationShape, withRegistrationChecks } from '@/shop/customer/registration-schema'

import { defineCall } from '../define-call'
import { customerStateSchema } from './auth'

const transactionId = z
  .string({ error: 'お手続きの情報がありません。最初からやり直してください' })
  .min(1, 'お手続きの情報がありません。最初からやり直してください')
  .max(64, 'お手続きの情報が正しくありません。最初からやり直してください')

const entryType = z
  .enum(['general', 'kankeisha'], { error: '登録の種類が正しくありません' })
  .optional()
  .default('general')

const invitationCode = z
  .string({ error: '招待コードを入力してください' })
  .trim()
  .min(1, '招待コードを入力してください')
  .max(40, '招待コードは40文字以内で入力してください')

const codeStep = z.object({
  authenticateTransactionId: z.string(),
  validMinutes: z.number(),
  resendIntervalSeconds: z.number(),
})

export const entryOtpSendCall = defineCall({
  method: 'POST',
  path: 'auth/one-time-password/send',
  operationId: 'postAuthOneTimePasswordSend',
  summary:
    '会員登録の確認コード（6桁、10分間有効）をメールで送る。authenticateTransactionId を付けると同じ手続きに再送する。登録済みのアドレスにも同じ応答を返す',
  tags: ['auth', 'entry'],
  errors: [400, 429],
  body: z.object({
    email1: emailField('メールアドレス'),
    entryType,
    /** Kankeisha entry only: checked before any mail is sent. */
    invitationCode: invitationCode.optional(),
    authenticateTransactionId: transactionId.optional(),
    botCheck: botCheckSolutionSchema,
  }),
  response: codeStep,
})

const codeField = z
  .string({ error: '確認コードを入力してください' })
  .min(1, '確認コードを入力してください')
  .max(20, '確認コードは6桁の数字で入力してください')

export const entryOtpVerifyCall = defineCall({
  method: 'POST',
  path: 'auth/one-time-password/verify',
  operationId: 'postAuthOneTimePasswordVerify',
  summary: '会員登録の確認コードを照合する（5回間違えるとその手続きは使えなくなる）',
  tags: ['auth', 'entry'],
  errors: [400, 410, 423, 429],
  body: z.object({ authenticateTransactionId: transactionId, code: codeField, entryType }),
  response: z.object({ verified: z.literal(true) }),
})

const registrationResponse = z
  .object({ customerNumber: z.string().nullable() })
  .extend(customerStateSchema.shape)

export const customerEntryCall = defineCall({
  method: 'POST',
  path: 'customer',
  operationId: 'postCustomer',
  summary:
    '会員登録する（確認コードで認証済みの手続きが必要）。登録後はログインした状態になる。viaGroupSignOn でグループIDの連携も行う',
  tags: ['customer', 'entry'],
  errors: [400, 409, 410],
  body: withRegistrationChecks(
    z.object({
      ...registrationShape,
      authenticateTransactionId: transactionId,
      viaGroupSignOn: z.boolean({ error: 'グループIDの指定が正しくありません' }).optional().default(false),
    }),
  ),
  response: registrationResponse,
})

export const kankeishaEntryCall = defineCall({
  method: 'POST',
  path: 'customer/kankeisha',
  operationId: 'postCustomerKankeisha',
  summary:
    '関係者（グループ社員・パートナー）として会員登録する。招待コードと確認コードで認証済みの手続きが必要',
  tags: ['customer', 'entry'],
  errors: [400, 409, 410],
  body: withRegistrationChecks(
    z.object({ ...registrationShape, authenticateTransactionId: transactionId, invitationCode }),
  ),
  response: registrationResponse,
})

const option = z.object({ value: z.string(), label: z.string() })

export const entryPageCall = defineCall({
  method: 'GET',
  path: 'pages/entry',
  operationId: 'getPagesEntry',
  summary: '会員登録の入力画面の表示内容（選択肢、パスワードの決まり、流入元のキーとキャンペーン）',
  tags: ['pages', 'entry'],
  query: z.object({
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'キーの形式が正しくありません')
      .optional(),
    promotionId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'プロモーションIDの形式が正しくありません')
      .optional(),
  }),
  response: z.object({
    genders: z.array(option),
    prefectures: z.array(z.string()),
    birthYears: z.array(option),
    passwordMinLength: z.number(),
    passwordMaxLength: z.number(),
    key: z.string().nullable(),
    promotionId: z.string().nullable(),
  }),
})

export const entryConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/entry/confirm',
  operationId: 'getPagesEntryConfirm',
  summary: '会員登録の確認画面の表示内容（確認コードの送信についての案内）',
  tags: ['pages', 'entry'],
  response: z.object({ validMinutes: z.number(), senderAddress: z.string() }),
})

const otpPageResponse = z.object({
  status: z.enum(['pending', 'verified', 'unknown']),
  validMinutes: z.number(),
  resendIntervalSeconds: z.number(),
  maxAttempts: z.number(),
})

const otpPageQuery = z.object({
  authenticateTransactionId: z.string().max(64).optional(),
  entryType,
})

export const entryOtpPageCall = defineCall({
  method: 'GET',
  path: 'pages/entry/one-time-password',
  operationId: 'getPagesEntryOneTimePassword',
  summary: '会員登録の確認コード入力画面の表示内容（有効時間、再送の間隔、手続きの状態）',
  tags: ['pages', 'entry'],
  query: otpPageQuery,
  response: otpPageResponse,
})

export const entryOtpVerifyPageCall = defineCall({
  method: 'GET',
  path: 'pages/entry/one-time-password/verify',
  operationId: 'getPagesEntryOneTimePasswordVerify',
  summary: '確認コードの認証後の画面の表示内容（手続きが認証済みで未使用か）',
  tags: ['pages', 'entry'],
  query: z.object({
    authenticateTransactionId: z.string().max(64),
    entryType,
  }),
  response: otpPageResponse,
})

export const authEntryPageCall = defineCall({
  method: 'GET',
  path: 'pages/auth/entry',
  operationId: 'getPagesAuthEntry',
  summary: 'グループIDでログインした方の会員登録画面の表示内容（グループIDから引き継ぐ情報）',
  tags: ['pages', 'entry'],
  response: z.object({
    identity: z
      .object({ email: z.string(), lastName: z.string().nullable(), firstName: z.string().nullable() })
      .nullable(),
  }),
})
