import { describe, expect, it } from 'vitest'

import { formatCount, formatFigure, formatPercent, formatYen } from '@/shop/analytics/format'

describe('dashboard number formats', () => {
  it('writes yen, counts and shares the Japanese way', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567')
    expect(formatYen(0)).toBe('¥0')
    expect(formatYen(-1500)).toBe('-¥1,500')
    expect(formatYen(1234.6)).toBe('¥1,235')
    expect(formatCount(12000)).toBe('12,000件')
    expect(formatPercent(0.4555)).toBe('45.6%')
    expect(formatPercent(1)).toBe('100.0%')
  })
  it('shows no figure as a dash and leaves text alone', () => {
    expect(formatFigure(null, 'percent')).toBe('—')
    expect(formatFigure('2026年11月', 'text')).toBe('2026年11月')
    expect(formatFigure(3, 'count')).toBe('3件')
  })
})
