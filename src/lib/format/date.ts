/** Dates as Japanese shoppers read them, always on the Japanese calendar (the day comes from japan-date.ts). */
import { japanDateTimeParts } from '@/shop/calendar/japan-date'

const partsOf = (iso: string) => japanDateTimeParts(new Date(iso))

/** 2026.11.05 style used in notice lists. */
export function formatDotDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const { year, month, day } = partsOf(iso)
  return `${year}.${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')}`
}

/** 2026年11月5日 style used in articles. */
export function formatJapaneseDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const { year, month, day } = partsOf(iso)
  return `${year}年${month}月${day}日`
}
