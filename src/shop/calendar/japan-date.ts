/**
 * Japan calendar days (ADR 030): the one place that turns an instant into a day in Japan and does arithmetic on
 * days. A day is a 'YYYY-MM-DD' string of the Japanese calendar (Asia/Tokyo is UTC+9 all year: Japan has no
 * daylight saving time, so a fixed offset is exact). Pure: "now" is always passed in (see clock.ts).
 */

import { systemClock } from './clock'

/** Asia/Tokyo's offset from UTC. */
const JAPAN_OFFSET_MS = 9 * 3600_000

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of an instant as a clock in Japan shows them (month 1–12, weekday 0 = Sunday). */
export interface JapanDateTimeParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  weekday: number
}

export function japanDateTimeParts(at: Date): JapanDateTimeParts {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value')
  const j = new Date(at.getTime() + JAPAN_OFFSET_MS)
  return {
    year: j.getUTCFullYear(),
    month: j.getUTCMonth() + 1,
    day: j.getUTCDate(),
    hour: j.getUTCHours(),
    minute: j.getUTCMinutes(),
    weekday: j.getUTCDay(),
  }
}

/** The calendar day in Japan of an instant, 'YYYY-MM-DD'. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10)
}

/** Today in Japan ('YYYY-MM-DD'); a day starts at midnight in Japan (15:00 UTC), not in UTC. */
export function todayInJapan(now: Date = systemClock.now()): string {
  return japanDate(now)
}

/** The instant a Japan day begins (00:00 in Japan, 15:00 UTC the day before). */
export function startOfJapanDay(date: string): Date {
  return new Date(toUtc(date).getTime() - JAPAN_OFFSET_MS)
}

/** 'YYYYMMDD' of a day, for numbers people read out (order and receipt numbers). */
export function compactDate(date: string): string {
  assertIsoDate(date)
  return date.replace(/-/g, '')
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

export function assertIsoDate(value: string, name = 'date'): void {
  if (!isIsoDate(value)) throw new RangeError(`${name} must be a YYYY-MM-DD date, got ${value}`)
}

const toUtc = (date: string): Date => {
  assertIsoDate(date)
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}
const fromUtc = (d: Date): string => d.toISOString().slice(0, 10)

export function addDays(date: string, days: number): string {
  const d = toUtc(date)
  d.setUTCDate(d.getUTCDate() + days)
  return fromUtc(d)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000)
}

/** `date` plus `months` months, clamped to the month's last day (01-31 + 1 month = 02-28/29). */
export function addMonthsClamped(date: string, months: number): string {
  const d = toUtc(date)
  const month = d.getUTCMonth() + months
  const year = d.getUTCFullYear() + Math.floor(month / 12)
  const targetMonth = ((month % 12) + 12) % 12
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate()
  return fromUtc(new Date(Date.UTC(year, targetMonth, Math.min(d.getUTCDate(), lastDay))))
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay()
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const

/** 「2026年12月1日（火）」 */
export function formatJapaneseDay(date: string): string {
  const d = toUtc(date)
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日（${WEEKDAYS[d.getUTCDay()]}）`
}

/** 「2026年11月23日 12:34」: an instant as a clock in Japan shows it, for mails and receipts. */
export function formatJapanDateTime(at: Date): string {
  const j = japanDateTimeParts(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${j.year}年${j.month}月${j.day}日 ${pad(j.hour)}:${pad(j.minute)}`
}
