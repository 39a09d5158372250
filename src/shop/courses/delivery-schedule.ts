/**
 * When each delivery of a course falls (docs/adr/033-regular-delivery-engine.md). A course counts its deliveries
 * from an anchor: delivery `anchorSequence` is on `anchorDate`, and delivery n is the cycle's months later per
 * step, clamped to the month's last day and moved past a closure of the shipping calendar. Counting from the
 * anchor (never from the previous, possibly moved, date) keeps a course on its day of the month: a delivery moved
 * from 12-30 to 01-04 does not drag the February one along. A member's date change re-anchors the course at the
 * changed delivery, so the following ones keep the new rhythm.
 */
import type { RegularCycle } from '@/shop/catalogue/codes'
import {
  DEFAULT_DELIVERY_CALENDAR,
  firstOpenDay,
  type DeliveryCalendarSettings,
} from '@/shop/calendar/delivery-calendar'
import { addDays, addMonthsClamped, daysBetween } from '@/shop/calendar/japan-date'
import { CYCLE_MONTHS } from '@/shop/orders/delivery-dates'

export interface CourseAnchor {
  anchorDate: string
  anchorSequence: number
  cycleType: RegularCycle
}

/** The delivery date of delivery `sequence` (≥ anchorSequence). */
export function deliveryDateOf(
  course: CourseAnchor,
  sequence: number,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string {
  const steps = sequence - course.anchorSequence
  if (!Number.isInteger(steps) || steps < 0) throw new RangeError('sequence before the anchor')
  const months = CYCLE_MONTHS[course.cycleType]
  if (!months) throw new RangeError(`not a regular cycle: ${String(course.cycleType)}`)
  return firstOpenDay(addMonthsClamped(course.anchorDate, steps * months), calendar)
}

/** True when the delivery on `deliveryDate` is to be ordered on `today`: `leadDays` or fewer days remain. */
export function isDue(today: string, deliveryDate: string, leadDays: number): boolean {
  return daysBetween(today, deliveryDate) <= leadDays
}

/** The day the engine orders the delivery on `deliveryDate`. */
export const orderDayOf = (deliveryDate: string, leadDays: number): string => addDays(deliveryDate, -leadDays)
