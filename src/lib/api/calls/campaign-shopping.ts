/**
 * The campaign's one-page order (spec §7; issue 15 item 6; docs/adr/048-campaign-shopping.md): its page data (the
 * products at the campaign's price for this shopper), the order form's data for the chosen product
 * (`campaign/order/customer`, which also keeps the campaign order's own cart), the check behind the confirm page
 * (the checkout's, with its 特定商取引法 items), the confirm and complete pages, the fraud signals, and the
 * providers' hand-backs. The order itself is `campaign/order` with kind `shopping` (campaign-gifts.ts).
 */
import { z } from 'zod'

import { PRODUCT_CODE_PATTERN } from '@/shop/catalogue/codes'
import { isPromotionId } from '@/shop/campaigns/campaign-kinds'

import { defineCall } from '../define-call'
import {
  appPaymentCallbackCall,
  checkoutFormSchema,
  checkoutPageSchema,
  orderCompletePageCall,
  orderFraudLogCall,
  orderReviewSchema,
  tdsCallbackCall,
  tdsErrorCall,
} from './order'

const promotionId = z
  .string({ error: 'プロモーションIDを指定してください' })
  .refine(isPromotionId, 'プロモーションIDの形式が正しくありません')
const productCode = (name: string) =>
  z
    .string({ error: `商品コード（${name}）を指定してください` })
    .regex(PRODUCT_CODE_PATTERN, '商品コードの形式が正しくありません')

export const campaignShoppingPageCall = defineCall({
  method: 'GET',
  path: 'pages/campaign/shopping',
  operationId: 'getPagesCampaignShopping',
  summary:
    'キャンペーンのご注文ページのデータ：キャンペーン、対象商品と通常価格・このお客さまの価格（関係者は対象のキャンペーンのみ特別価格）。開始前・不明は 404、終了後は 410',
  tags: ['pages', 'campaign'],
  errors: [404, 410],
  query: z.object({
    promotionId,
    productcode: productCode('productcode'),
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'キー（key）の形式が正しくありません')
      .optional(),
  }),
  response: z.object({
    campaign: z.object({
      title: z.string(),
      promotionId: z.string(),
      periodText: z.string(),
      landingPath: z.string(),
    }),
    offers: z.array(
      z.object({
        productCode: z.string(),
        name: z.string(),
        imageUrl: z.string().nullable(),
        purchase: z.enum(['0', '1', '2', '3']),
        purchaseLabel: z.string(),
        usualPrice: z.number().int(),
        price: z.number().int(),
        campaignApplied: z.boolean(),
        maxQuantity: z.number().int(),
        available: z.boolean(),
      }),
    ),
    selected: z.string(),
    kankeishaExcluded: z.boolean(),
  }),
})

export const campaignOrderCustomerCall = defineCall({
  method: 'POST',
  path: 'campaign/order/customer',
  operationId: 'postCampaignOrderCustomer',
  summary:
    'キャンペーンのご注文フォームのデータ：選んだ商品と数量をこの注文専用のカートに入れ、ご注文者の初期値（会員）、お届け日・お支払い方法などの選択肢と金額を返す',
  tags: ['campaign'],
  // 403 a campaign for other links; 404 unknown or not started; 409 not offered or over its limit; 410 ended.
  errors: [403, 404, 409, 410],
  body: z.object({
    promotionId,
    productCode: productCode('productCode'),
    quantity: z.coerce
      .number({ error: '数量を選択してください' })
      .int('数量を選択してください')
      .min(1, '数量を選択してください')
      .max(20, '数量を選択してください'),
    /** The link key of the form's URL (`?key=`), for a campaign open to certain links only. */
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'キー（key）の形式が正しくありません')
      .optional(),
  }),
  response: checkoutPageSchema,
})

export const campaignOrderCheckCall = defineCall({
  method: 'POST',
  path: 'campaign/order/check',
  operationId: 'postCampaignOrderCheck',
  summary:
    'キャンペーンのご注文の入力内容をすべて検証し、特別価格で計算した確認画面の内容（特定商取引法の表示を含む）を返す（注文はしない）',
  tags: ['campaign'],
  errors: [409, 410],
  body: checkoutFormSchema,
  response: orderReviewSchema,
})

export const campaignConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/campaign/shopping/confirm',
  operationId: 'getPagesCampaignShoppingConfirm',
  summary:
    'キャンペーンのご注文の確認画面のデータ：ご注文フォームのデータに、この確認画面からの注文に使う冪等キーを加えたもの',
  tags: ['pages', 'campaign'],
  errors: [409, 410],
  response: checkoutPageSchema.extend({ idempotencyKey: z.string() }),
})

export const campaignCompletePageCall = defineCall({
  ...orderCompletePageCall,
  path: 'pages/campaign/shopping/complete',
  operationId: 'getPagesCampaignShoppingComplete',
  summary: 'キャンペーンのご注文の完了画面のデータ（注文した本人のみ）',
  tags: ['pages', 'campaign'],
})

export const campaignFraudLogCall = defineCall({
  ...orderFraudLogCall,
  path: 'campaign/order/fraud-detection-output-log',
  operationId: 'postCampaignOrderFraudDetectionOutputLog',
  summary: 'キャンペーンのご注文中のブラウザの不正検知シグナルを記録する。個人情報やカード情報は受け付けない',
  tags: ['campaign'],
})

export const campaignTdsCallbackCall = defineCall({
  ...tdsCallbackCall,
  path: 'pages/campaign/shopping/tds-callback',
  operationId: 'postPagesCampaignShoppingTdsCallback',
  summary: 'キャンペーンのご注文の 3-D セキュア認証からの戻り（完了画面またはエラー画面へ 303）',
  tags: ['campaign'],
})

export const campaignTdsErrorCall = defineCall({
  ...tdsErrorCall,
  path: 'pages/campaign/shopping/tds-error',
  operationId: 'getPagesCampaignShoppingTdsError',
  summary: 'キャンペーンのご注文でお支払いができなかったときの画面の文言',
  tags: ['pages', 'campaign'],
  response: z.object({ title: z.string(), message: z.string() }),
})

export const campaignAppPaymentCallbackCall = defineCall({
  ...appPaymentCallbackCall,
  path: 'pages/campaign/shopping/gmo-app-payment-callback',
  operationId: 'postPagesCampaignShoppingGmoAppPaymentCallback',
  summary: 'キャンペーンのご注文のスマホ決済からの戻り（完了画面またはエラー画面へ 303）',
  tags: ['campaign'],
})
