/**
 * Sample application calls of apply campaigns (spec §7; issue 15 item 4; docs/adr/046-sample-apply.md): the page
 * data of the form, confirm and complete pages, the signed-in member's details, the check behind the confirm
 * page, and the application itself (bot check; one per person and product; 409 with the reason otherwise).
 */
import { z } from 'zod'

import { applyFormSchema, applyTargetShape } from '@/shop/campaigns/apply/apply-schema'
import { botCheckSolutionSchema } from '@/shop/bot-check/bot-check-schema'

import { defineCall } from '../define-call'

/** The link key of the page's URL (spec: linkKey), for a campaign open to certain links only. */
const linkKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'リンクキーの形式が正しくありません')
  .optional()

const applyPageSchema = z.object({
  campaign: z.object({
    title: z.string(),
    promotionId: z.string(),
    periodText: z.string(),
    landingPath: z.string(),
  }),
  sample: z.object({
    productCode: z.string(),
    productName: z.string(),
    sampleName: z.string(),
    imageUrl: z.string().nullable(),
    imageAlt: z.string(),
  }),
  /** False once the samples are gone. */
  available: z.boolean(),
  /** One application per person and product, as the shop states it. */
  rule: z.string(),
  /** When and how the sample arrives. */
  shippingNote: z.string(),
})

export const applyPageCall = defineCall({
  method: 'GET',
  path: 'pages/campaign/apply',
  operationId: 'getPagesCampaignApply',
  summary:
    'サンプルお申し込みフォームの画面データ：キャンペーン、サンプル、残りの有無、お申し込みの決まり。開始前・不明は 404、終了後は 410',
  tags: ['pages', 'campaign'],
  errors: [404, 410],
  query: z.object({ ...applyTargetShape, linkKey }),
  response: applyPageSchema,
})

export const applyConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/campaign/apply/confirm',
  operationId: 'getPagesCampaignApplyConfirm',
  summary: 'サンプルお申し込みの確認画面のデータ（フォームと同じ内容。入力内容はブラウザが持つ）',
  tags: ['pages', 'campaign'],
  errors: [404, 410],
  query: z.object(applyTargetShape),
  response: applyPageSchema,
})

export const applyCompletePageCall = defineCall({
  method: 'GET',
  path: 'pages/campaign/apply/complete',
  operationId: 'getPagesCampaignApplyComplete',
  summary:
    'サンプルお申し込み完了画面のデータ：キャンペーン名とお届けの目安（リンクキーはこの画面では保存しない）',
  tags: ['pages', 'campaign'],
  errors: [404, 410],
  query: z.object(applyTargetShape),
  response: applyPageSchema,
})

export const applyCustomerCall = defineCall({
  method: 'POST',
  path: 'campaign/apply/customer',
  operationId: 'postCampaignApplyCustomer',
  summary:
    'ログイン中の会員の登録情報（お名前・ご住所・電話番号・メールアドレス）をフォームの初期値として返し、このサンプルにお申し込み済みかを示す',
  tags: ['campaign'],
  errors: [401, 404, 410],
  body: z.object(applyTargetShape),
  response: z.object({
    prefill: z.record(z.string(), z.string()),
    alreadyApplied: z.boolean(),
  }),
})

export const applyCheckCall = defineCall({
  method: 'POST',
  path: 'campaign/apply/check',
  operationId: 'postCampaignApplyCheck',
  summary:
    'サンプルお申し込みの入力内容を検証し、受付中・残りあり・未申し込みであることを確かめる（申し込みはしない）。入力の誤りは 400 で項目ごと、申し込み済み・締め切りは 409',
  tags: ['campaign'],
  errors: [403, 404, 409, 410],
  body: applyFormSchema.extend({ linkKey }),
  response: z.object({ campaignTitle: z.string(), sampleName: z.string() }),
})

export const applyCall = defineCall({
  method: 'POST',
  path: 'campaign/apply',
  operationId: 'postCampaignApply',
  summary:
    'サンプルに申し込む（お一人様1商品につき1回。自動送信防止の解答 botCheck が必要）。受付メールを送り、お申し込み番号を返す。申し込み済み・締め切りは 409',
  tags: ['campaign'],
  errors: [403, 404, 409, 410],
  body: applyFormSchema.extend({ botCheck: botCheckSolutionSchema, linkKey }),
  response: z.object({ applicationNumber: z.string() }),
})
