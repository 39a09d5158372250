/**
 * npm run bench:events (part 1) — the measurement collector under load (issue 28, docs/adr/065). Serves the
 * production build (run `npm run build` first; NEXT_DIST_DIR is honoured) on its own fresh seeded database
 * (scripts/bench-server.ts: SQLite, or PostgreSQL when DATABASE_URL names it), then for BENCH_EVENTS_SECONDS
 * (default 20) after a warm-up:
 * - the target load, as browsers send it: beacons arrive at BENCH_EVENTS_RATE events/s (default 2,000: batches of
 *   BENCH_EVENTS_BATCH = 20 events at a steady pace, each from its own client address — many people behind one
 *   trusted proxy — with a person's user agent), whether or not earlier ones were answered (an open load: a
 *   browser does not wait for another's beacon). Meanwhile shoppers ask for BENCH_EVENTS_PAGES pages/s (default 10:
 *   top page, a list, a product page; in front of a shared cache most page views never reach the shop, their
 *   beacons all do). Prints the events/s taken and the batches' p95 against the targets (≥ 2,000 events/s at
 *   p95 ≤ 20 ms) and the pages' p95.
 * - the capacity, for information: BENCH_EVENTS_SENDERS (default 10) senders posting as fast as answered, and the
 *   baseline of the same run, the same senders against /api/__ping/ (a bare handler), as a ratio.
 * Targets are shown, never asserted.
 */
import { startBenchServer } from './bench-server'

const SECONDS = Number(process.env.BENCH_EVENTS_SECONDS ?? 20)
const WARMUP_SECONDS = Number(process.env.BENCH_EVENTS_WARMUP_SECONDS ?? 3)
const SENDERS = Number(process.env.BENCH_EVENTS_SENDERS ?? 10)
const BATCH = Number(process.env.BENCH_EVENTS_BATCH ?? 20)
const RATE = Number(process.env.BENCH_EVENTS_RATE ?? 2000)
const PAGES_PER_SECOND = Number(process.env.BENCH_EVENTS_PAGES ?? 10)
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

/** Sends one request and, unless `run` is undefined (a warm-up), records its outcome and its latency since `since`. */
async function send(request: () => Promise<Response>, since: number, run: Run | undefined): Promise<void> {
  let ok = false
  try {
    const res = await request()
    await res.arrayBuffer()
    ok = res.ok
  } catch {
    /* counted as failed */
  }
  if (!run) return
  run.requests++
  if (!ok) run.failed++
  run.latencies.push(performance.now() - since)
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
      while (Date.now() < until) await send(request, performance.now(), record ? run : undefined)
    }),
  )
  run.latencies.sort((a, b) => a - b)
  return run
}

/**
 * Sends `request` `perSecond` times a second until `until`, each at its own time whether or not the earlier ones
 * were answered; records each latency from when it was due (so a late start counts against the server).
 */
async function offer(until: number, perSecond: number, request: () => Promise<Response>): Promise<Run> {
  const run: Run = { requests: 0, failed: 0, latencies: [] }
  if (!(perSecond > 0)) return run
  const pending: Promise<void>[] = []
  const interval = 1000 / perSecond
  const start = performance.now()
  for (let i = 0; Date.now() < until; i++) {
    const due = start + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    pending.push(send(request, due, run))
  }
  await Promise.all(pending)
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
    `bench:events collector on ${server.label}: ${RATE} events/s offered in batches of ${BATCH} while shoppers ask ${PAGES_PER_SECOND} pages/s; capacity with ${SENDERS} senders`,
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
    offer(until, RATE / BATCH, postEvents),
    offer(until, PAGES_PER_SECOND, browse),
  ])
  const capacity = await drive(Date.now() + SECONDS * 1000, SENDERS, postEvents, true)
  const baseline = await drive(Date.now() + SECONDS * 1000, SENDERS, ping, true)

  const taken = ((collector.requests - collector.failed) * BATCH) / SECONDS
  const p95 = percentile(collector.latencies, 0.95)
  const capacityRate = capacity.requests / SECONDS
  const baselineRate = baseline.requests / SECONDS
  console.log(
    [
      `collector at ${RATE} events/s offered: ${Math.round(taken)} events/s taken, p95 ${p95.toFixed(1)} ms, p99 ${percentile(collector.latencies, 0.99).toFixed(1)} ms, ${collector.failed} failed`,
      `  target ≥ ${TARGET_EVENTS_PER_SECOND} events/s at p95 ≤ ${TARGET_P95_MS} ms: ${taken >= TARGET_EVENTS_PER_SECOND * 0.99 && collector.failed === 0 && p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
      `shoppers meanwhile: ${(shoppers.requests / SECONDS).toFixed(0)} pages/s, p95 ${percentile(shoppers.latencies, 0.95).toFixed(1)} ms, ${shoppers.failed} failed`,
      `capacity, ${SENDERS} senders as fast as answered: ${Math.round(capacityRate * BATCH)} events/s (${capacityRate.toFixed(0)} batches/s), p95 ${percentile(capacity.latencies, 0.95).toFixed(1)} ms, ${capacity.failed} failed`,
      `baseline /api/__ping/ at ${SENDERS} concurrent: ${baselineRate.toFixed(0)} req/s, p95 ${percentile(baseline.latencies, 0.95).toFixed(1)} ms`,
      `ratio collector ÷ baseline (requests/s at capacity): ${(capacityRate / baselineRate).toFixed(2)}`,
    ].join('\n'),
  )
} finally {
  await server.stop()
}
