/**
 * Birthday and continuation gift calls (spec §7; issue 15 item 5; docs/adr/047-campaign-gifts.md): the selection
 * page's data and the check of a choice, one pair per kind (the choice itself is `campaign/order`,
 * campaign-order.ts). Members only (401).
 */
import { z } from 'zod'

import { defineCall } from '../define-call'

export const year = z.coerce
  .number({ error: '年（year）は西暦4桁の数字で指定してください' })
  .int('年（year）は西暦4桁の数字で指定してください')
  .min(2000, '年（year）は西暦4桁の数字で指定してください')
  .max(2099, '年（year）は西暦4桁の数字で指定してください')

/** The link key the campaign mail or banner carried (tracking only). */
export const key = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'キー（key）の形式が正しくありません')
  .optional()

export const giftCode = z
  .string({ error: 'プレゼントを選択してください' })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'プレゼントを選択してください')

const eligibility = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.string(), message: z.string() }),
])

const selectionView = z.object({
  campaign: z.object({
    title: z.string(),
    kind: z.enum(['birthday', 'continuation']),
    year: z.number().int(),
    periodText: z.string(),
    introductionPath: z.string(),
  }),
  /** In the campaign's order, each with its rank by how many members chose it (1–5; null below or unchosen). */
  gifts: z.array(
    z.object({
      giftCode: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      imageUrl: z.string().nullable(),
      imageAlt: z.string(),
      rank: z.number().int().nullable(),
    }),
  ),
  eligibility,
  selected: z.object({ giftCode: z.string(), giftName: z.string(), shippingText: z.string() }).nullable(),
  shippingText: z.string(),
})

const checkAnswer = z.object({
  campaignTitle: z.string(),
  gift: z.object({ giftCode: z.string(), name: z.string() }),
  shippingText: z.string(),
})

const LABEL = { birthday: 'お誕生日プレゼント', continuation: '継続感謝プレゼント' } as const
const NAME = { birthday: 'Birthday', continuation: 'Continuation' } as const

function selectionPageCall<K extends 'birthday' | 'continuation'>(kind: K) {
  return defineCall({
    method: 'GET',
    path: `pages/campaign/${kind}/selection`,
    operationId: `getPagesCampaign${NAME[kind]}Selection`,
    summary: `${LABEL[kind]}の選択画面のデータ：プレゼントと選ばれた数の順位（王冠）、この会員が選べるか、選んだもの`,
    tags: ['pages', 'campaign'],
    errors: [401, 404, 410],
    query: z.object({ year, key }),
    response: selectionView,
  })
}

function checkCall<K extends 'birthday' | 'continuation'>(kind: K) {
  return defineCall({
    method: 'POST',
    path: `campaign/${kind}/check`,
    operationId: `postCampaign${NAME[kind]}Check`,
    summary: `${LABEL[kind]}の選択を確かめる（対象の会員か、今年まだ選んでいないか、お届け方法）。記録はしない`,
    tags: ['campaign'],
    errors: [401, 404, 409, 410],
    body: z.object({ year, giftCode, key }),
    response: checkAnswer,
  })
}

export const birthdaySelectionPageCall = selectionPageCall('birthday')
export const continuationSelectionPageCall = selectionPageCall('continuation')
export const birthdayCheckCall = checkCall('birthday')
export const continuationCheckCall = checkCall('continuation')
