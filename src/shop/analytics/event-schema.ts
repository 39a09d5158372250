/**
 * The collector's wire format (POST /api/events, issue 28 §1): a batch of at most EVENTS_PER_BATCH events, each a
 * kind, the page's path and the few values its kind needs. Anything else is refused (400) rather than stored, so a
 * script cannot make the table hold what it was never meant to hold; the body limit (413) bounds the bytes.
 */
import { z } from 'zod'

import { VARIANTS } from '@/shop/campaigns/ab-test'
import { KEYWORD_MAX_LENGTH } from '@/shop/catalogue/search-keyword'

import { EVENT_KINDS } from './event-kinds'

export const EVENTS_PER_BATCH = 50
export const EVENT_PATH_MAX = 500
const CODE_MAX = 64

const code = (label: string) =>
  z
    .string({ error: `${label}を指定してください。` })
    .trim()
    .min(1, `${label}を指定してください。`)
    .max(CODE_MAX, `${label}は${CODE_MAX}文字以内で指定してください。`)
    .regex(/^[\w.-]+$/, `${label}は英数字と - _ . で指定してください。`)

export const wireEventSchema = z.strictObject({
  kind: z.enum(EVENT_KINDS, { error: 'イベントの種類が正しくありません。' }),
  path: z
    .string({ error: 'ページのパスを指定してください。' })
    .max(EVENT_PATH_MAX, `ページのパスは${EVENT_PATH_MAX}文字以内で指定してください。`)
    .regex(/^\//, 'ページのパスは / から始めてください。'),
  product: code('商品コード').optional(),
  campaign: code('キャンペーンのプロモーションID').optional(),
  variant: z.enum(VARIANTS, { error: 'A/Bテストの版が正しくありません。' }).optional(),
  step: code('手続きの段階').optional(),
  keyword: z
    .string()
    .max(KEYWORD_MAX_LENGTH, `検索キーワードは${KEYWORD_MAX_LENGTH}文字以内で指定してください。`)
    .optional(),
  results: z
    .number({ error: '検索結果の件数は数値で指定してください。' })
    .int()
    .min(0)
    .max(1_000_000)
    .optional(),
})
export type WireEvent = z.infer<typeof wireEventSchema>

export const eventBatchSchema = z.strictObject({
  events: z
    .array(wireEventSchema, { error: 'イベントの一覧を指定してください。' })
    .min(1, 'イベントを1件以上指定してください。')
    .max(EVENTS_PER_BATCH, `イベントは1回に${EVENTS_PER_BATCH}件までです。`),
})
export type EventBatch = z.infer<typeof eventBatchSchema>
