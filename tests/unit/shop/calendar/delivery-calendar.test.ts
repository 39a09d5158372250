import { describe, expect, it } from 'vitest'

import {
  DEFAULT_DELIVERY_CALENDAR,
  DELIVERY_DATE_WINDOW_TEXT,
  deliveryDateWindowText,
  firstSpecifiableDate,
  isClosed,
  isShippingDay,
  nthShippingDayAfter,
  offeredDeliveryDates,
  STANDARD_DELIVERY_DAYS,
  STANDARD_DELIVERY_TEXT,
  standardDeliveryDays,
} from '@/shop/calendar/delivery-calendar'
import { daysBetween } from '@/shop/calendar/japan-date'
import { isJapaneseHoliday, japaneseHolidayName } from '@/shop/calendar/japan-holidays'

describe('Japanese public holidays', () => {
  it('knows the holidays of the law, substitute holidays included', () => {
    expect(japaneseHolidayName('2026-11-23')).toBe('勤労感謝の日')
    expect(japaneseHolidayName('2027-01-11')).toBe('成人の日')
    expect(japaneseHolidayName('2026-05-06')).toBe('こどもの日 振替休日')
    expect(japaneseHolidayName('2026-09-22')).toBe('休日') // 国民の休日 between two holidays
    expect(japaneseHolidayName('2026-11-24')).toBeNull()
    expect(isJapaneseHoliday('2027-01-01')).toBe(true)
  })

  it('refuses years the table does not cover, instead of calling them working days', () => {
    expect(() => isJapaneseHoliday('2099-01-01')).toThrow(RangeError)
  })
})

describe('shipping days', () => {
  it('are weekdays that are neither holidays nor in the closure', () => {
    expect(isShippingDay('2026-11-24')).toBe(true)
    expect(isShippingDay('2026-11-23')).toBe(false) // 勤労感謝の日 (Mon)
    expect(isShippingDay('2026-11-28')).toBe(false) // Sat
    expect(isShippingDay('2026-11-29')).toBe(false) // Sun
    expect(isShippingDay('2026-12-28')).toBe(true)
    expect(isShippingDay('2026-12-29')).toBe(false) // closure, a Tuesday
    expect(isShippingDay('2027-01-04')).toBe(true)
  })

  it('count the lead time across a weekend and a holiday', () => {
    // Fri 2026-11-20: Sat, Sun and Mon 11-23 (勤労感謝の日) do not count.
    expect(nthShippingDayAfter('2026-11-20', 1)).toBe('2026-11-24')
    expect(nthShippingDayAfter('2026-11-20', 2)).toBe('2026-11-25')
    // Fri 2027-01-08: Mon 01-11 is 成人の日.
    expect(nthShippingDayAfter('2027-01-08', 1)).toBe('2027-01-12')
    expect(() => nthShippingDayAfter('2026-11-20', 0)).toThrow(RangeError)
  })
})

describe('the year-end closure', () => {
  it('wraps the year end', () => {
    for (const d of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03']) expect(isClosed(d)).toBe(true)
    expect(isClosed('2026-12-28')).toBe(false)
    expect(isClosed('2027-01-04')).toBe(false)
  })

  it('leaves its days out of the offer and stops shipping across it', () => {
    // Wed 12-23: ships Thu 12-24 / Fri 12-25 at the latest; +3 days = Mon 12-28.
    const dates = offeredDeliveryDates('2026-12-23')
    expect(dates[0]).toBe('2026-12-28')
    for (const d of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03']) expect(dates).not.toContain(d)
    expect(dates).toContain('2027-01-04')
    expect(dates.at(-1)).toBe('2027-01-10')
    expect(dates).toHaveLength(14 - 6)
    // Sat 12-26: the next shipping days are Mon 12-28 and Mon 01-04 (after the closure).
    expect(nthShippingDayAfter('2026-12-26', 2)).toBe('2027-01-04')
    expect(firstSpecifiableDate('2026-12-26')).toBe('2027-01-07')
  })

  it('moves a delivery that would land in it to the first day after', () => {
    // Thu 12-24: ships by Mon 12-28 at the latest, +3 = 12-31 (closed) → 01-04.
    expect(firstSpecifiableDate('2026-12-24')).toBe('2027-01-04')
  })
})

describe('offered delivery dates', () => {
  it('start when every region can be reached and span 14 calendar days, weekends included', () => {
    // Tue 11-24: ships by Thu 11-26, +3 days = Sun 11-29.
    const dates = offeredDeliveryDates('2026-11-24')
    expect(dates).toHaveLength(14)
    expect(dates[0]).toBe('2026-11-29')
    expect(dates.at(-1)).toBe('2026-12-12')
    expect(dates).toContain('2026-12-05') // a Saturday: carriers deliver
  })

  it('count the lead time in shipping days across a weekend and a holiday', () => {
    // Fri 11-20: ships by Tue 11-24 / Wed 11-25 (Sat, Sun, Mon 勤労感謝の日 off); +3 = Sat 11-28.
    expect(offeredDeliveryDates('2026-11-20')[0]).toBe('2026-11-28')
    // Thu 2027-01-07: ships by Fri 01-08 / Tue 01-12 (Mon 01-11 成人の日); +3 = Fri 01-15.
    expect(offeredDeliveryDates('2027-01-07')[0]).toBe('2027-01-15')
  })

  it('rejects a malformed order date', () => {
    expect(() => offeredDeliveryDates('2026-02-30')).toThrow(RangeError)
  })
})

describe('what the shop promises', () => {
  it('states the days of the calendar it uses', () => {
    expect(STANDARD_DELIVERY_DAYS).toEqual({ min: 2, max: 5 })
    expect(standardDeliveryDays(DEFAULT_DELIVERY_CALENDAR)).toEqual(STANDARD_DELIVERY_DAYS)
    expect(STANDARD_DELIVERY_TEXT).toBe(
      'ご注文確定後、2〜5日でお届けします（土日祝日・年末年始（12月29日〜1月3日）は発送休業日のため、日数に含みません）',
    )
  })

  it('keeps the first date to choose no earlier than the latest standard delivery', () => {
    // Any weekday order: the first offered date is at least STANDARD_DELIVERY_DAYS.max days away.
    for (const orderDate of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']) {
      const first = offeredDeliveryDates(orderDate)[0]!
      expect(daysBetween(orderDate, first)).toBeGreaterThanOrEqual(STANDARD_DELIVERY_DAYS.max)
    }
  })
})

describe('the window of dates a shopper may specify, in words', () => {
  it('states the calendar’s own lead and span', () => {
    expect(DELIVERY_DATE_WINDOW_TEXT).toBe(
      'お届け日は、ご注文日から2営業日後の発送日に配送日数の3日を加えた日以降、14日間の中からお選びいただけます（土日祝日・年末年始（12月29日〜1月3日）は発送休業日のため営業日に数えません。年末年始はお届け日にも指定できません）。',
    )
    const other = {
      ...DEFAULT_DELIVERY_CALENDAR,
      shippingDays: { min: 1, max: 3 },
      transitDays: { min: 1, max: 2 },
      spanDays: 21,
      closures: [],
    }
    expect(deliveryDateWindowText(other)).toBe(
      'お届け日は、ご注文日から3営業日後の発送日に配送日数の2日を加えた日以降、21日間の中からお選びいただけます（土日祝日は発送休業日のため営業日に数えません）。',
    )
  })

  it('describes what checkout offers: from the n-th shipping day plus the longest transit, for the span', () => {
    const { shippingDays, transitDays, spanDays } = DEFAULT_DELIVERY_CALENDAR
    for (const orderDate of ['2026-11-20', '2026-11-24', '2026-11-28', '2027-01-07', '2026-12-25']) {
      const dates = offeredDeliveryDates(orderDate)
      const shipped = nthShippingDayAfter(orderDate, shippingDays.max)
      expect(daysBetween(shipped, dates[0]!)).toBeGreaterThanOrEqual(transitDays.max)
      expect(dates.every((d) => !isClosed(d))).toBe(true)
      expect(daysBetween(dates[0]!, dates.at(-1)!)).toBeLessThan(spanDays)
    }
  })
})
