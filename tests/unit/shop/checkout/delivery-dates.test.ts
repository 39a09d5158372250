import { describe, expect, it } from 'vitest'

import {
  DELIVERY_MESSAGES,
  deliveryChoiceLabel,
  deliveryChoiceProblems,
  deliveryTimeLabel,
  formatJapaneseDate,
  isClosed,
  offeredDeliveryDates,
} from '@/shop/checkout/delivery-dates'

describe('offered delivery calendar', () => {
  it('offers 14 days from 3 days after the order date', () => {
    const dates = offeredDeliveryDates('2026-11-23')
    expect(dates).toHaveLength(14)
    expect(dates[0]).toBe('2026-11-26')
    expect(dates.at(-1)).toBe('2026-12-09')
  })

  it('leaves out the year-end/New Year closure 12/29–1/3', () => {
    const dates = offeredDeliveryDates('2026-12-23')
    expect(dates[0]).toBe('2026-12-26')
    expect(dates).toContain('2026-12-28')
    for (const d of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03']) expect(dates).not.toContain(d)
    expect(dates).toContain('2027-01-04')
    expect(dates.at(-1)).toBe('2027-01-08')
    expect(dates).toHaveLength(14 - 6)
    expect(isClosed('2026-12-28')).toBe(false)
    expect(isClosed('2027-01-04')).toBe(false)
  })

  it('rejects a malformed order date', () => {
    expect(() => offeredDeliveryDates('2026-02-30')).toThrow(RangeError)
  })
})

describe('time slots and labels', () => {
  it('labels the carrier slots', () => {
    expect(deliveryTimeLabel('0')).toBe('指定なし')
    expect(deliveryTimeLabel('1')).toBe('午前中')
    expect(deliveryTimeLabel('5')).toBe('19時〜21時')
    expect(deliveryTimeLabel('6')).toBeUndefined()
  })

  it('formats dates with the weekday', () => {
    expect(formatJapaneseDate('2026-12-01')).toBe('2026年12月1日（火）')
    expect(deliveryChoiceLabel({ option: '2', date: '2026-12-01', time: '1' })).toBe(
      '2026年12月1日（火）　時間帯：午前中',
    )
    expect(deliveryChoiceLabel({ option: '1' })).toBe('指定なし（最短でお届け）　時間帯：指定なし')
  })
})

describe('DELIVERY_DATE validation', () => {
  const ctx = { orderDate: '2026-11-23', hasRegular: false }
  it('accepts none, and a date from the calendar', () => {
    expect(deliveryChoiceProblems({ option: '1', time: '0' }, ctx)).toEqual([])
    expect(deliveryChoiceProblems({ option: '2', date: '2026-11-26', time: '3' }, ctx)).toEqual([])
  })

  it('rejects dates outside the calendar, missing dates and unknown slots', () => {
    expect(deliveryChoiceProblems({ option: '2', date: '2026-11-25' }, ctx)).toEqual([
      { field: 'DELIVERY_SPECIFIED_DATE', message: DELIVERY_MESSAGES.dateNotOffered },
    ])
    expect(deliveryChoiceProblems({ option: '2', date: '' }, ctx)[0]?.message).toBe(
      DELIVERY_MESSAGES.dateRequired,
    )
    expect(deliveryChoiceProblems({ option: '2', date: '2026-13-01' }, ctx)[0]?.message).toBe(
      DELIVERY_MESSAGES.dateInvalid,
    )
    expect(deliveryChoiceProblems({ option: '1', time: '9' }, ctx)[0]?.field).toBe('DELIVERY_TIME')
    expect(deliveryChoiceProblems({ option: '4' }, ctx)[0]?.message).toBe(DELIVERY_MESSAGES.option)
  })

  it("allows '3' only when the cart has regular lines", () => {
    expect(deliveryChoiceProblems({ option: '3' }, ctx)[0]?.message).toBe(DELIVERY_MESSAGES.withRegularOnly)
    expect(deliveryChoiceProblems({ option: '3' }, { ...ctx, hasRegular: true })).toEqual([])
  })
})
