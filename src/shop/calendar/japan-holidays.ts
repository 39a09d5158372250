/**
 * Japanese public holidays (国民の祝日, 振替休日 and 国民の休日) from @holiday-jp/holiday_jp: the package carries its
 * own table (1970–2050), so nothing is fetched at run time. Update the package when the law adds or moves a holiday.
 */
import holidayJp from '@holiday-jp/holiday_jp'
import type { Holiday } from '@holiday-jp/holiday_jp/lib/types'

import { assertIsoDate } from './japan-date'

const HOLIDAYS: Readonly<Record<string, Holiday>> = holidayJp.holidays

const years = Object.keys(HOLIDAYS).map((date) => Number(date.slice(0, 4)))
/** The years the table covers; outside them a day cannot be told apart from a working day. */
export const HOLIDAY_YEARS = { first: Math.min(...years), last: Math.max(...years) } as const

/** The holiday's Japanese name ('勤労感謝の日'), or null on a day that is not a public holiday. */
export function japaneseHolidayName(date: string): string | null {
  assertIsoDate(date)
  const year = Number(date.slice(0, 4))
  if (year < HOLIDAY_YEARS.first || year > HOLIDAY_YEARS.last)
    throw new RangeError(`no Japanese holiday data for ${year} (update @holiday-jp/holiday_jp)`)
  return Object.hasOwn(HOLIDAYS, date) ? HOLIDAYS[date]!.name : null
}

export function isJapaneseHoliday(date: string): boolean {
  return japaneseHolidayName(date) !== null
}
