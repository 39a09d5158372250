/**
 * The club's stage run and point expiry as Payload jobs (docs/adr/049-club-stages-and-point-expiry.md), on the same
 * queue and runner as the regular-delivery engine (payload.config.ts jobs.autoRun or `npm run jobs`). Both run every
 * hour (Payload's schedule has no time zone; an hourly run picks up the Japan day change within the hour, and a run
 * with nothing to change is a few indexed queries). Exactly once is not the queue's job: both runs are idempotent.
 */
import type { TaskConfig } from 'payload'

import { systemClock } from '@/shop/calendar/clock'
import { runPointExpiryJob } from '@/shop/club/point-expiry'
import { runStageJob } from '@/shop/club/stage-service'

export const CLUB_STAGES_TASK = 'club-stages'
export const POINT_EXPIRY_TASK = 'point-expiry'

export const clubStagesTask: TaskConfig = {
  slug: CLUB_STAGES_TASK,
  label: '会員ステージの判定',
  schedule: [{ cron: '0 15 * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'raised', type: 'number' },
    { name: 'lowered', type: 'number' },
    { name: 'unchanged', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: { ...(await runStageJob(req.payload, { clock: systemClock })) } }),
}

export const pointExpiryTask: TaskConfig = {
  slug: POINT_EXPIRY_TASK,
  label: 'ポイントの失効',
  schedule: [{ cron: '0 25 * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'expired', type: 'number' },
    { name: 'points', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: { ...(await runPointExpiryJob(req.payload, { clock: systemClock })) },
  }),
}
