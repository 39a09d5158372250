/**
 * The measurement's daily rollups and raw-event retention (issue 28 §1, docs/adr/065) as a Payload job on the shop's
 * one queue (ADR 033), hourly: each run rebuilds today and yesterday (and any day it missed) from the raw events and
 * deletes raw events older than ANALYTICS_RETENTION_DAYS. A rerun of a day gives the same rollup (events-store.ts).
 */
import type { Payload, TaskConfig } from 'payload'

import { env } from '@/lib/config/env'
import { type Clock, systemClock } from '@/shop/calendar/clock'
import { todayInJapan } from '@/shop/calendar/japan-date'
import { daysToRollUp, firstKeptDay, ROLLUP_MINUTE } from '@/shop/analytics/rollup-days'

import { daysWithoutRollup, purgeEventsBefore, rollUpDay } from '../analytics/events-store'

export const ANALYTICS_ROLLUP_TASK = 'analytics-rollup'

export interface RollupRun {
  days: number
  rows: number
  purged: number
}

export async function runAnalyticsRollup(
  payload: Payload,
  { clock = systemClock, keepDays = env.ANALYTICS_RETENTION_DAYS }: { clock?: Clock; keepDays?: number } = {},
): Promise<RollupRun> {
  const today = todayInJapan(clock.now())
  const days = daysToRollUp(today, await daysWithoutRollup(payload))
  let rows = 0
  for (const day of days) rows += await rollUpDay(payload, day)
  const purged = await purgeEventsBefore(payload, firstKeptDay(today, keepDays))
  return { days: days.length, rows, purged }
}

export const analyticsRollupTask: TaskConfig = {
  slug: ANALYTICS_ROLLUP_TASK,
  label: 'アクセス集計（日次）',
  schedule: [{ cron: `0 ${ROLLUP_MINUTE} * * * *`, queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'days', type: 'number' },
    { name: 'rows', type: 'number' },
    { name: 'purged', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: { ...(await runAnalyticsRollup(req.payload)) } }),
}
