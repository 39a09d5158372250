import { describe, expect, it } from 'vitest'

import { addCount, campaignFigures, emptyCounts } from '@/shop/analytics/campaign-report'
import { contentRows, keywordRows, pathnameOf } from '@/shop/analytics/content-report'

describe('campaign figures', () => {
  const info = { title: '春の体験', kindLabel: 'サンプル', startsAt: '2031-04-01', endsAt: '2031-04-30' }
  it('sum the variants, count orders and applications as conversions, and compare the variants', () => {
    const counts = emptyCounts()
    addCount(counts.views, 'CP1', 'control', 1500)
    addCount(counts.views, 'CP1', 'test', 1400)
    addCount(counts.visitors, 'CP1', 'control', 1000)
    addCount(counts.visitors, 'CP1', 'test', 1000)
    addCount(counts.orders, 'CP1', 'control', { orders: 60, revenue: 180_000 })
    addCount(counts.orders, 'CP1', 'test', { orders: 90, revenue: 270_000 })
    addCount(counts.orders, 'CP1', '', { orders: 5, revenue: 15_000 })
    addCount(counts.applications, 'CP1', 'control', 40)
    addCount(counts.applications, 'CP1', 'test', 40)
    const [f] = campaignFigures([{ promotionId: 'CP1', ...info }], counts)
    expect(f).toMatchObject({ views: 2900, visitors: 2000, orders: 155, applications: 80, revenue: 465_000 })
    expect(f?.conversionRate).toBeCloseTo(235 / 2000, 10)
    expect(f?.ab?.control).toMatchObject({
      visitors: 1000,
      conversions: 100,
      revenue: 180_000,
      conversionRate: 0.1,
    })
    expect(f?.ab?.test).toMatchObject({ visitors: 1000, conversions: 130, conversionRate: 0.13 })
    expect(f?.ab?.verdict).toMatchObject({ kind: 'tested', significant: true })
  })
  it('have no comparison while only one variant was shown, and no rate without visitors', () => {
    const counts = emptyCounts()
    addCount(counts.visitors, 'CP2', 'control', 10)
    const [shown, unseen] = campaignFigures(
      [
        { promotionId: 'CP2', ...info },
        { promotionId: 'CP3', ...info },
      ],
      counts,
    )
    expect(shown?.ab).toBeNull()
    expect(shown?.conversionRate).toBe(0)
    expect(unseen).toMatchObject({ views: 0, visitors: 0, conversionRate: null, ab: null })
  })
})

describe('content figures', () => {
  it('group a page’s paths with and without campaign parameters, and list unread documents last', () => {
    expect(pathnameOf('/column/12/?utm_source=line')).toBe('/column/12/')
    const rows = contentRows(
      [
        { path: '/column/12/', events: 5, visitors: 4 },
        { path: '/column/12/?utm_source=line', events: 2, visitors: 2 },
        { path: '/information/N1/', events: 9, visitors: 3 },
        { path: '/unknown/', events: 100, visitors: 50 },
      ],
      [
        { kind: 'columns', title: '睡眠のはなし', path: '/column/12/' },
        { kind: 'information', title: '年末年始の営業', path: '/information/N1/' },
        { kind: 'pages', title: 'ご利用ガイド', path: '/guide/' },
      ],
    )
    expect(rows.map((r) => [r.title, r.views, r.visitors])).toEqual([
      ['年末年始の営業', 9, 3],
      ['睡眠のはなし', 7, 6],
      ['ご利用ガイド', 0, 0],
    ])
  })
  it('rank keywords by searches and leave out the searches whose words were not kept', () => {
    const rows = keywordRows(
      [
        { key: 'dha', events: 3, visitors: 2 },
        { key: '', events: 50, visitors: 40 },
        { key: 'コラーゲン', events: 8, visitors: 7 },
      ],
      1,
    )
    expect(rows).toEqual([{ keyword: 'コラーゲン', searches: 8, visitors: 7 }])
  })
})
