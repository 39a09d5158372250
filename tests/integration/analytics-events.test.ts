/**
 * The shop's own measurement (issue 28 §1): the collector stores what a person's browser sends and nothing that
 * identifies them, refuses bad and oversized batches with 400/413 and floods with 429 (never a 500), ignores
 * automated agents; the daily rollup equals what the raw rows say, is the same when rerun, and the raw events go
 * after their retention while the rollups stay.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postEvents } from '@/app/api/events/route'
import { dailyRows, insertEvents } from '@/cms/analytics/events-store'
import { runAnalyticsRollup } from '@/cms/jobs/analytics-rollup'
import { runSql } from '@/cms/raw-sql'
import type { StoredEvent } from '@/shop/analytics/stored-event'
import { VISITOR_COOKIE } from '@/shop/analytics/visitors'
import { TestClock } from '@/shop/calendar/clock'

import { fromClient } from './client-address'
import { apiRequest, noParams, testPayload } from './helpers'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

let address = 0
/** Each request from an address of its own (TEST-NET-2), unless the test names one. */
const send = (json: unknown, headers: Record<string, string> = {}) =>
  postEvents(
    apiRequest('events', {
      method: 'POST',
      json,
      headers: { 'user-agent': CHROME, ...fromClient(`198.51.100.${++address % 250}`), ...headers },
    }),
    noParams,
  )

const rawRows = async (where = sql`1 = 1`) =>
  runSql(payload, sql`SELECT * FROM analytics_events WHERE ${where} ORDER BY id`)

describe('the collector', () => {
  it('stores a batch under a new random visitor id and sets its cookie', async () => {
    const response = await send({
      events: [
        { kind: 'page_view', path: '/password-reset/?mail=hanako%40example.jp&token=s3cret' },
        { kind: 'search', path: '/search/?keyword=090-1234-5678', keyword: '090-1234-5678', results: 0 },
        { kind: 'product_view', path: '/supplement/SE001/?utm_source=line', product: 'SE001' },
      ],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ accepted: 3 })
    const cookie = response.headers.get('set-cookie') ?? ''
    const visitor = /shop_visitor=([\w-]{22});/.exec(cookie)?.[1]
    expect(visitor).toBeDefined()
    expect(cookie).toMatch(/HttpOnly/i)
    const rows = await rawRows(sql`visitor = ${visitor}`)
    expect(rows.map((r) => [r.kind, r.path, r.keyword ?? null, r.product ?? null])).toEqual([
      ['page_view', '/password-reset/', null, null],
      ['search', '/search/', null, null],
      ['product_view', '/supplement/SE001/?utm_source=line', null, 'SE001'],
    ])
  })

  it('keeps the visitor of a returning browser', async () => {
    const visitor = 'AbCdEfGhIjKlMnOpQrStUv'
    const response = await send(
      { events: [{ kind: 'page_view', path: '/column/' }] },
      { cookie: `${VISITOR_COOKIE}=${visitor}` },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect((await rawRows(sql`visitor = ${visitor}`)).length).toBe(1)
  })

  it('stores nothing from crawlers and automated browsers', async () => {
    const before = (await rawRows()).length
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      CHROME.replace('Chrome/', 'HeadlessChrome/'),
    ]) {
      const response = await send({ events: [{ kind: 'page_view', path: '/' }] }, { 'user-agent': agent })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ accepted: 0 })
    }
    expect((await rawRows()).length).toBe(before)
  })

  it('refuses malformed, unknown and oversized batches with 400 or 413, naming the problem in Japanese', async () => {
    const before = (await rawRows()).length
    const cases: [unknown, number][] = [
      [{ events: [] }, 400],
      [{ events: Array.from({ length: 51 }, () => ({ kind: 'page_view', path: '/' })) }, 400],
      [{ events: [{ kind: 'page_view', path: '/', email: 'hanako@example.jp' }] }, 400],
      [{ events: [{ kind: 'sign_in', path: '/' }] }, 400],
      [{ events: [{ kind: 'page_view', path: 'https://elsewhere.example/' }] }, 400],
      [{ events: 'many' }, 400],
    ]
    for (const [json, status] of cases) {
      const response = await send(json)
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(status)
      const body = (await response.json()) as { error: { message: string; fields?: Record<string, string> } }
      expect(body.error.message).toMatch(/[ぁ-んァ-ン一-龥]/)
      if (status === 400) expect(Object.values(body.error.fields ?? {}).join()).toMatch(/[ぁ-んァ-ン一-龥]/)
    }
    const broken = await postEvents(
      apiRequest('events', {
        method: 'POST',
        body: '{"events": [',
        headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000', 'user-agent': CHROME },
      }),
      noParams,
    )
    expect(broken.status).toBe(400)
    const tooMany = (await (
      await send({ events: Array.from({ length: 51 }, () => ({ kind: 'page_view', path: '/' })) })
    ).json()) as { error: { fields: Record<string, string> } }
    expect(Object.values(tooMany.error.fields)).toContain('イベントは1回に50件までです。')
    const huge = await send({ events: [{ kind: 'page_view', path: `/${'a'.repeat(70_000)}` }] })
    expect(huge.status).toBe(413)
    expect((await rawRows()).length).toBe(before)
  })

  it('refuses a batch sent from another site', async () => {
    const response = await send(
      { events: [{ kind: 'page_view', path: '/' }] },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })

  it('limits each client address to 60 batches a minute (429 with Retry-After)', async () => {
    const headers = fromClient('192.0.2.99')
    const statuses: number[] = []
    for (let i = 0; i < 61; i++)
      statuses.push((await send({ events: [{ kind: 'page_view', path: '/' }] }, headers)).status)
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true)
    const limited = await send({ events: [{ kind: 'page_view', path: '/' }] }, headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held up.
    expect((await send({ events: [{ kind: 'page_view', path: '/' }] })).status).toBe(200)
  })
})

describe('the daily rollup', () => {
  const day1 = '2031-05-01'
  const day2 = '2031-05-02'
  const at = (day: string) => new Date(`${day}T03:00:00Z`).getTime()
  const event = (day: string, visitor: string, fields: Partial<StoredEvent>): StoredEvent => ({
    at: at(day),
    day,
    visitor: visitor.padEnd(22, 'x'),
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
  const events: StoredEvent[] = [
    event(day1, 'a', { path: '/column/one/' }),
    event(day1, 'a', { path: '/column/one/' }),
    event(day1, 'b', { path: '/column/one/' }),
    event(day1, 'b', { path: '/information/n1/' }),
    event(day1, 'a', {
      kind: 'campaign_view',
      path: '/campaign/lp/x/',
      campaign: 'CP-ROLL',
      variant: 'control',
    }),
    event(day1, 'b', {
      kind: 'campaign_view',
      path: '/campaign/lp/x/',
      campaign: 'CP-ROLL',
      variant: 'test',
    }),
    event(day1, 'c', {
      kind: 'campaign_view',
      path: '/campaign/lp/x/',
      campaign: 'CP-ROLL',
      variant: 'test',
    }),
    event(day1, 'c', { kind: 'search', path: '/search/', keyword: 'コラーゲン', results: 0 }),
    event(day1, 'a', { kind: 'search', path: '/search/', keyword: 'コラーゲン', results: 0 }),
    event(day1, 'a', { kind: 'search', path: '/search/', keyword: 'dha', results: 4 }),
    event(day2, 'a', { path: '/column/one/' }),
    event(day2, 'c', {
      kind: 'campaign_view',
      path: '/campaign/lp/x/',
      campaign: 'CP-ROLL',
      variant: 'test',
    }),
    event(day2, 'd', {
      kind: 'campaign_view',
      path: '/campaign/lp/x/',
      campaign: 'CP-ROLL',
      variant: 'control',
    }),
  ]

  /** What a day's rows must be, computed here from the events without SQL. */
  function expected(day: string) {
    const groups = new Map<string, { events: number; visitors: Set<string> }>()
    const add = (key: string, visitor: string) => {
      const g = groups.get(key) ?? { events: 0, visitors: new Set<string>() }
      g.events++
      g.visitors.add(visitor)
      groups.set(key, g)
    }
    const all = new Set<string>()
    let views = 0
    for (const e of events.filter((x) => x.day === day)) {
      all.add(e.visitor)
      if (e.kind === 'page_view') views++
      const key =
        e.kind === 'page_view' ? e.path : e.kind === 'search' ? (e.keyword ?? '') : (e.campaign ?? '')
      add(`${e.kind}|${key}|${e.variant ?? ''}`, e.visitor)
      if (e.kind === 'search' && e.results === 0) add(`search_zero|${e.keyword}|`, e.visitor)
    }
    const rows = [...groups].map(([k, g]) => `${k}|${g.events}|${g.visitors.size}`)
    rows.push(`all|||${views}|${all.size}`)
    return rows.sort()
  }
  const actual = async (day: string) =>
    (await dailyRows(payload, ['page_view', 'campaign_view', 'search', 'search_zero', 'all'], day, day))
      .map((r) => `${r.kind}|${r.key}|${r.variant}|${r.events}|${r.visitors}`)
      .sort()

  it('equals the raw rows, rerun or not, and keeps the rollups after the raw events are deleted', async () => {
    await insertEvents(payload, events)
    const clock = new TestClock(`${day2}T06:00:00Z`)
    const first = await runAnalyticsRollup(payload, { clock, keepDays: 90 })
    expect(first.days).toBeGreaterThanOrEqual(2)
    expect(await actual(day1)).toEqual(expected(day1))
    expect(await actual(day2)).toEqual(expected(day2))

    await runAnalyticsRollup(payload, { clock, keepDays: 90 })
    expect(await actual(day1)).toEqual(expected(day1))
    expect(await actual(day2)).toEqual(expected(day2))

    const visitors = await runSql(
      payload,
      sql`SELECT variant, count(*) AS n FROM analytics_campaign_visitors WHERE campaign = 'CP-ROLL' GROUP BY variant ORDER BY variant`,
    )
    // control: a (day 1), d (day 2); test: b, c (c on both days counts once).
    expect(visitors.map((r) => [r.variant, Number(r.n)])).toEqual([
      ['control', 2],
      ['test', 2],
    ])

    const later = new TestClock(`${day2}T06:00:00Z`)
    const purge = await runAnalyticsRollup(payload, { clock: later, keepDays: 1 })
    expect(purge.purged).toBe(events.filter((e) => e.day === day1).length)
    expect((await rawRows(sql`day = ${day1}`)).length).toBe(0)
    expect(await actual(day1)).toEqual(expected(day1))
  })
})
