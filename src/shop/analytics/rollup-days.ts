/**
 * Which days the hourly rollup job rebuilds (issue 28 §1): today (so far) and yesterday (its late events), plus any
 * earlier day that has raw events and no rollup (the job was off); and the first day whose raw events are kept.
 */
import { addDays } from '@/shop/calendar/japan-date'

export function daysToRollUp(today: string, missing: readonly string[]): string[] {
  const days = new Set([...missing.filter((d) => d < today), addDays(today, -1), today])
  return [...days].sort()
}

/** Raw events of days before this are deleted: `keepDays` days are kept, today included. */
export const firstKeptDay = (today: string, keepDays: number): string => addDays(today, -(keepDays - 1))

/** The minute of each hour the rollup job runs (its cron, and what the dashboards tell staff). */
export const ROLLUP_MINUTE = 35
export const ROLLUP_SCHEDULE_TEXT = `アクセスの集計は毎時${ROLLUP_MINUTE}分に更新されます。`
