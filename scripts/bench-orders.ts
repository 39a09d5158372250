/**
 * npm run bench:orders — order placement throughput (issue 5, docs/adr/017-orders-points-and-stock.md).
 * Places orders at 20 concurrent through the same service as `POST order` (submitOrder: idempotency lookup,
 * server-side check from the cart in the database, one transaction with guarded stock and point updates)
 * against a FRESH temporary database: SQLite by default, or a new database on the PostgreSQL server that
 * DATABASE_URL points at. Prints orders/s and latency percentiles next to the targets (≥ 200 orders/s,
 * p95 ≤ 100 ms). The targets are shown, never asserted. No HTTP: this measures the database work.
 *
 *   node --import tsx scripts/bench-orders.ts              # SQLite
 *   DATABASE_URL=postgres://… node --import tsx scripts/bench-orders.ts
 * Options: BENCH_ORDERS (default 1000), BENCH_CONCURRENCY (default 20).
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'

import { freshBenchDatabase } from './bench-database'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
const WARMUP = 40
const TARGET_ORDERS_PER_SECOND = 200
const TARGET_P95_MS = 100

const { label, cleanup } = await freshBenchDatabase('bench-orders')

const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const { createCart } = await import('../src/shop/cart/cart-store')
const { newCartToken } = await import('../src/shop/cart/cart-token')
const { submitOrder } = await import('../src/shop/orders/order-service')
const { PAYMENT_METHODS } = await import('../src/shop/payments/payment-methods')

const payload = await getPayload({ config })
const ctx = { disableRevalidate: true }

const PRODUCTS = [
  { productCode: 'bench-sesamin', taxClass: 'food' as const, price: 5000 },
  { productCode: 'bench-lotion', taxClass: 'standard' as const, price: 3000 },
]
for (const p of PRODUCTS) {
  await payload.create({
    collection: 'products',
    context: ctx,
    data: {
      ...p,
      name: `ベンチ商品 ${p.productCode}`,
      nameKana: 'ベンチショウヒン',
      category: p.taxClass === 'food' ? 'supplement' : 'beautycare',
      productClass: 'single',
      releasedAt: '2026-01-01T00:00:00.000Z',
      saleStatus: 'on-sale',
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'inventory',
    context: ctx,
    data: { productCode: p.productCode, stock: 1_000_000 },
  })
}

const person = {
  lastName: '森野',
  firstName: '花子',
  lastNameKana: 'モリノ',
  firstNameKana: 'ハナコ',
  postalCode: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  streetAddress: '1-1',
  phone: '0312345678',
  email: 'bench@example.jp',
}

async function makeCarts(n: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < n; i++) {
    const token = newCartToken()
    const now = new Date().toISOString()
    await createCart(payload, { token }, [
      { productCode: 'bench-sesamin', cycleType: '0', quantity: 1, addedAt: now },
      { productCode: 'bench-lotion', cycleType: '0', quantity: 1, addedAt: now },
    ])
    tokens.push(token)
  }
  return tokens
}

interface Run {
  latencies: number[]
  seconds: number
  failed: number
  /** CPU time of this process (user + system) per order: comparable on a busy machine, unlike the latency. */
  cpuMsPerOrder: number
}

async function run(tokens: string[]): Promise<Run> {
  const latencies: number[] = []
  let failed = 0
  let next = 0
  const started = performance.now()
  const cpu = process.cpuUsage()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!
        const t0 = performance.now()
        const result = await submitOrder(payload, {
          shopper: { cartToken: token },
          paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
          idempotencyKey: randomUUID(),
          orderer: person,
          destination: person,
          delivery: { dateChoice: '1', timeCode: '0' },
          gift: { wanted: false },
        })
        latencies.push(performance.now() - t0)
        if (!result.ok) failed++
      }
    }),
  )
  const used = process.cpuUsage(cpu)
  const cpuMsPerOrder = (used.user + used.system) / 1000 / tokens.length
  return { latencies, seconds: (performance.now() - started) / 1000, failed, cpuMsPerOrder }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

try {
  process.stdout.write(`bench:orders on ${label}\npreparing ${ORDERS + WARMUP} carts…\n`)
  const tokens = await makeCarts(ORDERS + WARMUP)
  await run(tokens.slice(0, WARMUP))
  const { latencies, seconds, failed, cpuMsPerOrder } = await run(tokens.slice(WARMUP))
  const sorted = [...latencies].sort((a, b) => a - b)
  const rate = latencies.length / seconds
  const p95 = percentile(sorted, 95)
  const mark = (ok: boolean) => (ok ? 'meets target' : 'BELOW TARGET')
  const lines = [
    `orders placed: ${latencies.length - failed} (failed ${failed}) at ${CONCURRENCY} concurrent in ${seconds.toFixed(2)} s`,
    `throughput:    ${rate.toFixed(1)} orders/s   (target ≥ ${TARGET_ORDERS_PER_SECOND} orders/s: ${mark(rate >= TARGET_ORDERS_PER_SECOND)})`,
    `latency p50:   ${percentile(sorted, 50).toFixed(1)} ms`,
    `latency p95:   ${p95.toFixed(1)} ms   (target ≤ ${TARGET_P95_MS} ms: ${mark(p95 <= TARGET_P95_MS)})`,
    `latency p99:   ${percentile(sorted, 99).toFixed(1)} ms`,
    `cpu per order: ${cpuMsPerOrder.toFixed(2)} ms (this process; load average ${os.loadavg()[0]!.toFixed(2)})`,
  ]
  process.stdout.write(lines.join('\n') + '\n')
} finally {
  // On PostgreSQL the pool's end() does not settle (cause not found yet; it did so before the placement changes
  // of ADR 017's last round too), so it gets a moment, then the database is dropped WITH (FORCE), which ends any
  // connection left.
  const pool = (payload.db as unknown as { pool?: { end(): Promise<void> } }).pool
  await Promise.race([
    pool?.end().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ])
  await cleanup().catch(() => undefined)
}
process.exit(0)
