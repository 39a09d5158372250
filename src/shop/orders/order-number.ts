/**
 * Readable order numbers: 'W' + yyMMdd (Japan time, the day the order was placed) + '-' + 6 random digits,
 * e.g. W261123-048213. Unique by a database index; the placement retries with a new number on the rare clash.
 */
import { randomInt } from 'node:crypto'

export const ORDER_NUMBER_PATTERN = /^W\d{6}-\d{6}$/

const JST_OFFSET_MS = 9 * 60 * 60 * 1000

/** The calendar date in Japan (UTC+9, no daylight saving) as YYYY-MM-DD. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10)
}

export function orderNumberFor(at: Date, random: () => number = () => randomInt(0, 1_000_000)): string {
  const [yyyy, mm, dd] = japanDate(at).split('-') as [string, string, string]
  const digits = String(random()).padStart(6, '0')
  if (!/^\d{6}$/.test(digits)) throw new RangeError('order number digits must be 0–999999')
  return `W${yyyy.slice(2)}${mm}${dd}-${digits}`
}
