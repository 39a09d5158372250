/** The shop's own measurement collector (issue 28 §1, docs/adr/065-first-party-measurement.md). */
import { z } from 'zod'

import { eventBatchSchema } from '@/shop/analytics/event-schema'

import { defineCall } from '../define-call'

export const eventsCall = defineCall({
  method: 'POST',
  path: 'events',
  operationId: 'postEvents',
  summary:
    '閲覧・購入の計測イベントをまとめて送る（navigator.sendBeacon、1回に50件まで）。個人を特定する情報は受け付けず、訪問者はランダムなIDのCookieだけで数える。送信回数は接続元ごとに制限',
  tags: ['events'],
  // 413: over the API body limit; 429: too many batches from this client (Retry-After).
  errors: [413, 429],
  body: eventBatchSchema,
  response: z.object({ accepted: z.number() }),
})
