import { describe, expect, it } from 'vitest'

import { TestClock } from '@/shop/calendar/clock'
import {
  addDays,
  addMonthsClamped,
  compactDate,
  daysBetween,
  formatJapanDateTime,
  formatJapaneseDay,
  isIsoDate,
  japanDate,
  japanDateTimeParts,
  todayInJapan,
  weekdayOf,
} from '@/shop/calendar/japan-date'

describe('today in Japan', () => {
  it('turns at midnight in Japan, 15:00 UTC', () => {
    expect(todayInJapan(new Date('2026-11-23T14:59:59.999Z'))).toBe('2026-11-23')
    expect(todayInJapan(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24')
    expect(japanDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01')
  })

  it('reads the instant from a clock', () => {
    const clock = new TestClock('2026-11-23T14:30:00Z')
    expect(todayInJapan(clock.now())).toBe('2026-11-23')
    clock.advance({ minutes: 30 })
    expect(todayInJapan(clock.now())).toBe('2026-11-24')
    clock.advance({ days: 365 })
    expect(todayInJapan(clock.now())).toBe('2027-11-24')
    clock.set('2027-01-01T00:00:00+09:00')
    expect(todayInJapan(clock.now())).toBe('2027-01-01')
  })

  it('gives the parts a clock in Japan shows', () => {
    expect(japanDateTimeParts(new Date('2026-11-23T15:04:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 0,
      minute: 4,
      weekday: 2,
    })
    expect(formatJapanDateTime(new Date('2026-11-23T00:05:00Z'))).toBe('2026年11月23日 09:05')
    expect(() => japanDateTimeParts(new Date('nonsense'))).toThrow(RangeError)
  })
})

describe('day arithmetic', () => {
  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28')
  })

  it('counts days between', () => {
    expect(daysBetween('2026-11-24', '2026-12-01')).toBe(7)
    expect(daysBetween('2026-12-01', '2026-11-24')).toBe(-7)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
  })

  it('knows real dates, weekdays and the compact form', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
    expect(weekdayOf('2026-11-23')).toBe(1)
    expect(formatJapaneseDay('2026-12-01')).toBe('2026年12月1日（火）')
    expect(compactDate('2026-11-24')).toBe('20261124')
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })
})
