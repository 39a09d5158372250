/**
 * What a marketer may choose for a dated preview (docs/adr/045-campaigns.md): a day of the period and an hour of that
 * day (Japan time), and the A/B variant. The instant must lie in the period: the page is shown as on that day.
 */
import {
  addDays,
  formatJapaneseDay,
  japanDate,
  japanDateTimeParts,
  startOfJapanDay,
} from '@/shop/calendar/japan-date'

import { isVariant, type Variant } from './ab-test'
import { isInPeriod, lastMinuteOf, type CampaignPeriod } from './campaign-period'

/** Enough for the longest campaign we plan (a quarter and a bit); a longer one lists its first days. */
const MAX_DAYS = 120

export type DayOption = { value: string; label: string }

/** The Japan days the period touches, from the day it starts to the day of its last minute. */
export function previewDays(period: CampaignPeriod): DayOption[] {
  const first = japanDate(period.startsAt)
  const last = japanDate(lastMinuteOf(period))
  const days: DayOption[] = []
  for (let day = first; day <= last && days.length < MAX_DAYS; day = addDays(day, 1))
    days.push({ value: day, label: formatJapaneseDay(day) })
  return days
}

export const PREVIEW_HOURS = Array.from({ length: 24 }, (_, h) => h)

/** The default choice: now if the campaign runs, else its start (its day and hour). */
export function defaultPreviewChoice(period: CampaignPeriod, now: Date): { day: string; hour: number } {
  const at = isInPeriod(period, now) ? now : period.startsAt
  return { day: japanDate(at), hour: japanDateTimeParts(at).hour }
}

export type PreviewChoice = { at: Date; variant: Variant }
export type PreviewChoiceResult =
  | { ok: true; choice: PreviewChoice }
  | { ok: false; fields: Partial<Record<'day' | 'hour' | 'variant', string>> }

/**
 * The instant and variant of a submitted choice. The hour on the start day may begin before the start (a campaign
 * starting at 10:30, 10時): the preview is then shown as at the start.
 */
export function parsePreviewChoice(
  input: { day?: string | null; hour?: string | null; variant?: string | null },
  period: CampaignPeriod,
  hasTest: boolean,
): PreviewChoiceResult {
  const fields: Partial<Record<'day' | 'hour' | 'variant', string>> = {}
  const days = previewDays(period).map((d) => d.value)
  const hour = Number(input.hour)
  if (!input.day || !days.includes(input.day)) fields.day = 'キャンペーン期間内の日付を選んでください'
  if (!/^\d{1,2}$/.test(input.hour ?? '') || hour > 23) fields.hour = '時刻を選んでください'
  const variant = input.variant ?? 'control'
  if (!isVariant(variant)) fields.variant = '表示する版を選んでください'
  else if (variant === 'test' && !hasTest) fields.variant = 'このキャンペーンにはテスト版がありません'
  if (Object.keys(fields).length) return { ok: false, fields }
  const chosen = new Date(startOfJapanDay(input.day!).getTime() + hour * 3_600_000)
  const at = chosen < period.startsAt ? period.startsAt : chosen
  if (!isInPeriod(period, at))
    return { ok: false, fields: { hour: 'キャンペーン期間内の時刻を選んでください' } }
  return { ok: true, choice: { at, variant: variant as Variant } }
}
