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
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import autocannon from 'autocannon'

import { freshBenchDatabase } from './bench-database'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br'
const TARGETS = ['/', '/column/01/', '/information/', '/supplement/', '/supplement/sesamin-ex/']
const TARGET_RATIO = 0.8
/** The sizes (kB of body text) of the baseline page that the build prerenders; keep in step with the page. */
const BASELINE_SIZES_KB = [0, 8, 16, 24, 32, 48, 64, 96, 128]
const baselinePath = (kb: number) => `/bench/static/${kb}/`
const API_BASELINE = '/api/__ping/'
const API_TARGETS = ['/api/pages/products/?category=supplement']
const API_TARGET_RATIO = 0.6

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build found in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const PORT = Number(process.env.BENCH_PORT ?? (await freePort()))
const BASE = `http://127.0.0.1:${PORT}`
const database = await freshBenchDatabase('bench')
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production' as const,
  PORT: String(PORT),
  SITE_URL: `http://localhost:${PORT}`,
  SANDBOX: 'true',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
}

function run(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
}

console.log(`bench: seeding ${database.label} …`)
const seeded = await run(
  spawn('node', ['--import', 'tsx', 'scripts/seed.ts'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
)
if (seeded !== 0) {
  await database.cleanup()
  throw new Error(`seed failed (exit ${seeded})`)
}
const server = spawn('node', ['--import', 'tsx', 'src/server/serve.ts'], {
  env: serverEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {
    /* already gone */
  }
}
process.on('exit', stop)

async function waitForServer() {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      if ((await fetch(`${BASE}/api/__health/`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

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

// ─── First-load JS per page (LEAD: wire the js helper's function from scripts/first-load-js.ts here) ───
// Answer e.g. ` · first-load JS 142.0 kB gzip` for the page at BASE + urlPath, or '' to print nothing.
async function firstLoadJsNote(_urlPath: string): Promise<string> {
  return ''
}
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const nearest = (bytes: number, sizes: Map<string, number>) =>
  [...sizes].reduce((best, candidate) =>
    Math.abs(Math.log(candidate[1] / bytes)) < Math.abs(Math.log(best[1] / bytes)) ? candidate : best,
  )[0]

try {
  await waitForServer()
  const baselineBytes = new Map<string, number>()
  for (const kb of BASELINE_SIZES_KB) baselineBytes.set(baselinePath(kb), await htmlBytes(baselinePath(kb)))
  const pageBytes = new Map<string, number>()
  for (const p of [...TARGETS, API_BASELINE, ...API_TARGETS]) pageBytes.set(p, await htmlBytes(p))
  const baselineOf = new Map(TARGETS.map((p) => [p, nearest(pageBytes.get(p)!, baselineBytes)]))
  const baselines = [...new Set(baselineOf.values())]

  // Steady state for every path before any measurement: otherwise whatever runs first also pays for the server's
  // JIT warm-up, and its ratio says more about the order of the list than about the page.
  for (const p of [...baselines, ...TARGETS, API_BASELINE, ...API_TARGETS]) await measure(p, WARMUP_SECONDS)

  console.log(
    `bench: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding "${ACCEPT_ENCODING}", port ${PORT}`,
  )
  let ok = true
  for (const p of TARGETS) {
    const base = baselineOf.get(p)!
    const [baseRps, rps] = await measurePair(base, p)
    const ratio = rps / baseRps
    ok &&= ratio >= TARGET_RATIO
    console.log(
      `${p} (${kB(pageBytes.get(p)!)}): ${rps.toFixed(0)} req/s  vs  ${base} (${kB(baselineBytes.get(base)!)}): ` +
        `${baseRps.toFixed(0)} req/s  →  ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})` +
        (await firstLoadJsNote(p)),
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
  process.exitCode = ok ? 0 : 2
} finally {
  stop()
  await database.cleanup()
}
process.exit()
