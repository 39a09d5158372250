import { describe, expect, it } from 'vitest'

import { isChangeable, lastChangeDay } from '@/shop/courses/change-deadline'
import { deliveryDateOf, isDue, orderDayOf } from '@/shop/courses/delivery-schedule'
import { DEFAULT_LEAD_DAYS } from '@/shop/courses/engine-settings'

describe('delivery schedule (ADR 033)', () => {
  const monthly = { anchorDate: '2026-01-31', anchorSequence: 1, cycleType: '1' as const }

  it('counts every delivery from the anchor, clamped to the month and never drifting', () => {
    expect(deliveryDateOf(monthly, 1)).toBe('2026-01-31')
    expect(deliveryDateOf(monthly, 2)).toBe('2026-02-28')
    expect(deliveryDateOf(monthly, 3)).toBe('2026-03-31')
    expect(deliveryDateOf({ ...monthly, cycleType: '2' }, 4)).toBe('2026-07-31')
  })

  it('moves a delivery out of the year-end closure without moving the next one', () => {
    const course = { anchorDate: '2026-11-30', anchorSequence: 3, cycleType: '1' as const }
    expect(deliveryDateOf(course, 4)).toBe('2027-01-04')
    expect(deliveryDateOf(course, 5)).toBe('2027-01-30')
  })

  it('refuses a sequence before the anchor', () => {
    expect(() => deliveryDateOf({ ...monthly, anchorSequence: 3 }, 2)).toThrow(RangeError)
  })

  it('is due from the lead day on, the first day it can no longer be changed', () => {
    expect(DEFAULT_LEAD_DAYS).toBe(6)
    expect(orderDayOf('2026-12-10', 6)).toBe('2026-12-04')
    expect(isDue('2026-12-03', '2026-12-10', 6)).toBe(false)
    expect(isDue('2026-12-04', '2026-12-10', 6)).toBe(true)
    expect(isDue('2026-12-12', '2026-12-10', 6)).toBe(true)
    expect(isChangeable('2026-12-03', '2026-12-10')).toBe(true)
    expect(isChangeable('2026-12-04', '2026-12-10')).toBe(false)
    expect(lastChangeDay('2026-12-10')).toBe('2026-12-03')
  })
})
