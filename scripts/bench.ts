/**
 * npm run bench: serves the production build on its own fresh seeded database (SQLite, or a new database on the
 * PostgreSQL server DATABASE_URL points at) on a free port, and measures requests/s of
 *
 * - each cached browse page against a page prerendered at build time in the same shop layout and of similar HTML
 *   size (/bench/static/<kB>/, src/app/(shop)/bench/static/[size]/page.tsx: the same NormalLayout, header, footer
 *   and client parts, a body of the seed's own Markdown texts; the variant whose HTML size is nearest the page's),
 *   target ≥ 0.8;
 * - the cached catalogue API against a bare route handler of the same app (GET /api/__ping/, the same handle()
 *   pipeline without the database), target ≥ 0.6.
 *
 * Both sides of each comparison are measured in the same run, in alternating slices, and printed with their path,
 * HTML bytes and req/s.
 * Requests ask for compression as a browser does (BENCH_ACCEPT_ENCODING, default "gzip, deflate, br"; set it to
 * "" for identity answers). Run `npm run build` first (NEXT_DIST_DIR chooses the build folder).
 * Environment: BENCH_PORT (default: a free port), BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
 * BENCH_WARMUP_SECONDS.
 * No timing assertion anywhere: it prints figures next to targets, and exits 2 when a target is missed.
 */

import autocannon from 'autocannon'

import { BENCH_SIZES_KB } from '../src/app/(shop)/bench/static/bench-sizes'

import { startBenchServer } from './bench-server'
import { printFirstLoadJs } from './lib/first-load-js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br'
const TARGETS = [
  '/',
  '/column/01/',
  '/information/',
  '/supplement/',
  '/supplement/sesamin-ex/',
  // A campaign landing page (the demo campaign): the proxy picks its cached A/B variant on every request.
  '/campaign/shopping/?promotionId=winter-rest-2026',
]
const TARGET_RATIO = 0.8
const baselinePath = (kb: number) => `/bench/static/${kb}/`
const API_BASELINE = '/api/__ping/'
const API_TARGETS = ['/api/pages/products/?category=supplement']
const API_TARGET_RATIO = 0.6

const server = await startBenchServer('bench')
const BASE = server.base

const headers: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}

/** The answer's body size before compression (what the page weighs as HTML), after warming its cache entry. */
async function htmlBytes(urlPath: string): Promise<number> {
  let bytes = 0
  // The first request renders and stores the page; the later ones are served from the cache.
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${BASE}${urlPath}`)
    if (!res.ok) throw new Error(`${urlPath}: HTTP ${res.status}`)
    bytes = Buffer.byteLength(await res.text())
  }
  return bytes
}

async function measure(urlPath: string, duration = SECONDS): Promise<number> {
  const result = await autocannon({ url: `${BASE}${urlPath}`, connections: CONNECTIONS, duration, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

/**
 * A baseline and its page in alternating slices (BENCH_ROUNDS, SECONDS in all for each): a machine whose load drifts
 * during the run moves both alike, so their ratio is steadier than two measurements made one after the other.
 */
async function measurePair(baseline: string, page: string): Promise<[number, number]> {
  let base = 0
  let own = 0
  for (let round = 0; round < ROUNDS; round++) {
    base += await measure(baseline, SECONDS / ROUNDS)
    own += await measure(page, SECONDS / ROUNDS)
  }
  return [base / ROUNDS, own / ROUNDS]
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const nearest = (bytes: number, sizes: Map<string, number>) =>
  [...sizes].reduce((best, candidate) =>
    Math.abs(Math.log(candidate[1] / bytes)) < Math.abs(Math.log(best[1] / bytes)) ? candidate : best,
  )[0]

try {
  const baselineBytes = new Map<string, number>()
  for (const kb of BENCH_SIZES_KB) baselineBytes.set(baselinePath(kb), await htmlBytes(baselinePath(kb)))
  const pageBytes = new Map<string, number>()
  for (const p of [...TARGETS, API_BASELINE, ...API_TARGETS]) pageBytes.set(p, await htmlBytes(p))
  const baselineOf = new Map(TARGETS.map((p) => [p, nearest(pageBytes.get(p)!, baselineBytes)]))
  const baselines = [...new Set(baselineOf.values())]

  // Steady state for every path before any measurement: otherwise whatever runs first also pays for the server's
  // JIT warm-up, and its ratio says more about the order of the list than about the page.
  for (const p of [...baselines, ...TARGETS, API_BASELINE, ...API_TARGETS]) await measure(p, WARMUP_SECONDS)

  console.log(
    `bench: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding "${ACCEPT_ENCODING}", ${server.base}, ${server.label}`,
  )
  let ok = true
  for (const p of TARGETS) {
    const base = baselineOf.get(p)!
    const [baseRps, rps] = await measurePair(base, p)
    const ratio = rps / baseRps
    ok &&= ratio >= TARGET_RATIO
    console.log(
      `${p} (${kB(pageBytes.get(p)!)}): ${rps.toFixed(0)} req/s  vs  ${base} (${kB(baselineBytes.get(base)!)}): ` +
        `${baseRps.toFixed(0)} req/s  →  ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`,
    )
  }
  for (const p of API_TARGETS) {
    const [apiBaseline, rps] = await measurePair(API_BASELINE, p)
    const ratio = rps / apiBaseline
    ok &&= ratio >= API_TARGET_RATIO
    console.log(
      `${p} (${kB(pageBytes.get(p)!)}): ${rps.toFixed(0)} req/s  vs  ${API_BASELINE} ` +
        `(${kB(pageBytes.get(API_BASELINE)!)}): ${apiBaseline.toFixed(0)} req/s  →  ratio ${ratio.toFixed(2)} ` +
        `(target ≥ ${API_TARGET_RATIO})`,
    )
  }
  // The JavaScript budget of the same pages (docs/adr/037-javascript-budget.md), measured on the same server.
  ok = (await printFirstLoadJs(BASE)) && ok
  process.exitCode = ok ? 0 : 2
} finally {
  await server.stop()
}
process.exit()
