/**
 * Regular-delivery dates (docs/adr/017-orders-points-and-stock.md, ADR 030): the first delivery is the one of the
 * order (the specified date when the shopper chose one, otherwise the day the order was placed, Japan time); the
 * next is the first plus the cycle's months (cycleType 1–3 = every 1–3 months, ADR 007), clamped to the month's
 * last day (01-31 + 1 month = 02-28/29), and moved past a closure of the shipping calendar (12-30 → 01-04).
 * Dates are YYYY-MM-DD strings.
 */
import type { RegularCycle } from '@/shop/catalogue/codes'
import {
  closureOf,
  DEFAULT_DELIVERY_CALENDAR,
  firstOpenDay,
  type DeliveryCalendarSettings,
  type DeliveryClosure,
} from '@/shop/calendar/delivery-calendar'
import { addMonthsClamped } from '@/shop/calendar/japan-date'

export const CYCLE_MONTHS: Record<RegularCycle, number> = { '1': 1, '2': 2, '3': 3 }

/** The next delivery and, when the cycle's date fell in a closure, the closure it was moved out of. */
export function nextDelivery(
  firstDeliveryDate: string,
  cycleType: RegularCycle,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): { date: string; movedOutOf: DeliveryClosure | null } {
  const months = CYCLE_MONTHS[cycleType]
  if (!months) throw new RangeError(`not a regular cycle: ${String(cycleType)}`)
  const due = addMonthsClamped(firstDeliveryDate, months)
  return { date: firstOpenDay(due, calendar), movedOutOf: closureOf(due, calendar) }
}

export function nextDeliveryDate(
  firstDeliveryDate: string,
  cycleType: RegularCycle,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string {
  return nextDelivery(firstDeliveryDate, cycleType, calendar).date
}
