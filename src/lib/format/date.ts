/** Dates as Japanese shoppers read them, always in Japan time. */
const ymd = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** 2026.11.05 style used in notice lists. */
export function formatDotDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const parts = Object.fromEntries(ymd.formatToParts(new Date(iso)).map((p) => [p.type, p.value]))
  return `${parts.year}.${parts.month}.${parts.day}`
}

/** 2026年11月5日 style used in articles. */
export function formatJapaneseDate(iso: string | null | undefined): string {
  if (!iso) return ''
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' }).format(new Date(iso))
}
