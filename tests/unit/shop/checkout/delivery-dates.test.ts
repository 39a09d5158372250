import { describe, expect, it } from 'vitest'

import {
  DELIVERY_MESSAGES,
  deliveryChoiceLabel,
  deliveryChoiceProblems,
  deliveryTimeLabel,
} from '@/shop/checkout/delivery-dates'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'

describe('time slots and labels', () => {
  it('labels the carrier slots', () => {
    expect(deliveryTimeLabel('0')).toBe('指定なし')
    expect(deliveryTimeLabel('1')).toBe('午前中')
    expect(deliveryTimeLabel('5')).toBe('19時〜21時')
    expect(deliveryTimeLabel('6')).toBeUndefined()
  })

  it('formats dates with the weekday', () => {
    expect(formatJapaneseDay('2026-12-01')).toBe('2026年12月1日（火）')
    expect(deliveryChoiceLabel({ option: '2', date: '2026-12-01', time: '1' })).toBe(
      '2026年12月1日（火）　時間帯：午前中',
    )
    expect(deliveryChoiceLabel({ option: '1' })).toBe('指定なし（最短でお届け）　時間帯：指定なし')
  })
})

describe('DELIVERY_DATE validation', () => {
  const ctx = { orderDate: '2026-11-23', hasRegular: false }
  // Mon 2026-11-23 is 勤労感謝の日: shipped by Wed 11-25, the first date offered is Sat 11-28 (ADR 030).
  it('accepts none, and a date from the calendar', () => {
    expect(deliveryChoiceProblems({ option: '1', time: '0' }, ctx)).toEqual([])
    expect(deliveryChoiceProblems({ option: '2', date: '2026-11-28', time: '3' }, ctx)).toEqual([])
  })

  it('rejects dates outside the calendar, missing dates and unknown slots', () => {
    expect(deliveryChoiceProblems({ option: '2', date: '2026-11-27' }, ctx)).toEqual([
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
