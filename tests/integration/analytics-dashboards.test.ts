/**
 * The 売上 and 定期お届け dashboards (issue 28) against the orders and courses they count, on SQLite and PostgreSQL:
 * known orders (several Japan days with the midnight boundaries, both kinds, several payment methods, one cancelled,
 * one payment-pending) and courses (started in different months, cancelled at different deliveries, one first order
 * opening two courses); every figure is compared with the same figure computed here from the stored rows. Then the
 * CSV endpoint through Payload's REST route: who gets which file, and its bytes.
 */
import { randomUUID } from 'node:crypto'

import { REST_GET } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { analyticsCsvHandler } from '@/cms/analytics/csv-endpoint'
import { hasCancelReasonColumn, loadCoursesDashboard } from '@/cms/analytics/courses-loader'
import { loadSalesDashboard } from '@/cms/analytics/sales-loader'
import { runSql, sql } from '@/cms/analytics/sql'
import type { User } from '@/cms/payload-types'
import { RETENTION_DELIVERIES } from '@/shop/analytics/courses'
import { figureTableCsv } from '@/shop/analytics/csv'
import { daysOf, periodOf } from '@/shop/analytics/period'
import { TestClock } from '@/shop/calendar/clock'
import { CANCEL_REASON_LABELS, isCancelReason, NO_CANCEL_REASON_LABEL } from '@/shop/courses/cancel-reasons'
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { PERSON } from './order-helper'

let payload: Payload
const clock = new TestClock('2026-11-29T03:00:00.000Z') // 2026-11-29 12:00 in Japan
const SALE_STATUSES = ['received', 'confirmed', 'shipped']

interface OrderSpec {
  key: string
  placedAt: string
  method: PaymentMethodCode
  status: 'received' | 'payment-pending' | 'confirmed' | 'shipped' | 'cancelled'
  total: number
  course?: string
}

const ORDERS: OrderSpec[] = [
  { key: 'a', placedAt: '2026-11-28T14:30:00.000Z', method: '2', status: 'confirmed', total: 5000 }, // JP 11-28 23:30
  { key: 'b', placedAt: '2026-11-28T15:30:00.000Z', method: '1', status: 'received', total: 3300 }, // JP 11-29 00:30
  { key: 'b2', placedAt: '2026-11-29T02:00:00.000Z', method: '9', status: 'shipped', total: 1234 },
  { key: 'c', placedAt: '2026-11-25T01:00:00.000Z', method: '2', status: 'cancelled', total: 9999 },
  { key: 'd', placedAt: '2026-11-27T01:00:00.000Z', method: '9', status: 'payment-pending', total: 7777 },
  { key: 'e', placedAt: '2026-10-30T15:00:00.000Z', method: '10', status: 'confirmed', total: 1500 }, // JP 10-31 00:00
  { key: 'f', placedAt: '2026-10-30T14:59:59.999Z', method: '2', status: 'shipped', total: 2000 }, // JP 10-30 23:59
  // First orders of courses (定期 through the course's `order`) and deliveries (定期 through `regularCourse`).
  { key: 'x1', placedAt: '2026-11-10T05:00:00.000Z', method: '2', status: 'shipped', total: 6480 },
  {
    key: 'x2',
    placedAt: '2026-11-20T01:00:00.000Z',
    method: '3',
    status: 'shipped',
    total: 4320,
    course: 'x',
  },
  { key: 'y1', placedAt: '2026-09-04T01:00:00.000Z', method: '1', status: 'shipped', total: 5400 },
  {
    key: 'y2',
    placedAt: '2026-10-04T01:00:00.000Z',
    method: '1',
    status: 'shipped',
    total: 4860,
    course: 'y',
  },
  { key: 'w1', placedAt: '2026-09-14T01:00:00.000Z', method: '2', status: 'shipped', total: 8000 }, // opens w and v
  {
    key: 'w2',
    placedAt: '2026-10-14T01:00:00.000Z',
    method: '2',
    status: 'shipped',
    total: 3000,
    course: 'w',
  },
  {
    key: 'w3',
    placedAt: '2026-11-14T01:00:00.000Z',
    method: '2',
    status: 'cancelled',
    total: 3000,
    course: 'w',
  },
  { key: 'z1', placedAt: '2026-10-02T01:00:00.000Z', method: '2', status: 'cancelled', total: 4000 },
  { key: 'u1', placedAt: '2026-10-07T01:00:00.000Z', method: '3', status: 'shipped', total: 7000 },
  {
    key: 'u2',
    placedAt: '2026-11-07T00:00:00.000Z',
    method: '3',
    status: 'confirmed',
    total: 7000,
    course: 'u',
  },
]

interface CourseSpec {
  key: string
  firstOrder: string
  firstDeliveryDate: string
  status: 'active' | 'paused' | 'cancelled' | 'ended'
  nextSequence: number
  cancelFromSequence?: number
  cancelledAt?: string
  reason?: string
}

const COURSES: CourseSpec[] = [
  { key: 'x', firstOrder: 'x1', firstDeliveryDate: '2026-11-12', status: 'active', nextSequence: 3 },
  {
    key: 'y',
    firstOrder: 'y1',
    firstDeliveryDate: '2026-09-06',
    status: 'cancelled',
    nextSequence: 3,
    cancelFromSequence: 3,
    cancelledAt: '2026-10-20T00:00:00.000Z',
    reason: 'price',
  },
  { key: 'w', firstOrder: 'w1', firstDeliveryDate: '2026-09-16', status: 'active', nextSequence: 7 },
  {
    key: 'v',
    firstOrder: 'w1',
    firstDeliveryDate: '2026-09-16',
    status: 'cancelled',
    nextSequence: 2,
    cancelFromSequence: 2,
    cancelledAt: '2026-11-01T14:00:00.000Z', // JP 11-01 23:00
  },
  { key: 'z', firstOrder: 'z1', firstDeliveryDate: '2026-10-04', status: 'ended', nextSequence: 2 },
  {
    key: 'u',
    firstOrder: 'u1',
    firstDeliveryDate: '2026-10-09',
    status: 'cancelled',
    nextSequence: 4,
    cancelFromSequence: 4,
    cancelledAt: '2026-10-31T15:30:00.000Z', // JP 11-01 00:30
    reason: 'other',
  },
  { key: 't', firstOrder: 'u1', firstDeliveryDate: '2026-08-20', status: 'paused', nextSequence: 2 },
]

const orderIds = new Map<string, number>()
const courseIds = new Map<string, number>()
const staff: Partial<Record<string, User & { collection: 'users' }>> = {}
const tokens: Record<string, string> = {}

async function createOrder(o: OrderSpec, courseId?: number): Promise<number> {
  const doc = await payload.db.create({
    collection: 'orders',
    data: {
      orderNumber: `AN-${o.key}-${randomUUID().slice(0, 8)}`,
      idempotencyKey: randomUUID(),
      status: o.status,
      placedAt: o.placedAt,
      orderer: PERSON,
      destination: PERSON,
      payment: { method: o.method, status: 'not-required', amountIncludingTax: o.total },
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
      ...(courseId ? { regularCourse: courseId, regularSequence: 2 } : {}),
    },
  })
  return Number(doc.id)
}

beforeAll(async () => {
  payload = await testPayload()
  for (const o of ORDERS.filter((o) => !o.course)) orderIds.set(o.key, await createOrder(o))
  for (const c of COURSES) {
    const doc = await payload.db.create({
      collection: 'regular-courses',
      data: {
        order: orderIds.get(c.firstOrder)!,
        productCode: 'an-sesamin',
        cycleType: '1',
        quantity: 1,
        status: c.status,
        firstDeliveryDate: c.firstDeliveryDate,
        nextDeliveryDate: '2026-12-12',
        nextSequence: c.nextSequence,
        cancelFromSequence: c.cancelFromSequence ?? null,
        cancelledAt: c.cancelledAt ?? null,
        destination: PERSON,
      },
    })
    courseIds.set(c.key, Number(doc.id))
    // The reason column arrives with the cancel-reason change (issue 28 §2); set it once the schema has it.
    if (c.reason && hasCancelReasonColumn(payload))
      await runSql(
        payload,
        sql`UPDATE regular_courses SET cancel_reason = ${c.reason} WHERE id = ${Number(doc.id)}`,
      )
  }
  for (const o of ORDERS.filter((o) => o.course))
    orderIds.set(o.key, await createOrder(o, courseIds.get(o.course!)))
  for (const role of ['admin', 'marketer', 'editor', 'support'] as const) {
    const password = `${role}-pass-2026`
    const email = `${role}-analytics@example.jp`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: role, roles: [role] },
    })
    staff[role] = { ...user, collection: 'users' }
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
})

/** The stored orders as the collection gives them (the source of truth for the expectations). */
async function storedOrders() {
  const { docs } = await payload.find({
    collection: 'orders',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: courses } = await payload.find({
    collection: 'regular-courses',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const firstOrders = new Set(courses.map((c) => Number(c.order)))
  return docs.map((o) => ({
    id: Number(o.id),
    status: o.status,
    day: new Date(new Date(o.placedAt).getTime() + 9 * 3600_000).toISOString().slice(0, 10),
    method: o.payment.method,
    total: o.totals.totalIncludingTax,
    regular: o.regularCourse !== null && o.regularCourse !== undefined ? true : firstOrders.has(Number(o.id)),
    course: o.regularCourse === null || o.regularCourse === undefined ? null : Number(o.regularCourse),
  }))
}

describe('売上 dashboard', () => {
  for (const days of [30, 90, 365] as const) {
    it(`equals the orders collection over ${days} days`, async () => {
      const period = periodOf(days, clock.now())
      const data = await loadSalesDashboard(payload, period)
      const inPeriod = (await storedOrders()).filter(
        (o) => SALE_STATUSES.includes(o.status ?? '') && o.day >= period.firstDay && o.day <= period.lastDay,
      )
      const sum = (list: typeof inPeriod) => list.reduce((n, o) => n + o.total, 0)
      const s = data.summary
      expect(s.orders).toBe(inPeriod.length)
      expect(s.total).toBe(sum(inPeriod))
      expect(s.averageOrderValue).toBe(Math.round(sum(inPeriod) / inPeriod.length))
      for (const d of daysOf(period)) {
        const onDay = inPeriod.filter((o) => o.day === d)
        const row = s.daily.find((r) => r.day === d)!
        expect([d, row.orders, row.total]).toEqual([d, onDay.length, sum(onDay)])
        expect(row.byKind.regular.total).toBe(sum(onDay.filter((o) => o.regular)))
      }
      const regular = inPeriod.filter((o) => o.regular)
      const oneTime = inPeriod.filter((o) => !o.regular)
      expect(s.byKind.regular).toMatchObject({ orders: regular.length, total: sum(regular) })
      expect(s.byKind['one-time']).toMatchObject({ orders: oneTime.length, total: sum(oneTime) })
      const methods = [...new Set(inPeriod.map((o) => o.method))].sort((a, b) => Number(a) - Number(b))
      expect(s.byMethod.map((m) => [m.label, m.orders, m.total])).toEqual(
        methods.map((m) => {
          const list = inPeriod.filter((o) => o.method === m)
          return [PAYMENT_METHOD_LABELS[m], list.length, sum(list)]
        }),
      )
    })
  }

  it('draws the Japan-day boundaries, leaves out cancelled and payment-pending orders', async () => {
    const s = (await loadSalesDashboard(payload, periodOf(30, clock.now()))).summary
    expect(s.daily[0]).toMatchObject({ day: '2026-10-31', orders: 1, total: 1500 }) // e; f is 10-30
    expect(s.daily.find((d) => d.day === '2026-11-28')).toMatchObject({ orders: 1, total: 5000 })
    expect(s.daily.find((d) => d.day === '2026-11-29')).toMatchObject({ orders: 2, total: 4534 })
    expect(s.daily.find((d) => d.day === '2026-11-25')).toMatchObject({ orders: 0, total: 0 })
    expect(s.daily.find((d) => d.day === '2026-11-27')).toMatchObject({ orders: 0, total: 0 })
    // x1 (opened course x), x2 (its delivery), u2 (a delivery of u): 定期.
    expect(s.byKind.regular).toEqual({ orders: 3, total: 6480 + 4320 + 7000, averageOrderValue: 5933 })
  })
})

describe('定期お届け dashboard', () => {
  it('equals the courses and their orders', async () => {
    const period = periodOf(365, clock.now())
    const s = (await loadCoursesDashboard(payload, period)).summary
    const orders = await storedOrders()
    const { docs: courses } = await payload.find({
      collection: 'regular-courses',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const jpMonth = (iso: string) =>
      new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 7)
    expect(s.active).toBe(courses.filter((c) => c.status === 'active').length)
    expect(s.paused).toBe(1)
    for (const f of s.flow) {
      expect(f.started).toBe(courses.filter((c) => c.firstDeliveryDate.slice(0, 7) === f.month).length)
      expect(f.cancelled).toBe(
        courses.filter((c) => c.status === 'cancelled' && c.cancelledAt && jpMonth(c.cancelledAt) === f.month)
          .length,
      )
    }
    expect(s.flow.find((f) => f.month === '2026-11')).toEqual({ month: '2026-11', started: 1, cancelled: 2 })
    expect(s.flow.find((f) => f.month === '2026-10')).toEqual({ month: '2026-10', started: 2, cancelled: 1 })

    // Retention: reached n ⇔ n < nextSequence and (not cancelled, or n < cancelFromSequence); a still-running
    // course that has not reached n makes the cell 「—」 (null).
    for (const row of s.retention) {
      const cohort = courses.filter((c) => c.firstDeliveryDate.slice(0, 7) === row.month)
      RETENTION_DELIVERIES.forEach((n, i) => {
        const running = cohort.filter(
          (c) => (c.status === 'active' || c.status === 'paused') && !(n < c.nextSequence),
        )
        const reached = cohort.filter((c) => n < c.nextSequence && n < (c.cancelFromSequence ?? Infinity))
        expect([row.month, n, row.shares[i]]).toEqual([
          row.month,
          n,
          cohort.length === 0 || running.length > 0 ? null : reached.length / cohort.length,
        ])
      })
    }
    // September: y (reached 2, cancelled from 3), w (reached 6), v (cancelled before 2).
    expect(s.retention.find((r) => r.month === '2026-09')!.shares).toEqual([2 / 3, 1 / 3, 1 / 3, null])
    // October: z ended after 1, u reached 3. November: x reached 2 only. August: t paused before 2.
    expect(s.retention.find((r) => r.month === '2026-10')!.shares).toEqual([0.5, 0.5, 0, 0])
    expect(s.retention.find((r) => r.month === '2026-11')!.shares).toEqual([1, null, null, null])
    expect(s.retention.find((r) => r.month === '2026-08')!.shares).toEqual([null, null, null, null])

    const withReasons = hasCancelReasonColumn(payload)
    const cancelled = COURSES.filter((c) => c.status === 'cancelled')
    for (const r of s.reasons) {
      const expected = cancelled.filter((c) => {
        const reason = withReasons && isCancelReason(c.reason) ? c.reason : null
        return r.label === (reason ? CANCEL_REASON_LABELS[reason] : NO_CANCEL_REASON_LABEL)
      }).length
      expect([r.label, r.count]).toEqual([r.label, expected])
    }
    expect(s.reasons.reduce((n, r) => n + r.count, 0)).toBe(3)

    // Lifetime revenue: the course's deliveries plus its first order, a shared first order split evenly.
    const counted = orders.filter((o) => SALE_STATUSES.includes(o.status ?? ''))
    const revenue = courses.map((c) => {
      const first = counted.find((o) => o.id === Number(c.order))
      const sharing = courses.filter((k) => Number(k.order) === Number(c.order)).length
      const deliveries = counted.filter((o) => o.course === Number(c.id)).reduce((n, o) => n + o.total, 0)
      return deliveries + (first ? first.total / sharing : 0)
    })
    expect(s.revenue.courses).toBe(courses.length)
    expect(s.revenue.total).toBeCloseTo(
      revenue.reduce((a, b) => a + b, 0),
      6,
    )
    expect(s.revenue.average).toBe(Math.round(revenue.reduce((a, b) => a + b, 0) / courses.length))
    // x 10,800; y 10,260; u 3,500 + 7,000 (1万円以上); w 4,000 + 3,000; v 4,000; z 0; t 3,500 (1万円未満).
    expect(s.revenue.buckets.map((b) => b.courses)).toEqual([4, 3, 0, 0, 0])
  })
})

const slugOf = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }) })
function restGet(path: string, role?: string): Promise<Response> {
  const req = new Request(`http://localhost:3000/cms-api/${path}`, {
    headers: role ? { authorization: `JWT ${tokens[role]}` } : {},
  })
  return REST_GET(config)(req, slugOf(path))
}

describe('CSV download', () => {
  it('gives a marketer the sales CSV: BOM, CRLF, attachment, the view’s figures', async () => {
    const res = await restGet('analytics/sales/csv?days=90&table=daily', 'marketer')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sales-daily-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const expected = (await loadSalesDashboard(payload, periodOf(90, new Date()))).tables.find(
      (t) => t.name === 'daily',
    )!
    expect(text).toBe(figureTableCsv(expected))
    expect(text.startsWith('\uFEFF日付,売上（税込）,注文数')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(90 + 2)
  })

  it('writes the figures of the clock’s period (payment methods, 30 days)', async () => {
    const res = await analyticsCsvHandler(clock)({
      payload,
      user: staff.marketer,
      routeParams: { dashboard: 'sales' },
      query: { days: '30', table: 'payment-methods' },
    } as unknown as PayloadRequest)
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-payment-methods-2026-11-29.csv"',
    )
    const text = await res.text()
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'お支払い方法,売上（税込）,注文数,客単価（税込）',
      '代金引換,3300,1,3300',
      'クレジットカード,11480,2,5740',
      '口座振替,11320,2,5660',
      'PayPay,1234,1,1234',
      'au PAY,1500,1,1500',
      '',
    ])
  })

  it('refuses the sales CSV to editors and support (403), and anyone signed out (401)', async () => {
    for (const role of ['editor', 'support']) {
      const res = await restGet('analytics/sales/csv?days=30&table=daily', role)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        errors: [{ message: 'このダッシュボードを表示する権限がありません。' }],
      })
    }
    const anonymous = await restGet('analytics/sales/csv?days=30&table=daily')
    expect(anonymous.status).toBe(401)
  })

  it('gives the courses CSV to admins only', async () => {
    const ok = await restGet('analytics/courses/csv?days=365&table=retention', 'admin')
    expect(ok.status).toBe(200)
    // Response.text() drops the BOM (the first test checks the bytes).
    const lines = (await ok.text()).split('\r\n')
    expect(lines[0]).toBe('開始月,コース数,2回目まで継続,3回目まで継続,6回目まで継続,12回目まで継続')
    expect(lines).toContain('2026年10月,2,0.5,0.5,0,0')
    expect(lines).toContain('2026年11月,1,1,,,')
    for (const role of ['marketer', 'editor', 'support']) {
      expect((await restGet('analytics/courses/csv?days=30&table=summary', role)).status).toBe(403)
    }
  })

  it('answers at the link the view gives (with the trailing slash the site uses)', async () => {
    const path = 'analytics/sales/csv/?days=30&table=summary'
    const req = new Request(`http://localhost:3000/cms-api/${path}`, {
      headers: { authorization: `JWT ${tokens.admin}` },
    })
    const res = await REST_GET(config)(req, {
      params: Promise.resolve({ slug: ['analytics', 'sales', 'csv'] }),
    })
    expect(res.status).toBe(200)
    expect((await res.text()).split('\r\n')[0]).toBe('区分,売上（税込）,注文数,客単価（税込）')
  })

  it('answers 404 for an unknown dashboard or table', async () => {
    expect((await restGet('analytics/nothing/csv', 'admin')).status).toBe(404)
    expect((await restGet('analytics/sales/csv?table=nothing', 'admin')).status).toBe(404)
  })
})
