/**
 * Regular-delivery dates (docs/adr/017-orders-points-and-stock.md): the first delivery is the one of the order
 * (the specified date when the shopper chose one, otherwise the day the order was placed, Japan time); the next
 * is the first plus the cycle's months (cycleType 1–3 = every 1–3 months, ADR 007), clamped to the month's last
 * day (01-31 + 1 month = 02-28/29). Dates are YYYY-MM-DD strings.
 */
import type { RegularCycle } from '@/shop/catalogue/codes'

export const CYCLE_MONTHS: Record<RegularCycle, number> = { '1': 1, '2': 2, '3': 3 }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function addMonthsClamped(date: string, months: number): string {
  const m = DATE.exec(date)
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`)
  const year = Number(m[1])
  const month = Number(m[2]) - 1 + months
  const day = Number(m[3])
  const targetYear = year + Math.floor(month / 12)
  const targetMonth = ((month % 12) + 12) % 12
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  const d = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)))
  return d.toISOString().slice(0, 10)
}

export function nextDeliveryDate(firstDeliveryDate: string, cycleType: RegularCycle): string {
  const months = CYCLE_MONTHS[cycleType]
  if (!months) throw new RangeError(`not a regular cycle: ${String(cycleType)}`)
  return addMonthsClamped(firstDeliveryDate, months)
}
