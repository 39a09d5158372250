/**
 * LINE login and the group single sign-on (spec: "suntory") calls of the shop API
 * (docs/adr/014-line-and-group-sign-in.md). code and state are required (spec §8 wording when missing).
 */
import { z } from 'zod'

import { defineCall } from '../define-call'
import { customerStateSchema } from './auth'

const from = z
  .string({ error: '戻り先（from）の指定が正しくありません' })
  .max(1024, '戻り先（from）は1024文字以内で指定してください')
  .optional()

const code = z
  .string({ error: '認可コード（code）を指定してください' })
  .min(1, '認可コード（code）を指定してください')
  .max(2048, '認可コード（code）が長すぎます')
const state = z
  .string({ error: 'ログインの確認情報（state）を指定してください' })
  .min(1, 'ログインの確認情報（state）を指定してください')
  .max(512, 'ログインの確認情報（state）が長すぎます')
/** RFC 9207: the issuer the provider named in its answer; the callback pages pass it on when present. */
const iss = z.string({ error: '発行者（iss）の指定が正しくありません' }).max(2048).optional()

const authorizationStart = z.object({
  /** The provider's authorization page to send the shopper to. */
  authorizationUrl: z.string(),
})

/** Signed in: the customer state (as POST auth/login answers) and the same-site path to go on to. */
const signedIn = customerStateSchema.extend({ status: z.literal('signed-in'), returnTo: z.string() })

export const lineInitCall = defineCall({
  method: 'GET',
  path: 'line/init',
  operationId: 'getLineInit',
  summary: 'LINEログインを始める（LINEの認可画面のURLを返す。from でログイン後の戻り先を指定できる）',
  tags: ['auth'],
  errors: [502, 503],
  query: z.object({ from }),
  response: authorizationStart,
})

export const lineProfileCall = defineCall({
  method: 'GET',
  path: 'line/profile',
  operationId: 'getLineProfile',
  summary:
    'LINEから戻った認可コードを確かめてログインする（連携済みならログイン、未連携なら会員との連携が必要と答える）',
  tags: ['auth'],
  errors: [403, 502, 503],
  query: z.object({ code, state, iss }),
  response: z.discriminatedUnion('status', [
    signedIn,
    z.object({
      status: z.literal('link-required'),
      /** The LINE display name, to show on the linking page. */
      displayName: z.string(),
    }),
  ]),
})

const lineLinkState = z.object({
  lineLinked: z.boolean(),
  /** After linking: where the shopper was going when they chose LINE. */
  returnTo: z.string().optional(),
})

export const lineLinkCall = defineCall({
  method: 'POST',
  path: 'customer/line',
  operationId: 'postCustomerLine',
  summary: 'ログイン中の会員に、確認済みのLINEアカウントを連携する',
  tags: ['auth'],
  errors: [401, 409],
  response: lineLinkState,
})

export const lineUnlinkCall = defineCall({
  method: 'DELETE',
  path: 'customer/line',
  operationId: 'deleteCustomerLine',
  summary: 'ログイン中の会員のLINE連携を解除する（ログインする方法がほかにないときは409）',
  tags: ['auth'],
  // 409: it is the member's last way to sign in (docs/adr/036).
  errors: [401, 409],
  response: lineLinkState,
})

/** Not in the spec's list of calls: the group ID's counterpart of DELETE customer/line (docs/adr/036). */
export const groupUnlinkCall = defineCall({
  method: 'DELETE',
  path: 'customer/group',
  operationId: 'deleteCustomerGroup',
  summary: 'ログイン中の会員のグループID連携を解除する（ログインする方法がほかにないときは409）',
  tags: ['auth'],
  errors: [401, 409],
  response: z.object({ groupLinked: z.boolean() }),
})

export const groupInitCall = defineCall({
  method: 'POST',
  path: 'auth/suntory/init',
  operationId: 'postAuthSuntoryInit',
  summary: 'グループIDでのログインを始める（認可画面のURLを返す。from でログイン後の戻り先を指定できる）',
  tags: ['auth'],
  errors: [502, 503],
  body: z.object({ from }).optional(),
  response: authorizationStart,
})

export const groupTokenCall = defineCall({
  method: 'POST',
  path: 'auth/suntory/token',
  operationId: 'postAuthSuntoryToken',
  summary:
    'グループIDから戻った認可コードを確かめてログインする（メールアドレス確認済みの会員とは自動で連携、該当がなければ会員登録が必要と答える）',
  tags: ['auth'],
  errors: [403, 409, 502, 503],
  body: z.object({ code, state, iss }),
  response: z.discriminatedUnion('status', [signedIn, z.object({ status: z.literal('entry-required') })]),
})
