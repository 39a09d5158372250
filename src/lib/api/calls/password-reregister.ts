/**
 * Password re-register calls (spec §2 /password-reregister/, §7; ADR 016): send a code to the address,
 * verify it, set the new password. Failures of the code answer as src/app/api/otp-api-error.ts maps them:
 * 400 (wrong or malformed code, with the remaining tries), 410 (unknown, expired, unverified or used
 * transaction), 423 (locked after 5 wrong codes) and 429 (send limits, resend too soon or too often).
 */
import { z } from 'zod'

import { botCheckSolutionSchema } from '@/shop/bot-check/bot-check-schema'
import { codeField, transactionIdField } from '@/shop/customer/one-time-password-fields'
import { newPasswordPairShape, withMatchingConfirm } from '@/shop/customer/password-inputs'
import { emailField } from '@/shop/customer/person-fields'

import { defineCall } from '../define-call'

export const passwordReregisterPageCall = defineCall({
  method: 'GET',
  path: 'pages/password-reregister',
  operationId: 'getPagesPasswordReregister',
  summary:
    'パスワード再設定の画面に表示する内容（確認コードの桁数・有効期限・再送信の間隔、パスワードの文字数）',
  tags: ['pages', 'password-reregister'],
  response: z.object({
    codeDigits: z.number().int(),
    validMinutes: z.number().int(),
    resendIntervalSeconds: z.number().int(),
    maxSends: z.number().int(),
    maxFailedAttempts: z.number().int(),
    passwordMinLength: z.number().int(),
    passwordMaxLength: z.number().int(),
  }),
})

export const passwordReregisterEmailSchema = z.object({ email: emailField('メールアドレス') })

export const passwordReregisterSendCall = defineCall({
  method: 'POST',
  path: 'password-reregister/one-time-password/send',
  operationId: 'postPasswordReregisterOneTimePasswordSend',
  summary:
    'パスワード再設定の確認コードをメールで送る。会員のアドレスかどうかにかかわらず同じ応答。authenticateTransactionId を付けると同じお手続きに再送信する。自動送信防止の解答（botCheck）が必要',
  tags: ['password-reregister'],
  // 403: the bot check; 410/423: a resend of a used, unknown or locked transaction; 429: limits.
  errors: [403, 410, 423, 429],
  body: passwordReregisterEmailSchema.extend({
    botCheck: botCheckSolutionSchema,
    authenticateTransactionId: transactionIdField.optional(),
  }),
  response: z.object({ authenticateTransactionId: z.string() }),
})

export const passwordReregisterVerifyCall = defineCall({
  method: 'POST',
  path: 'password-reregister/one-time-password/verify',
  operationId: 'postPasswordReregisterOneTimePasswordVerify',
  summary:
    'パスワード再設定の確認コードを確かめる（400: 誤り・残り回数、410: 期限切れ・使用済み、423: 5回の誤りでロック）',
  tags: ['password-reregister'],
  errors: [410, 423, 429],
  body: z.object({ authenticateTransactionId: transactionIdField, code: codeField }),
  response: z.object({ verified: z.literal(true) }),
})

export const passwordReregisterCall = defineCall({
  method: 'POST',
  path: 'password-reregister',
  operationId: 'postPasswordReregister',
  summary:
    '確認コードで認証済みのお手続きで新しいパスワードを設定する。会員のすべてのセッションを終了し、お知らせメールを送る',
  tags: ['password-reregister'],
  // 410: the transaction is unknown, not verified, used, or verified more than 30 minutes ago.
  errors: [410],
  body: withMatchingConfirm(
    z.object({ authenticateTransactionId: transactionIdField, ...newPasswordPairShape }),
  ),
  response: z.object({ completed: z.literal(true) }),
})
