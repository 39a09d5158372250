import { describe, expect, it } from 'vitest'

import { daysOf, monthsOf, parsePeriodDays, periodOf } from '@/shop/analytics/period'

describe('parsePeriodDays', () => {
  it('takes 30, 90 and 365', () => {
    expect(parsePeriodDays('30')).toBe(30)
    expect(parsePeriodDays('90')).toBe(90)
    expect(parsePeriodDays('365')).toBe(365)
    expect(parsePeriodDays(['90', '365'])).toBe(90)
  })
  it('defaults anything else to 30 days', () => {
    for (const bad of [
      undefined,
      null,
      '',
      '7',
      '366',
      '90days',
      '-30',
      '1e2',
      '３０',
      ' ',
      {},
      'abc',
      '0090',
    ])
      expect(parsePeriodDays(bad)).toBe(30)
  })
})

describe('periodOf', () => {
  it('ends today in Japan and starts days-1 Japan days earlier', () => {
    // 2026-11-29 15:30 UTC is already 11-30 in Japan.
    const p = periodOf(30, new Date('2026-11-29T15:30:00Z'))
    expect(p.lastDay).toBe('2026-11-30')
    expect(p.firstDay).toBe('2026-11-01')
    expect(p.from.toISOString()).toBe('2026-10-31T15:00:00.000Z')
    expect(p.until.toISOString()).toBe('2026-11-30T15:00:00.000Z')
    expect(daysOf(p)).toHaveLength(30)
  })
  it('lists the months a period touches', () => {
    const p = periodOf(365, new Date('2026-11-29T03:00:00Z'))
    expect(daysOf(p)).toHaveLength(365)
    const months = monthsOf(p)
    expect(months[0]).toBe('2025-11')
    expect(months.at(-1)).toBe('2026-11')
    expect(months).toHaveLength(13)
  })
})
