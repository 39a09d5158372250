/** Member sign-in and sign-out calls of the shop API (spec §7), and the customer state they answer with (spec §3). */
import { z } from 'zod'

import { botCheckSolutionSchema } from '@/shop/bot-check/bot-check-schema'

import { defineCall } from '../define-call'

/** The customer state every page reads (spec §3); built by src/shop/customer/customer-state.ts. */
export const customerStateSchema = z.object({
  isLoggedIn: z.boolean(),
  ecCustomer: z
    .object({
      number: z.string().nullable(),
      customerType: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** YYYY-MM-DD */
      birthDate: z.string().nullable(),
    })
    .nullable(),
  onlineCustomer: z
    .object({
      /** null while being issued: shown as 「発行中」. */
      customerNumber: z.string().nullable(),
      customerStage: z.number().int(),
      isRegularOrderCustomer: z.boolean(),
      /** null while unknown: shown as 「---」. */
      swcPoint: z.number().nullable(),
    })
    .nullable(),
  isKankeisha: z.boolean(),
  /** An employee of a group company (customers.isGroupStaff); false for guests. */
  isGroupStaff: z.boolean(),
})

/** What the sign-in forms validate before sending; the calls add the bot check's solution (ADR 011). */
export const loginInputSchema = z.object({
  email: z
    .string({ error: 'メールアドレスを入力してください' })
    .trim()
    .min(1, 'メールアドレスを入力してください')
    .max(254, 'メールアドレスは254文字以内で入力してください')
    .pipe(z.email({ error: 'メールアドレスの形式が正しくありません' })),
  password: z
    .string({ error: 'パスワードを入力してください' })
    .min(1, 'パスワードを入力してください')
    .max(128, 'パスワードは128文字以内で入力してください'),
  persistent: z
    .boolean({ error: 'ログインしたままにするの指定が正しくありません' })
    .optional()
    .default(false),
})

const loginBody = loginInputSchema.extend({ botCheck: botCheckSolutionSchema })

export const loginCall = defineCall({
  method: 'POST',
  path: 'auth/login',
  operationId: 'postAuthLogin',
  summary:
    'メールアドレスとパスワードでログインし、会員のセッションを開始する。自動送信防止の解答（botCheck）が必要',
  tags: ['auth'],
  // 403: the bot check refused the solution.
  errors: [401, 403, 429],
  body: loginBody,
  response: customerStateSchema,
})

export const kankeishaLoginCall = defineCall({
  method: 'POST',
  path: 'auth/login/kankeisha',
  operationId: 'postAuthLoginKankeisha',
  summary:
    '関係者（グループ社員・パートナー）の会員としてログインする。パスワードが正しくても関係者でない会員は 403。自動送信防止の解答（botCheck）が必要',
  tags: ['auth'],
  errors: [401, 403, 429],
  body: loginBody,
  response: customerStateSchema,
})

export const logoutCall = defineCall({
  method: 'POST',
  path: 'auth/logout',
  operationId: 'postAuthLogout',
  summary: 'ログアウトする（allDevices で、すべての端末のセッションを終了する）',
  tags: ['auth'],
  body: z
    .object({
      allDevices: z.boolean({ error: 'すべての端末からログアウトの指定が正しくありません' }).optional(),
    })
    .optional(),
  response: customerStateSchema,
})
