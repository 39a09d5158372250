/**
 * The dashboards' period (issue 28): the last 30, 90 or 365 Japan calendar days up to and including today in
 * Japan. Pure: "now" is passed in (src/shop/calendar/clock.ts). Any other input — missing, garbled, another
 * number — means 30 days, so a hand-edited URL never fails.
 */
import { addDays, startOfJapanDay, todayInJapan } from '@/shop/calendar/japan-date'

export const PERIOD_DAYS = [30, 90, 365] as const
export type PeriodDays = (typeof PERIOD_DAYS)[number]
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30

export const PERIOD_LABELS: Record<PeriodDays, string> = {
  30: '直近30日',
  90: '直近90日',
  365: '直近365日',
}

/** The period a `days` query value asks for (`?days=90`); anything else is 30 days. */
export function parsePeriodDays(value: unknown): PeriodDays {
  const text = Array.isArray(value) ? value[0] : value
  if (typeof text !== 'string' && typeof text !== 'number') return DEFAULT_PERIOD_DAYS
  const trimmed = String(text).trim()
  if (!/^\d{1,3}$/.test(trimmed)) return DEFAULT_PERIOD_DAYS
  const n = Number(trimmed)
  return (PERIOD_DAYS as readonly number[]).includes(n) ? (n as PeriodDays) : DEFAULT_PERIOD_DAYS
}

export interface Period {
  days: PeriodDays
  /** The first Japan day of the period, 'YYYY-MM-DD'. */
  firstDay: string
  /** The last Japan day of the period (today in Japan), 'YYYY-MM-DD'. */
  lastDay: string
  /** The instant the period starts (00:00 in Japan of `firstDay`). */
  from: Date
  /** The instant just after the period (00:00 in Japan of the day after `lastDay`), exclusive. */
  until: Date
}

export function periodOf(days: PeriodDays, now: Date): Period {
  const lastDay = todayInJapan(now)
  const firstDay = addDays(lastDay, -(days - 1))
  return {
    days,
    firstDay,
    lastDay,
    from: startOfJapanDay(firstDay),
    until: startOfJapanDay(addDays(lastDay, 1)),
  }
}

/** Every Japan day of the period, oldest first. */
export function daysOf(period: Period): string[] {
  const out: string[] = []
  for (let day = period.firstDay; day <= period.lastDay; day = addDays(day, 1)) out.push(day)
  return out
}

/** The Japan month ('YYYY-MM') of a day 'YYYY-MM-DD'. */
export const monthOfDay = (day: string): string => day.slice(0, 7)

/** Every month ('YYYY-MM') the period touches, oldest first. */
export function monthsOf(period: Period): string[] {
  return [...new Set(daysOf(period).map(monthOfDay))]
}

/** '2026-11' → '2026年11月'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-')
  return `${y}年${Number(m)}月`
}

/** '2026-11-29' → '11月29日'. */
export function formatShortDay(day: string): string {
  const [, m, d] = day.split('-')
  return `${Number(m)}月${Number(d)}日`
}
