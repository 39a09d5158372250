/**
 * `POST campaign/order` (spec §7): the campaign orders. Kind `birthday` or `continuation` records a member's choice
 * of this year's gift (docs/adr/047-campaign-gifts.md); kind `shopping` places the campaign's one-page order from its
 * checkout form (docs/adr/048-campaign-shopping.md), idempotently, with the checkout's answers (placed, or a
 * redirect to the card's 3-D Secure or an app payment).
 */
import { z } from 'zod'

import { defineCall } from '../define-call'
import { giftCode, key, year } from './campaign-gifts'
import { checkoutFormSchema } from './order'

export const campaignOrderCall = defineCall({
  method: 'POST',
  path: 'campaign/order',
  operationId: 'postCampaignOrder',
  summary:
    'キャンペーンの注文を確定する。kind が birthday・continuation はプレゼントの選択を記録（1年に1回。2回目は 409）、shopping は特別価格のご注文を確定する（同じ idempotencyKey の再送信は同じ注文を返す。カードの 3-D セキュアやスマホ決済では redirectUrl へ移動）',
  tags: ['campaign'],
  // 400 fields; 401 a gift without sign-in; 402 declined; 404/410 unknown or ended; 409 chosen before, not
  // eligible, stock or the campaign changed; 429 card attempts over the limit.
  errors: [401, 402, 404, 409, 410, 429],
  body: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('birthday'), year, giftCode, key }),
      z.object({ kind: z.literal('continuation'), year, giftCode, key }),
      z.object({ kind: z.literal('shopping'), form: checkoutFormSchema }),
    ],
    { error: 'キャンペーンの種類（kind）が正しくありません' },
  ),
  response: z.discriminatedUnion('status', [
    z.object({ status: z.literal('selected'), giftName: z.string(), shippingText: z.string() }),
    z.object({ status: z.literal('placed'), orderNumber: z.string(), completePath: z.string() }),
    z.object({ status: z.literal('redirect'), orderNumber: z.string(), redirectUrl: z.string() }),
  ]),
})
