/**
 * npm run bench:events (part 2) — the measurement's batch work and the dashboards at a year's scale (issue 28,
 * docs/adr/065), on a fresh temporary database (scripts/bench-database.ts: SQLite, or PostgreSQL when DATABASE_URL
 * names it), no HTTP:
 * - the daily rollup of BENCH_ROLLUP_EVENTS (default 1,000,000) events of one day (target ≤ 30 s), against the
 *   baseline of one scan of that day (count and distinct visitors) measured in the same run;
 * - each dashboard's loader (売上, 定期お届け, キャンペーン, コンテンツ) over 365 days for a shop with BENCH_ORDERS
 *   (default 100,000) orders, BENCH_COURSES (20,000) courses and a year of rollups (target ≤ 300 ms each), median of
 *   5 runs after a warm-up, against the baseline of one pass over the orders (the sum of their totals).
 * The data are generated here with raw multi-row INSERTs (the collections' hooks would take longer than the bench).
 * Targets are shown, never asserted.
 */
import { freshBenchDatabase } from './bench-database'

const EVENTS = Number(process.env.BENCH_ROLLUP_EVENTS ?? 1_000_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const COURSES = Number(process.env.BENCH_COURSES ?? 20_000)
const TARGET_ROLLUP_S = 30
const TARGET_DASHBOARD_MS = 300

const { label, cleanup } = await freshBenchDatabase('bench-analytics')
const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const { sql } = await import('@payloadcms/db-sqlite/drizzle')
const { runSql } = await import('../src/cms/raw-sql')
const { insertEvents, rollUpDay } = await import('../src/cms/analytics/events-store')
const { DASHBOARD_LOADERS } = await import('../src/cms/analytics/registry')
const { periodOf } = await import('../src/shop/analytics/period')
const { addDays, todayInJapan } = await import('../src/shop/calendar/japan-date')

const payload = await getPayload({ config })
type Statement = ReturnType<typeof sql>
const CHUNK = 400

async function insertRows(table: string, columns: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map(
      (row) =>
        sql`(${sql.join(
          row.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    )
    await runSql(
      payload,
      sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
}

const time = async (fn: () => Promise<unknown>) => {
  const started = performance.now()
  await fn()
  return performance.now() - started
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const scan = (statement: Statement) => runSql(payload, statement)

try {
  console.log(`bench:events data on ${label}`)
  const today = todayInJapan()

  // 1. The rollup of one day's events.
  const day = addDays(today, -400)
  const paths = Array.from({ length: 300 }, (_, i) => `/column/${1000 + i}/`)
  const generated = Array.from({ length: EVENTS }, (_, i) => ({
    at: Date.parse(`${day}T03:00:00Z`) + i,
    day,
    visitor: `v${String(i % 120_000).padStart(21, '0')}`,
    kind: (i % 10 === 0 ? 'search' : i % 10 === 1 ? 'campaign_view' : 'page_view') as 'page_view',
    path: paths[i % paths.length]!,
    product: null,
    campaign: i % 10 === 1 ? `cp-${i % 20}` : null,
    variant: i % 10 === 1 ? (i % 20 < 10 ? 'control' : 'test') : null,
    step: null,
    keyword: i % 10 === 0 ? `word${i % 500}` : null,
    results: i % 10 === 0 ? i % 7 : null,
  }))
  const inserting = await time(async () => {
    for (let i = 0; i < generated.length; i += 50_000)
      await insertEvents(payload, generated.slice(i, i + 50_000))
  })
  console.log(`inserted ${EVENTS.toLocaleString()} events in ${(inserting / 1000).toFixed(1)} s`)
  const baselineScan = await time(() =>
    scan(sql`SELECT count(*), count(DISTINCT visitor) FROM analytics_events WHERE day = ${day}`),
  )
  const rollup = await time(() => rollUpDay(payload, day))
  console.log(
    [
      `rollup of ${EVENTS.toLocaleString()} events: ${(rollup / 1000).toFixed(1)} s (target ≤ ${TARGET_ROLLUP_S} s: ${rollup / 1000 <= TARGET_ROLLUP_S ? 'met' : 'NOT met'})`,
      `baseline, one scan of the day (count, distinct visitors): ${(baselineScan / 1000).toFixed(2)} s; ratio rollup ÷ scan ${(rollup / baselineScan).toFixed(1)}`,
    ].join('\n'),
  )
  await scan(sql`DELETE FROM analytics_events`)

  // 2. A year of shop: orders, courses, rollups, campaigns, columns.
  const person = ['森野', '花子', 'モリノ', 'ハナコ', '1000001', '東京都', '千代田区', '1-1', '0312345678']
  const personColumns = (prefix: string) =>
    [
      'last_name',
      'first_name',
      'last_name_kana',
      'first_name_kana',
      'postal_code',
      'prefecture',
      'city',
      'street_address',
      'phone',
    ].map((c) => `${prefix}_${c}`)
  const methods = ['1', '2', '3', '9', '10']
  const statuses = ['confirmed', 'shipped', 'shipped', 'received', 'cancelled']
  const orderRows = Array.from({ length: ORDERS }, (_, i) => {
    const placed = new Date(
      Date.parse(`${today}T00:00:00+09:00`) - (i % 365) * 86_400_000 + (i % 86_400) * 1000,
    )
    const total = 2000 + (i % 40) * 250
    return [
      `B${String(i).padStart(9, '0')}`,
      `bench-${i}`,
      statuses[i % statuses.length],
      placed.toISOString(),
      ...person,
      ...person,
      methods[i % methods.length],
      'not-required',
      total,
      total,
      0,
      0,
      total,
      0,
      total,
      0,
      i % 50 === 0 ? `cp-${i % 20}` : null,
      i % 50 === 0 ? (i % 100 === 0 ? 'control' : 'test') : null,
    ]
  })
  await insertRows(
    'orders',
    [
      'order_number',
      'idempotency_key',
      'status',
      'placed_at',
      ...personColumns('orderer'),
      ...personColumns('destination'),
      'payment_method',
      'payment_status',
      'totals_items_excluding_tax',
      'totals_items_including_tax',
      'totals_shipping',
      'totals_fees',
      'totals_total_including_tax',
      'totals_points_used',
      'totals_amount_due',
      'totals_points_to_earn',
      'campaign',
      'ab_variant',
    ],
    orderRows,
  )
  const firstOrder = Number((await scan(sql`SELECT min(id) AS id FROM orders`))[0]!.id)
  const reasons = ['price', 'enough-stock', 'other', null]
  const courseRows = Array.from({ length: COURSES }, (_, i) => {
    const first = addDays(today, -(i % 360))
    const cancelled = i % 3 === 0
    return [
      firstOrder + i,
      'sesamin-ex',
      '1',
      1,
      cancelled ? 'cancelled' : 'active',
      first,
      addDays(first, 30 * (1 + (i % 12))),
      1 + (i % 12),
      cancelled ? 1 + (i % 12) : null,
      cancelled
        ? new Date(Date.parse(`${addDays(first, 20 * (1 + (i % 12)))}T03:00:00Z`)).toISOString()
        : null,
      cancelled ? reasons[i % reasons.length] : null,
      ...person,
    ]
  })
  await insertRows(
    'regular_courses',
    [
      'order_id',
      'product_code',
      'cycle_type',
      'quantity',
      'status',
      'first_delivery_date',
      'next_delivery_date',
      'next_sequence',
      'cancel_from_sequence',
      'cancelled_at',
      'cancel_reason',
      ...personColumns('destination'),
    ],
    courseRows,
  )
  const dailyRows: unknown[][] = []
  for (let d = 0; d < 365; d++) {
    const on = addDays(today, -d)
    dailyRows.push([on, 'all', '', '', 5000, 1500])
    for (let p = 0; p < 300; p++) dailyRows.push([on, 'page_view', paths[p], '', 10 + p, 5 + p])
    for (let k = 0; k < 60; k++) dailyRows.push([on, 'search', `word${k}`, '', 3 + k, 2 + k])
    for (let k = 0; k < 20; k++) dailyRows.push([on, 'search_zero', `none${k}`, '', 1 + k, 1])
    for (let c = 0; c < 20; c++)
      for (const variant of ['control', 'test'])
        dailyRows.push([on, 'campaign_view', `cp-${c}`, variant, 40, 30])
  }
  await insertRows('analytics_daily', ['day', 'kind', 'key', 'variant', 'events', 'visitors'], dailyRows)
  const visitorRows: unknown[][] = []
  for (let c = 0; c < 20; c++)
    for (const variant of ['control', 'test'])
      for (let v = 0; v < 5000; v++) visitorRows.push([`cp-${c}`, variant, `v${c}-${v}`, today])
  await insertRows(
    'analytics_campaign_visitors',
    ['campaign', 'variant', 'visitor', 'first_day'],
    visitorRows,
  )
  for (let c = 0; c < 20; c++)
    await payload.db.create({
      collection: 'campaigns',
      data: {
        title: `ベンチキャンペーン ${c}`,
        kind: 'shopping',
        promotionId: `cp-${c}`,
        startsAt: new Date(Date.now() - 200 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        _status: 'published',
      },
    })
  for (let p = 0; p < 300; p++)
    await payload.db.create({
      collection: 'columns',
      data: { number: String(1000 + p), title: `ベンチのコラム ${p}`, _status: 'published' },
    })
  console.log(
    `generated ${ORDERS.toLocaleString()} orders, ${COURSES.toLocaleString()} courses, ${dailyRows.length.toLocaleString()} rollup rows, ${visitorRows.length.toLocaleString()} campaign visitors`,
  )

  // 3. The dashboards over 365 days.
  const period = periodOf(365, new Date())
  const baselines: number[] = []
  for (let i = 0; i < 6; i++)
    baselines.push(await time(() => scan(sql`SELECT sum(totals_total_including_tax) FROM orders`)))
  const baseline = median(baselines.slice(1))
  console.log(`baseline, one pass over the orders (sum of totals): ${baseline.toFixed(1)} ms`)
  for (const [dashboard, load] of Object.entries(DASHBOARD_LOADERS)) {
    if (!load) continue
    await load(payload, period)
    const runs: number[] = []
    for (let i = 0; i < 5; i++) runs.push(await time(() => load(payload, period)))
    const ms = median(runs)
    console.log(
      `dashboard ${dashboard} (365 days): ${ms.toFixed(0)} ms (target ≤ ${TARGET_DASHBOARD_MS} ms: ${ms <= TARGET_DASHBOARD_MS ? 'met' : 'NOT met'}); ratio to baseline ${(ms / baseline).toFixed(1)}`,
    )
  }
} finally {
  await payload.destroy()
  await cleanup()
}
process.exit(0)
