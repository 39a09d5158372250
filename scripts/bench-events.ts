/**
 * npm run bench:events (part 1) — the measurement collector under load (issue 28, docs/adr/065). Serves the
 * production build (run `npm run build` first; NEXT_DIST_DIR is honoured) on its own fresh seeded database
 * (scripts/bench-server.ts: SQLite, or PostgreSQL when DATABASE_URL names it) and, for BENCH_EVENTS_SECONDS
 * (default 20) after a warm-up, drives it with:
 * - BENCH_EVENTS_SENDERS (default 10) browsers' beacons: POST /api/events with batches of BENCH_EVENTS_BATCH
 *   (default 20) events, each batch from its own client address (as many people behind one trusted proxy), with a
 *   person's user agent;
 * - BENCH_EVENTS_SHOPPERS (default 4) shoppers browsing at the same time (top page, a list, a product page).
 * Then the baseline of the same run: the same number of senders against /api/__ping/ (a bare handler). Prints
 * events/s and the batches' p95 next to the targets (≥ 2,000 events/s, p95 ≤ 20 ms), and the collector's requests/s
 * as a ratio of the baseline's. Targets are shown, never asserted.
 */
import { startBenchServer } from './bench-server'

const SECONDS = Number(process.env.BENCH_EVENTS_SECONDS ?? 20)
const WARMUP_SECONDS = Number(process.env.BENCH_EVENTS_WARMUP_SECONDS ?? 3)
const SENDERS = Number(process.env.BENCH_EVENTS_SENDERS ?? 10)
const BATCH = Number(process.env.BENCH_EVENTS_BATCH ?? 20)
const SHOPPERS = Number(process.env.BENCH_EVENTS_SHOPPERS ?? 4)
const TARGET_EVENTS_PER_SECOND = 2000
const TARGET_P95_MS = 20
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const server = await startBenchServer('bench-events', { env: { TRUSTED_PROXY_HOPS: '1' } })
const { base } = server

let address = 0
/** A new client address per batch (10.0.0.0/8), so the per-address limit counts people, not the bench. */
const nextAddress = () => {
  address++
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

function batchBody(): string {
  const events = Array.from({ length: BATCH }, (_, i) => {
    if (i % 5 === 1) return { kind: 'product_view', path: '/supplement/sesamin-ex/', product: 'sesamin-ex' }
    if (i % 5 === 2) return { kind: 'search', path: '/search/', keyword: 'dha', results: 3 }
    return { kind: 'page_view', path: i % 2 ? '/column/' : `/?utm_source=bench${i}` }
  })
  return JSON.stringify({ events })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

interface Run {
  requests: number
  failed: number
  latencies: number[]
}

async function drive(
  until: number,
  workers: number,
  request: () => Promise<Response>,
  record: boolean,
): Promise<Run> {
  const run: Run = { requests: 0, failed: 0, latencies: [] }
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        const started = performance.now()
        try {
          const res = await request()
          await res.arrayBuffer()
          if (!res.ok) run.failed++
        } catch {
          run.failed++
        }
        if (record) {
          run.requests++
          run.latencies.push(performance.now() - started)
        }
      }
    }),
  )
  run.latencies.sort((a, b) => a - b)
  return run
}

const postEvents = () =>
  fetch(`${base}/api/events`, {
    method: 'POST',
    body: batchBody(),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: base,
      'user-agent': USER_AGENT,
      'x-forwarded-for': nextAddress(),
    },
  })
const ping = () => fetch(`${base}/api/__ping/`, { headers: { 'x-forwarded-for': nextAddress() } })
const SHOPPER_PAGES = ['/', '/supplement/', '/supplement/sesamin-ex/']
const browse = () =>
  fetch(`${base}${SHOPPER_PAGES[Math.floor(Math.random() * SHOPPER_PAGES.length)]}`, {
    headers: { 'user-agent': USER_AGENT, 'x-forwarded-for': nextAddress() },
  })

try {
  console.log(
    `bench:events collector on ${server.label}: ${SENDERS} senders × ${BATCH} events, ${SHOPPERS} shoppers`,
  )
  // Warm-up: compile the routes and fill the page cache.
  const warm = Date.now() + WARMUP_SECONDS * 1000
  await Promise.all([
    drive(warm, 2, postEvents, false),
    drive(warm, 2, browse, false),
    drive(warm, 1, ping, false),
  ])

  const until = Date.now() + SECONDS * 1000
  const [collector, shoppers] = await Promise.all([
    drive(until, SENDERS, postEvents, true),
    drive(until, SHOPPERS, browse, true),
  ])
  const baseline = await drive(Date.now() + SECONDS * 1000, SENDERS, ping, true)

  const eventsPerSecond = (collector.requests * BATCH) / SECONDS
  const p95 = percentile(collector.latencies, 0.95)
  const baselineRate = baseline.requests / SECONDS
  const collectorRate = collector.requests / SECONDS
  console.log(
    [
      `collector: ${Math.round(eventsPerSecond)} events/s (${collectorRate.toFixed(0)} batches/s), p95 ${p95.toFixed(1)} ms, p99 ${percentile(collector.latencies, 0.99).toFixed(1)} ms, ${collector.failed} failed`,
      `  target ≥ ${TARGET_EVENTS_PER_SECOND} events/s and p95 ≤ ${TARGET_P95_MS} ms: ${eventsPerSecond >= TARGET_EVENTS_PER_SECOND && p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
      `shoppers meanwhile: ${(shoppers.requests / SECONDS).toFixed(0)} pages/s, p95 ${percentile(shoppers.latencies, 0.95).toFixed(1)} ms, ${shoppers.failed} failed`,
      `baseline /api/__ping/ at ${SENDERS} concurrent: ${baselineRate.toFixed(0)} req/s, p95 ${percentile(baseline.latencies, 0.95).toFixed(1)} ms`,
      `ratio collector ÷ baseline (requests/s): ${(collectorRate / baselineRate).toFixed(2)}`,
    ].join('\n'),
  )
} finally {
  await server.stop()
}
