/**
 * The 7-day rule of spec §1/§9: a member changes or cancels a regular delivery no later than 7 days before its
 * delivery date. The one source of the number; every text that states it reads it from here.
 */
import { addDays, daysBetween } from '@/shop/calendar/japan-date'

export const REGULAR_CHANGE_DEADLINE_DAYS = 7

/** True while `today` is at least 7 days before `deliveryDate` (both YYYY-MM-DD, Japan). */
export function isChangeable(today: string, deliveryDate: string): boolean {
  return daysBetween(today, deliveryDate) >= REGULAR_CHANGE_DEADLINE_DAYS
}

/** The last day a change to the delivery on `deliveryDate` is accepted. */
export const lastChangeDay = (deliveryDate: string): string =>
  addDays(deliveryDate, -REGULAR_CHANGE_DEADLINE_DAYS)
