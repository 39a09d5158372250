/** Member sign-in and sign-out calls of the shop API (spec §7), and the customer state they answer with (spec §3). */
import { z } from 'zod'

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
})

export const loginCall = defineCall({
  method: 'POST',
  path: 'auth/login',
  operationId: 'postAuthLogin',
  summary: 'メールアドレスとパスワードでログインし、会員のセッションを開始する',
  tags: ['auth'],
  errors: [401, 429],
  body: z.object({
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
  }),
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
