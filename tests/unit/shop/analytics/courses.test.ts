import { describe, expect, it } from 'vitest'

import {
  cancellationsByReason,
  monthlyFlow,
  reachedDelivery,
  retentionTable,
  revenueSummary,
  type CourseRow,
} from '@/shop/analytics/courses'

const course = (over: Partial<CourseRow>): CourseRow => ({
  courses: 1,
  status: 'active',
  firstDeliveryDate: '2026-01-10',
  nextSequence: 2,
  cancelFromSequence: null,
  cancelledMonth: null,
  cancelReason: null,
  ...over,
})

describe('reachedDelivery', () => {
  it('counts deliveries made (the first order is delivery 1)', () => {
    const c = course({ nextSequence: 4 })
    expect(reachedDelivery(c, 1)).toBe(true)
    expect(reachedDelivery(c, 3)).toBe(true)
    expect(reachedDelivery(c, 4)).toBeNull() // still running: not yet
  })
  it('a cancelled course never reaches its cancelFromSequence', () => {
    const c = course({ status: 'cancelled', nextSequence: 3, cancelFromSequence: 3 })
    expect(reachedDelivery(c, 2)).toBe(true)
    expect(reachedDelivery(c, 3)).toBe(false)
    expect(reachedDelivery(c, 12)).toBe(false)
  })
  it('an ended course stops where it is; a paused one may still go on', () => {
    expect(reachedDelivery(course({ status: 'ended', nextSequence: 2 }), 2)).toBe(false)
    expect(reachedDelivery(course({ status: 'paused', nextSequence: 2 }), 2)).toBeNull()
  })
})

describe('retentionTable', () => {
  it('shares per start month; a cohort with a course not yet decided shows no figure', () => {
    const jan = [
      course({ nextSequence: 13 }), // reached 12
      course({ status: 'cancelled', nextSequence: 3, cancelFromSequence: 3 }), // reached 2 only
      course({ status: 'cancelled', nextSequence: 2, cancelFromSequence: 2 }), // never reached 2
      course({ status: 'cancelled', nextSequence: 7, cancelFromSequence: 8 }), // reached 6 (and 7)
    ]
    const feb = [course({ firstDeliveryDate: '2026-02-01', nextSequence: 3 })]
    const rows = retentionTable([...jan, ...feb], ['2026-01', '2026-02', '2026-03'])
    expect(rows[0]).toEqual({
      month: '2026-01',
      courses: 4,
      reached: [3, 2, 2, 1],
      shares: [0.75, 0.5, 0.5, 0.25],
    })
    expect(rows[1]).toEqual({
      month: '2026-02',
      courses: 1,
      reached: [1, null, null, null],
      shares: [1, null, null, null],
    })
    expect(rows[2]).toEqual({
      month: '2026-03',
      courses: 0,
      reached: [null, null, null, null],
      shares: [null, null, null, null],
    })
  })
})

describe('monthly flow and reasons', () => {
  const courses = [
    course({ firstDeliveryDate: '2026-10-03' }),
    course({
      firstDeliveryDate: '2026-11-03',
      status: 'cancelled',
      cancelledMonth: '2026-11',
      cancelReason: 'price',
    }),
    course({
      firstDeliveryDate: '2026-09-03',
      status: 'cancelled',
      cancelledMonth: '2026-11',
      cancelReason: null,
    }),
    course({
      firstDeliveryDate: '2026-09-03',
      status: 'cancelled',
      cancelledMonth: '2026-10',
      cancelReason: 'gone-code',
    }),
    course({ firstDeliveryDate: '2026-09-03', status: 'ended', cancelledMonth: null }),
  ]
  it('counts new by start month and cancellations by cancel month', () => {
    expect(monthlyFlow(courses, ['2026-10', '2026-11'])).toEqual([
      { month: '2026-10', started: 1, cancelled: 1 },
      { month: '2026-11', started: 1, cancelled: 2 },
    ])
  })
  it('counts reasons, unknown or missing ones under 回答なし', () => {
    const reasons = cancellationsByReason(courses, ['2026-10', '2026-11'])
    expect(reasons.find((r) => r.label === '価格が合わない')).toEqual({
      label: '価格が合わない',
      count: 1,
      share: 1 / 3,
    })
    expect(reasons.at(-1)).toEqual({ label: '回答なし', count: 2, share: 2 / 3 })
    expect(reasons.reduce((n, r) => n + r.count, 0)).toBe(3)
    expect(cancellationsByReason([], ['2026-11']).every((r) => r.count === 0 && r.share === null)).toBe(true)
  })
})

describe('grouped courses', () => {
  it('weigh each group by its number of courses', () => {
    const rows = retentionTable(
      [
        course({ courses: 3, status: 'cancelled', nextSequence: 2, cancelFromSequence: 2 }),
        course({ courses: 5, nextSequence: 4 }),
      ],
      ['2026-01'],
    )
    expect(rows[0]).toMatchObject({
      courses: 8,
      reached: [5, 5, null, null],
      shares: [5 / 8, 5 / 8, null, null],
    })
  })
})

describe('revenueSummary', () => {
  it('averages and buckets with inclusive lower bounds', () => {
    const s = revenueSummary([0, 9999, 10000, 29999.5, 30000, 100000, 250000])
    expect(s.courses).toBe(7)
    expect(s.average).toBe(Math.round((0 + 9999 + 10000 + 29999.5 + 30000 + 100000 + 250000) / 7))
    expect(s.buckets.map((b) => b.courses)).toEqual([2, 2, 1, 0, 2])
    expect(revenueSummary([]).average).toBeNull()
  })
})
