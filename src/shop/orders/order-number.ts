/**
 * Readable order numbers: 'W' + yyMMdd (Japan time, the day the order was placed) + '-' + 6 random digits,
 * e.g. W261123-048213. Unique by a database index; the placement retries with a new number on the rare clash.
 */
import { randomInt } from 'node:crypto'

import { compactDate, japanDate } from '@/shop/calendar/japan-date'

export const ORDER_NUMBER_PATTERN = /^W\d{6}-\d{6}$/

export function orderNumberFor(at: Date, random: () => number = () => randomInt(0, 1_000_000)): string {
  const digits = String(random()).padStart(6, '0')
  if (!/^\d{6}$/.test(digits)) throw new RangeError('order number digits must be 0–999999')
  return `W${compactDate(japanDate(at)).slice(2)}-${digits}`
}
