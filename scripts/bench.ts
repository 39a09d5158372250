/**
 * npm run bench: serves the production build on its own seeded database and measures requests/s of the
 * cached browse pages against a static page of the same app (/api/docs/, prerendered at build time), in
 * the same run, target ≥ 0.8; and the cached catalogue API against a bare route handler of the same app
 * (GET /api/__ping/, the same handle() pipeline without the database), target ≥ 0.6. Prints the ratios.
 * Run `npm run build` first.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import autocannon from 'autocannon'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const BASE = `http://localhost:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const BASELINE = '/api/docs/'
const TARGETS = ['/', '/column/01/', '/information/', '/supplement/', '/supplement/sesamin-ex/']
const TARGET_RATIO = 0.8
const API_BASELINE = '/api/__ping/'
const API_TARGETS = ['/api/pages/products/?category=supplement']
const API_TARGET_RATIO = 0.6

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: 'error' },
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
    try {
      if ((await fetch(`${BASE}/api/__health/`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

async function measure(path: string, duration = SECONDS): Promise<number> {
  // Warm the cache (first request renders and stores the page).
  for (let i = 0; i < 3; i++) await (await fetch(`${BASE}${path}`)).text()
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

await waitForServer()
// Steady state for every path before any measurement: otherwise whatever runs first also pays for the server's
// JIT warm-up, and its ratio says more about the order of the list than about the page.
for (const path of [BASELINE, ...TARGETS, API_BASELINE, ...API_TARGETS]) await measure(path, WARMUP_SECONDS)
const baseline = await measure(BASELINE)
console.log(`baseline ${BASELINE}: ${baseline.toFixed(0)} req/s`)
let ok = true
for (const path of TARGETS) {
  const rps = await measure(path)
  const ratio = rps / baseline
  ok &&= ratio >= TARGET_RATIO
  console.log(`${path}: ${rps.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`)
}
const apiBaseline = await measure(API_BASELINE)
console.log(`api baseline ${API_BASELINE}: ${apiBaseline.toFixed(0)} req/s`)
for (const path of API_TARGETS) {
  const rps = await measure(path)
  const ratio = rps / apiBaseline
  ok &&= ratio >= API_TARGET_RATIO
  console.log(`${path}: ${rps.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (target ≥ ${API_TARGET_RATIO})`)
}
stop()
process.exit(ok ? 0 : 2)
