/**
 * Birth dates as the forms take them (year, month and day chosen separately): a real calendar date, not in
 * the future, not before 1900. Pure; `today` is passed so tests and the server agree on "now".
 */
import { isIsoDate } from '@/shop/calendar/japan-date'

export const BIRTH_YEAR_MIN = 1900

const isoDateOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

export function isRealDate(year: number, month: number, day: number): boolean {
  return isIsoDate(isoDateOf(year, month, day))
}

export function birthDateProblem(
  year: number,
  month: number,
  day: number,
  today: string,
): 'invalid' | 'future' | null {
  if (year < BIRTH_YEAR_MIN || !isRealDate(year, month, day)) return 'invalid'
  return isoDateOf(year, month, day) > today ? 'future' : null
}

// Old import path of src/ui/entry/EntryForm.tsx and src/ui/mypage/customer/ProfileChangeForm.tsx; remove once
// they import from src/shop/calendar/japan-date.

/** Years offered in the year select, newest first. */
export function birthYears(today: string): number[] {
  const current = Number(today.slice(0, 4))
  return Array.from({ length: current - BIRTH_YEAR_MIN + 1 }, (_, i) => current - i)
}
