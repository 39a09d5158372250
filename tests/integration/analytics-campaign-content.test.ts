/**
 * The キャンペーン and コンテンツ dashboards (issue 28 §2) against known traffic and orders, on SQLite and PostgreSQL:
 * a campaign with two variants (visitors, repeated views, orders — one cancelled, one without a variant — and
 * applications per variant), column views with and without campaign parameters, searches with and without results.
 * Each figure is compared with the same figure computed here from the raw rows the test wrote.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { insertEvents } from '@/cms/analytics/events-store'
import { loadCampaignsDashboard } from '@/cms/analytics/campaign-figures'
import { loadContentDashboard } from '@/cms/analytics/content-figures'
import { runAnalyticsRollup } from '@/cms/jobs/analytics-rollup'
import { compareVariants } from '@/shop/analytics/ab-significance'
import { periodOf } from '@/shop/analytics/period'
import type { StoredEvent } from '@/shop/analytics/stored-event'
import { TestClock } from '@/shop/calendar/clock'

import { testPayload } from './helpers'
import { PERSON } from './order-helper'

let payload: Payload
const clock = new TestClock('2031-03-20T03:00:00.000Z') // 12:00 on 2031-03-20 in Japan
const PROMO = 'cp-dash-ab'
const COLUMN_NUMBER = '9101'

const visitor = (name: string) => `${name}`.padEnd(22, '0').slice(0, 22)
const event = (day: string, who: string, fields: Partial<StoredEvent>): StoredEvent => ({
  at: new Date(`${day}T01:00:00Z`).getTime(),
  day,
  visitor: visitor(who),
  kind: 'page_view',
  path: '/',
  product: null,
  campaign: null,
  variant: null,
  step: null,
  keyword: null,
  results: null,
  ...fields,
})

const EVENTS: StoredEvent[] = []
// 40 visitors saw the control and 40 the test over three days; some came back.
for (let i = 0; i < 40; i++) {
  for (const variant of ['control', 'test'] as const) {
    const who = `${variant[0]}${i}`
    const view = {
      kind: 'campaign_view' as const,
      path: `/campaign/lp/shopping/${PROMO}/`,
      campaign: PROMO,
      variant,
    }
    EVENTS.push(event('2031-03-18', who, view))
    if (i % 4 === 0) EVENTS.push(event('2031-03-19', who, view))
    if (i % 10 === 0) EVENTS.push(event('2031-03-20', who, view))
  }
}
// Column reads, one of them from an ad; searches.
for (const [day, who, path] of [
  ['2031-03-18', 'r1', `/column/${COLUMN_NUMBER}/`],
  ['2031-03-18', 'r1', `/column/${COLUMN_NUMBER}/`],
  ['2031-03-19', 'r2', `/column/${COLUMN_NUMBER}/?utm_source=line`],
  ['2031-03-19', 'r1', `/column/${COLUMN_NUMBER}/`],
  ['2031-03-19', 'r3', '/information/'],
] as const)
  EVENTS.push(event(day, who, { path }))
for (const [who, keyword, results] of [
  ['s1', 'ルテイン', 0],
  ['s2', 'ルテイン', 0],
  ['s1', 'ルテイン', 0],
  ['s3', 'dha', 5],
  ['s4', 'dha', 5],
  ['s4', 'こうじ', 0],
] as const)
  EVENTS.push(event('2031-03-19', who, { kind: 'search', path: '/search/', keyword, results }))

interface OrderSpec {
  variant: 'control' | 'test' | null
  status: 'received' | 'confirmed' | 'shipped' | 'cancelled' | 'payment-pending'
  total: number
}
const ORDERS: OrderSpec[] = [
  ...Array.from({ length: 6 }, (_, i): OrderSpec => ({
    variant: 'control',
    status: 'confirmed',
    total: 3000 + i,
  })),
  ...Array.from({ length: 11 }, (_, i): OrderSpec => ({
    variant: 'test',
    status: 'shipped',
    total: 2800 + i,
  })),
  { variant: 'test', status: 'cancelled', total: 9999 },
  { variant: 'control', status: 'payment-pending', total: 8888 },
  { variant: null, status: 'received', total: 4100 },
]
const APPLICATIONS: { variant: 'control' | 'test' | null; status: 'received' | 'cancelled' }[] = [
  { variant: 'control', status: 'received' },
  { variant: 'test', status: 'received' },
  { variant: 'test', status: 'received' },
  { variant: 'test', status: 'cancelled' },
]

beforeAll(async () => {
  payload = await testPayload()
  await payload.db.create({
    collection: 'campaigns',
    data: {
      title: 'ダッシュボード検証キャンペーン',
      kind: 'shopping',
      promotionId: PROMO,
      startsAt: '2031-03-01T00:00:00.000Z',
      endsAt: '2031-04-30T00:00:00.000Z',
      _status: 'published',
    },
  })
  await payload.db.create({
    collection: 'columns',
    data: { number: COLUMN_NUMBER, title: '目のための食べもの', _status: 'published' },
  })
  for (const o of ORDERS)
    await payload.db.create({
      collection: 'orders',
      data: {
        orderNumber: `CD-${randomUUID().slice(0, 12)}`,
        idempotencyKey: randomUUID(),
        status: o.status,
        placedAt: '2031-03-19T02:00:00.000Z',
        orderer: PERSON,
        destination: PERSON,
        payment: { method: '2', status: 'not-required', amountIncludingTax: o.total },
        delivery: { dateChoice: '1', timeCode: '0' },
        gift: { wanted: false },
        lines: [],
        totals: {
          byRate: [],
          itemsExcludingTax: 0,
          itemsIncludingTax: 0,
          shipping: 0,
          fees: 0,
          totalIncludingTax: o.total,
          pointsUsed: 0,
          amountDue: o.total,
          pointsToEarn: 0,
        },
        campaign: PROMO,
        abVariant: o.variant,
      },
    })
  for (const a of APPLICATIONS)
    await payload.db.create({
      collection: 'sample-applications',
      data: {
        applicationNumber: `SA-${randomUUID().slice(0, 12)}`,
        promotionId: PROMO,
        campaignTitle: 'ダッシュボード検証キャンペーン',
        productCode: 'cd-sample',
        sampleCode: 'cd-sample-s',
        sampleName: 'お試し',
        applicant: {
          lastName: PERSON.lastName,
          firstName: PERSON.firstName,
          lastNameKana: PERSON.lastNameKana,
          firstNameKana: PERSON.firstNameKana,
          postalCode: PERSON.postalCode,
          prefecture: PERSON.prefecture,
          city: PERSON.city,
          town: PERSON.town,
          streetAddress: PERSON.streetAddress,
          phone: PERSON.phone,
          email: PERSON.email,
        },
        status: a.status,
        abVariant: a.variant,
      },
    })
  await insertEvents(payload, EVENTS)
  await runAnalyticsRollup(payload, { clock, keepDays: 90 })
})

const SALE = new Set(['received', 'confirmed', 'shipped'])

describe('the campaign dashboard', () => {
  it('counts views, unique visitors, orders, applications, revenue and conversion as the raw rows say', async () => {
    const data = await loadCampaignsDashboard(payload, periodOf(30, clock.now()))
    const f = data.figures.find((c) => c.promotionId === PROMO)
    expect(f).toBeDefined()
    const views = EVENTS.filter((e) => e.kind === 'campaign_view')
    const distinct = (variant: string) =>
      new Set(views.filter((e) => e.variant === variant).map((e) => e.visitor)).size
    const sold = ORDERS.filter((o) => SALE.has(o.status))
    const applied = APPLICATIONS.filter((a) => a.status !== 'cancelled')
    expect(f!.views).toBe(views.length)
    expect(f!.visitors).toBe(distinct('control') + distinct('test'))
    expect(f!.orders).toBe(sold.length)
    expect(f!.applications).toBe(applied.length)
    expect(f!.revenue).toBe(sold.reduce((s, o) => s + o.total, 0))
    expect(f!.conversionRate).toBeCloseTo((sold.length + applied.length) / f!.visitors, 10)

    for (const variant of ['control', 'test'] as const) {
      const conversions =
        sold.filter((o) => o.variant === variant).length + applied.filter((a) => a.variant === variant).length
      expect(f!.ab?.[variant]).toMatchObject({
        visitors: distinct(variant),
        conversions,
        revenue: sold.filter((o) => o.variant === variant).reduce((s, o) => s + o.total, 0),
      })
      expect(f!.ab?.[variant].conversionRate).toBeCloseTo(conversions / distinct(variant), 10)
    }
    expect(f!.ab?.verdict).toEqual(compareVariants(f!.ab!.control, f!.ab!.test))
    // The CSV's tables hold the same numbers.
    const campaigns = data.tables.find((t) => t.name === 'campaigns')
    expect(campaigns?.rows.find((r) => String(r[0]).includes(PROMO))?.slice(4)).toEqual([
      f!.views,
      f!.visitors,
      f!.applications,
      f!.orders,
      f!.revenue,
      f!.conversionRate,
    ])
    expect(data.tables.find((t) => t.name === 'ab-tests')?.rows).toHaveLength(2)
  })

  it('leaves out campaigns that did not run in the period', async () => {
    const lastYear = periodOf(30, new Date('2030-03-20T03:00:00.000Z'))
    const data = await loadCampaignsDashboard(payload, lastYear)
    expect(data.figures.some((c) => c.promotionId === PROMO)).toBe(false)
  })
})

describe('the content dashboard', () => {
  it('counts column views (with their ad variants), daily views and the searches that found nothing', async () => {
    const data = await loadContentDashboard(payload, periodOf(30, clock.now()))
    const columnViews = EVENTS.filter(
      (e) => e.kind === 'page_view' && e.path.startsWith(`/column/${COLUMN_NUMBER}/`),
    )
    const column = data.figures.documents.find((d) => d.path === `/column/${COLUMN_NUMBER}/`)
    expect(column).toMatchObject({ kind: 'columns', title: '目のための食べもの', views: columnViews.length })
    // Visitors summed per day (and per path variant): r1 on the 18th, r1 and r2 on the 19th.
    expect(column?.visitors).toBe(3)

    for (const day of ['2031-03-18', '2031-03-19', '2031-03-20']) {
      const ofDay = EVENTS.filter((e) => e.day === day)
      expect(data.figures.daily.find((d) => d.day === day)).toEqual({
        day,
        views: ofDay.filter((e) => e.kind === 'page_view').length,
        visitors: new Set(ofDay.map((e) => e.visitor)).size,
      })
    }

    const searches = EVENTS.filter((e) => e.kind === 'search')
    const zero = searches.filter((e) => e.results === 0)
    expect(data.figures.zeroResults).toEqual([
      { keyword: 'ルテイン', searches: 3, visitors: 2 },
      { keyword: 'こうじ', searches: 1, visitors: 1 },
    ])
    expect(data.figures.zeroResults.reduce((s, k) => s + k.searches, 0)).toBe(zero.length)
    expect(data.figures.keywords.map((k) => [k.keyword, k.searches])).toEqual([
      ['ルテイン', 3],
      ['dha', 2],
      ['こうじ', 1],
    ])
    expect(data.tables.map((t) => t.name)).toEqual([
      'daily',
      'columns',
      'information',
      'pages',
      'keywords',
      'zero-results',
    ])
  })
})
