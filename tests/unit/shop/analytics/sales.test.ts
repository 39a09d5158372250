import { describe, expect, it } from 'vitest'

import { periodOf } from '@/shop/analytics/period'
import {
  averageOrderValue,
  salesChartBuckets,
  salesTables,
  summarizeSales,
  type SalesGroup,
} from '@/shop/analytics/sales'

const now = new Date('2026-11-29T03:00:00Z') // 2026-11-29 in Japan
const period = periodOf(30, now)

const groups: SalesGroup[] = [
  { day: '2026-11-29', method: '2', kind: 'one-time', orders: 2, total: 10000 },
  { day: '2026-11-29', method: '1', kind: 'regular', orders: 1, total: 4645 },
  { day: '2026-11-01', method: '2', kind: 'regular', orders: 3, total: 9000 },
  { day: '2026-10-30', method: '2', kind: 'one-time', orders: 5, total: 99999 }, // before the period
]

describe('average order value', () => {
  it('is sales / orders rounded to the yen, none without orders', () => {
    expect(averageOrderValue(10000, 3)).toBe(3333)
    expect(averageOrderValue(10001, 2)).toBe(5001)
    expect(averageOrderValue(0, 0)).toBeNull()
  })
})

describe('summarizeSales', () => {
  const s = summarizeSales(groups, period)
  it('adds the period only', () => {
    expect(s.orders).toBe(6)
    expect(s.total).toBe(23645)
    expect(s.averageOrderValue).toBe(Math.round(23645 / 6))
  })
  it('has every day of the period, zeros included', () => {
    expect(s.daily).toHaveLength(30)
    expect(s.daily[0]).toMatchObject({ day: '2026-10-31', orders: 0, total: 0, averageOrderValue: null })
  })
  it('splits one-time and regular, and by payment method with its label', () => {
    expect(s.byKind['one-time']).toEqual({ orders: 2, total: 10000, averageOrderValue: 5000 })
    expect(s.byKind.regular).toEqual({ orders: 4, total: 13645, averageOrderValue: 3411 })
    expect(s.byMethod.map((m) => [m.label, m.orders, m.total])).toEqual([
      ['代金引換', 1, 4645],
      ['クレジットカード', 5, 19000],
    ])
  })
  it('charts days for 30 days and months for longer periods', () => {
    expect(salesChartBuckets(s)).toHaveLength(30)
    const year = summarizeSales(groups, periodOf(365, now))
    const buckets = salesChartBuckets(year)
    expect(buckets).toHaveLength(13)
    expect(buckets.at(-1)).toEqual({ label: '2026年11月', byKind: { 'one-time': 10000, regular: 13645 } })
    expect(buckets.at(-2)).toEqual({ label: '2026年10月', byKind: { 'one-time': 99999, regular: 0 } })
  })
  it('gives the tables the same numbers', () => {
    const [summary, daily, methods] = salesTables(s)
    expect(summary!.rows[0]).toEqual(['合計', 23645, 6, 3941])
    expect(daily!.rows.at(-1)).toEqual(['2026-11-29', 14645, 3, 4882, 10000, 4645])
    expect(methods!.rows).toEqual([
      ['代金引換', 4645, 1, 4645],
      ['クレジットカード', 19000, 5, 3800],
    ])
  })
})
