/**
 * npm run bench:mixed — the shop under mixed load (issue 13, docs/adr/039-one-sqlite-writer-and-order-latency.md).
 * Serves the production build (run `npm run build` first; NEXT_DIST_DIR is honoured) on its own fresh seeded
 * database on a free port (scripts/bench-server.ts; SQLite unless DATABASE_URL names PostgreSQL), and drives it over HTTP for BENCH_MIXED_SECONDS (default
 * 60) after a warm-up (BENCH_MIXED_WARMUP_SECONDS, default 10) with:
 *
 * - BENCH_MIXED_SHOPPERS (default 20) concurrent guest shoppers, each with its own cookies and client address,
 *   each visit: the top page, a list page, a product page and the list's page-data API, then the storefront's
 *   cart calls (POST /api/cart/, GET /api/pages/cart/) and its order calls (GET /api/pages/cart/shopping/confirm/
 *   for the idempotency key, POST /api/order/ cash on delivery, with the shop's Origin);
 * - one staff user (the seeded editor) saving content through Payload's REST API every BENCH_MIXED_SAVE_MS
 *   (default 500): an information notice and a column in turn, published.
 *
 * It prints requests/s, p95 and p99 per kind, failures, the SQLITE_BUSY errors the server logged, and the longest
 * event-loop stall measured INSIDE the server (perf_hooks.monitorEventLoopDelay, written at exit to the file
 * EVENT_LOOP_REPORT_FILE names: src/server/event-loop-report.ts). Targets: no failed request, no SQLITE_BUSY,
 * longest stall ≤ 100 ms; it exits 2 when one is missed. Before the warm-up the staff user raises the stock of the
 * products the shoppers buy (so a long run never sells out); the warm-up renders the cached pages once.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startBenchServer } from './bench-server'

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const WARMUP_SECONDS = Number(process.env.BENCH_MIXED_WARMUP_SECONDS ?? 10)
const SHOPPERS = Number(process.env.BENCH_MIXED_SHOPPERS ?? 20)
const SAVE_EVERY_MS = Number(process.env.BENCH_MIXED_SAVE_MS ?? 500)
const TARGET_STALL_MS = 100
const STAFF = { email: 'editor@example.jp', password: 'editor-pass-2026' }

const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-')), 'event-loop.json')
let sqliteBusy = 0
const server = await startBenchServer('bench-mixed', {
  // Each shopper sends its own client address (as a trusted proxy would), so per-IP limits count shoppers apart.
  env: { EVENT_LOOP_REPORT_FILE: reportFile, TRUSTED_PROXY_HOPS: '1' },
  onOutput: (chunk) => {
    sqliteBusy += (chunk.toString().match(/SQLITE_BUSY/g) ?? []).length
  },
})
const BASE = server.base
const serverPid = server.process.pid!

// --- measurements ------------------------------------------------------------------------------------------------

interface Kind {
  latencies: number[]
  failures: number
}
const kinds = new Map<string, Kind>()
const failureSamples: string[] = []
let measuring = false

function record(kind: string, ms: number, failure: string | null) {
  if (failure && failureSamples.length < 10)
    failureSamples.push(`${measuring ? '' : '(not measured) '}${kind}: ${failure}`)
  if (!measuring) return
  let k = kinds.get(kind)
  if (!k) kinds.set(kind, (k = { latencies: [], failures: 0 }))
  k.latencies.push(ms)
  if (failure) k.failures++
}

/** One client: its cookies and its own client address (the e2e server trusts one proxy hop). */
function client(address: string) {
  const cookies = new Map<string, string>()
  return async function call(
    kind: string,
    pathname: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      'x-forwarded-for': address,
      'accept-encoding': 'gzip, br',
      ...init.headers,
    }
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json'
      headers.origin = BASE
    }
    const t0 = performance.now()
    try {
      const res = await fetch(`${BASE}${pathname}`, {
        method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
        redirect: 'manual',
      })
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = pair!.indexOf('=')
        cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim())
      }
      const text = await res.text()
      const ms = performance.now() - t0
      const ok = res.status >= 200 && res.status < 300
      record(kind, ms, ok ? null : `${res.status} ${pathname} ${text.slice(0, 160)}`)
      if (!ok) return null
      return (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text
    } catch (error) {
      record(kind, performance.now() - t0, `${pathname} ${(error as Error).message}`)
      return null
    }
  }
}

const GUEST_FORM = {
  LAST_NAME: '森野',
  FIRST_NAME: '花子',
  LAST_NAME_KANA: 'モリノ',
  FIRST_NAME_KANA: 'ハナコ',
  ZIP_NUMBER: '100-0001',
  PREFECTURES: '13',
  PREFECTURE: '東京都',
  CITY: '千代田区',
  TOWN: '千代田',
  STREET_ADDRESS: '1-1',
  BUILDING_NAME: '',
  PHONE_NUMBER: '03-1234-5678',
  EMAIL1: 'bench@example.jp',
  EMAIL2: 'bench@example.jp',
  DESTINATION: '0',
  DELIVERY_DATE: '1',
  DELIVERY_TIME: '0',
  WANT_GIFT_WRAPPING: '0',
  PAYMENT_METHOD: '1',
  POINT_METHOD: '0',
  POINT_NUMBER: '0',
}

interface Product {
  productCode: string
  category: string
}

let running = true

async function shopper(n: number, products: Product[]) {
  const call = client(`127.10.${Math.floor(n / 250)}.${(n % 250) + 1}`)
  for (let visit = 0; running; visit++) {
    const product = products[(n + visit) % products.length]!
    await call('page: top', '/')
    await call('page: list', `/${product.category}/`)
    await call('page: product', `/${product.category}/${product.productCode}/`)
    await call('api: product list', `/api/pages/products/?category=${product.category}`)
    await call('cart: add', '/api/cart/', {
      json: { productCode: product.productCode, cycleType: '0', quantity: 1 },
    })
    await call('api: cart page', '/api/pages/cart/')
    const confirm = (await call('api: order confirm page', '/api/pages/cart/shopping/confirm/')) as {
      idempotencyKey?: string
    } | null
    await call('order', '/api/order/', {
      json: GUEST_FORM,
      headers: { 'idempotency-key': confirm?.idempotencyKey ?? randomUUID() },
    })
  }
}

async function staff() {
  const call = client('127.20.0.1')
  const login = (await call('admin: login', '/cms-api/users/login/', { json: STAFF })) as {
    token?: string
  } | null
  if (!login?.token) throw new Error('the staff login failed')
  const auth = { authorization: `JWT ${login.token}` }
  return { call, auth }
}

async function firstId(
  call: ReturnType<typeof client>,
  auth: Record<string, string>,
  collection: string,
): Promise<number | string> {
  const found = (await call('admin: read', `/cms-api/${collection}/?limit=1&depth=0`, { headers: auth })) as {
    docs?: { id: number | string }[]
  } | null
  const id = found?.docs?.[0]?.id
  if (id === undefined) throw new Error(`no ${collection} to edit`)
  return id
}

async function staffSaves(
  editor: Awaited<ReturnType<typeof staff>>,
  targets: { collection: string; id: number | string }[],
) {
  const { call, auth } = editor
  for (let i = 0; running; i++) {
    const { collection, id } = targets[i % targets.length]!
    const started = performance.now()
    await call(`admin: save ${collection}`, `/cms-api/${collection}/${id}/?depth=0`, {
      method: 'PATCH',
      json: { title: `ベンチ更新 ${i}`, _status: 'published' },
      headers: auth,
    })
    const wait = SAVE_EVERY_MS - (performance.now() - started)
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function eventLoopFigures(): Promise<{
  maxMs: number
  p99Ms: number
  meanMs: number
  seconds: number
}> {
  // SIGTERM: the server writes the report, then closes.
  process.kill(serverPid, 'SIGTERM')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline && !fs.existsSync(reportFile)) await new Promise((r) => setTimeout(r, 100))
  return JSON.parse(fs.readFileSync(reportFile, 'utf8'))
}

try {
  const editor = await staff()
  // Products the shoppers buy: on sale, single items, with their stock raised by the staff user.
  const lists = await Promise.all(
    ['supplement', 'beautycare'].map(
      async (category) =>
        (await editor.call('setup', `/api/pages/products/?category=${category}`)) as {
          items: (Product & { saleState: string; productClass: string })[]
        },
    ),
  )
  const products = lists
    .flatMap((list) => list.items)
    .filter((p) => p.saleState === 'available' && p.productClass === 'single')
    .slice(0, 8)
  if (products.length === 0) throw new Error('no product on sale to buy')
  for (const p of products) {
    const id = await firstIdWhere(editor, 'inventory', `where[productCode][equals]=${p.productCode}`)
    await editor.call('setup', `/cms-api/inventory/${id}/`, {
      method: 'PATCH',
      json: { stock: 1_000_000 },
      headers: editor.auth,
    })
  }
  process.stdout.write(
    `bench:mixed on ${BASE} (${server.label}), ${SHOPPERS} shoppers + 1 staff saving every ${SAVE_EVERY_MS} ms, ` +
      `${products.length} products; warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s measured\n`,
  )
  const targets = []
  for (const collection of ['information', 'columns'])
    targets.push({ collection, id: await firstId(editor.call, editor.auth, collection) })
  const load = [
    ...Array.from({ length: SHOPPERS }, (_, n) => shopper(n, products)),
    staffSaves(editor, targets),
  ].map((p) => p.catch((error: unknown) => failureSamples.push(`load: ${(error as Error).message}`)))
  await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000))
  process.kill(serverPid, 'SIGUSR2') // the server's event-loop histogram starts again
  measuring = true
  const cpuBefore = os.loadavg()[0]!
  const started = performance.now()
  await new Promise((r) => setTimeout(r, SECONDS * 1000))
  measuring = false
  running = false
  const elapsed = (performance.now() - started) / 1000
  await Promise.all(load)
  const loop = await eventLoopFigures()

  const rows = [...kinds].sort(([a], [b]) => (a < b ? -1 : 1))
  const width = Math.max(...rows.map(([kind]) => kind.length))
  let requests = 0
  let failures = 0
  const lines = [
    `${'kind'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p95 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  failed`,
  ]
  for (const [kind, k] of rows) {
    const sorted = [...k.latencies].sort((a, b) => a - b)
    requests += k.latencies.length
    failures += k.failures
    lines.push(
      `${kind.padEnd(width)}  ${(k.latencies.length / elapsed).toFixed(1).padStart(7)}  ` +
        `${percentile(sorted, 95).toFixed(1).padStart(7)}  ${percentile(sorted, 99).toFixed(1).padStart(7)}  ${k.failures}`,
    )
  }
  const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSED')
  lines.push(
    `all: ${requests} requests in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(1)} req/s), ` +
      `load average ${cpuBefore.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}`,
    `failed requests:      ${failures}   (target 0: ${mark(failures === 0)})`,
    `SQLITE_BUSY logged:   ${sqliteBusy}   (target 0: ${mark(sqliteBusy === 0)})`,
    `longest loop stall:   ${loop.maxMs.toFixed(1)} ms   (target ≤ ${TARGET_STALL_MS} ms: ${mark(loop.maxMs <= TARGET_STALL_MS)}); ` +
      `p99 ${loop.p99Ms.toFixed(1)} ms, mean ${loop.meanMs.toFixed(1)} ms over ${loop.seconds} s`,
  )
  for (const sample of failureSamples) lines.push(`  failure: ${sample}`)
  process.stdout.write(lines.join('\n') + '\n')
  const ok = failures === 0 && sqliteBusy === 0 && loop.maxMs <= TARGET_STALL_MS
  await server.stop()
  process.exit(ok ? 0 : 2)
} catch (error) {
  console.error(error)
  for (const sample of failureSamples) console.error(`  failure: ${sample}`)
  await server.stop()
  process.exit(1)
}

async function firstIdWhere(
  editor: Awaited<ReturnType<typeof staff>>,
  collection: string,
  where: string,
): Promise<number | string> {
  const found = (await editor.call('setup', `/cms-api/${collection}/?limit=1&depth=0&${where}`, {
    headers: editor.auth,
  })) as { docs?: { id: number | string }[] } | null
  const id = found?.docs?.[0]?.id
  if (id === undefined) throw new Error(`no ${collection} where ${where}`)
  return id
}
