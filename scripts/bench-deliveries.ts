/**
 * npm run bench:deliveries — the regular-delivery engine's daily run at scale (issue 12,
 * docs/adr/033-regular-delivery-engine.md): BENCH_COURSES (default 10,000) active courses due on one day, on a
 * FRESH temporary database (SQLite by default, or a new database on the PostgreSQL server DATABASE_URL points at),
 * one runDueDeliveries with a TestClock. Prints deliveries/s, the wall time and the duplicates (must be 0), next to
 * the target (under 60 s for 10,000 on SQLite). Cash on delivery, so no card provider is involved; mails go to the
 * outbox only. The target is shown, never asserted.
 *
 *   node --import tsx scripts/bench-deliveries.ts
 *   DATABASE_URL=postgres://… node --import tsx scripts/bench-deliveries.ts
 * Options: BENCH_COURSES (default 10000), BENCH_MEMBERS (default 500), BENCH_CONCURRENCY (default 4).
 */
import { freshBenchDatabase } from './bench-database'

const COURSES = Number(process.env.BENCH_COURSES ?? 10_000)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4)
/** 60 s for 10,000 courses; scaled for another BENCH_COURSES. */
const TARGET_SECONDS = (60 * COURSES) / 10_000

const { label, cleanup } = await freshBenchDatabase('bench-deliveries')

const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const { TestClock } = await import('../src/shop/calendar/clock')
const { startOfJapanDay } = await import('../src/shop/calendar/japan-date')
const { runDueDeliveries } = await import('../src/shop/courses/delivery-engine')
const { outboxOnly } = await import('../src/shop/mail/mail-service')

const payload = await getPayload({ config })
const ctx = { disableRevalidate: true }
const db = payload.db as unknown as {
  drizzle: { insert(t: unknown): { values(v: object[]): Promise<unknown> } }
  tables: Record<string, unknown>
}

const DAY = '2027-04-04'
const DELIVERY = '2027-04-10'
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
}

async function prepare() {
  await payload.create({
    collection: 'products',
    context: ctx,
    data: {
      productCode: 'bench-sesamin',
      name: 'ベンチ セサミン',
      nameKana: 'ベンチセサミン',
      category: 'supplement',
      productClass: 'single',
      taxClass: 'food',
      price: 5000,
      regularPrice: 4300,
      regularCycles: ['1'],
      releasedAt: '2026-01-01T00:00:00.000Z',
      saleStatus: 'on-sale',
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'inventory',
    context: ctx,
    data: { productCode: 'bench-sesamin', stock: 10_000_000 },
  })
  const members: number[] = []
  for (let i = 0; i < MEMBERS; i++) {
    const member = await payload.create({
      collection: 'customers',
      overrideAccess: true,
      context: ctx,
      data: {
        ...person,
        email: `bench-${i}@example.jp`,
        passwordHash: 'bench-not-a-login',
        customerType: i % 10 === 0 ? '1421' : '1111',
        stage: 0,
        gender: 'Female',
        birthDate: '1985-04-01',
      },
    })
    members.push(member.id)
  }
  // The opening order every course points at (a course needs one); the courses themselves are bulk rows.
  const order = await payload.db.create({
    collection: 'orders',
    data: {
      orderNumber: 'W270301-000001',
      idempotencyKey: 'bench-opening-order',
      status: 'received',
      customer: members[0],
      cartOwner: 'bench',
      placedAt: new Date().toISOString(),
      orderer: { ...person, email: 'bench-0@example.jp' },
      destination: { ...person, email: 'bench-0@example.jp' },
      payment: { method: '1', status: 'not-required' },
      delivery: { dateChoice: '1', timeCode: '0' },
      gift: { wanted: false },
      lines: [],
      totals: {
        byRate: [],
        itemsExcludingTax: 0,
        itemsIncludingTax: 0,
        shipping: 0,
        fees: 0,
        totalIncludingTax: 0,
        pointsUsed: 0,
        amountDue: 0,
        pointsToEarn: 0,
      },
    },
  })
  const table = db.tables.regular_courses
  const now = new Date().toISOString()
  for (let start = 0; start < COURSES; start += 500) {
    const rows = []
    for (let i = start; i < Math.min(COURSES, start + 500); i++)
      rows.push({
        customer: members[i % members.length],
        order: order.id,
        regularOrderNumber: `R270301-${String(i).padStart(6, '0')}-1`,
        productCode: 'bench-sesamin',
        cycleType: '1',
        quantity: 1,
        status: 'active',
        firstDeliveryDate: '2027-03-10',
        nextDeliveryDate: DELIVERY,
        nextSequence: 2,
        anchorDate: '2027-03-10',
        anchorSequence: 1,
        payment_method: '1',
        ...Object.fromEntries(Object.entries(person).map(([k, v]) => [`destination_${k}`, v])),
        destination_email: `bench-${i % members.length}@example.jp`,
        deliveryTimeCode: '0',
        pointUse_mode: 'none',
        pointUse_points: 0,
        createdAt: now,
        updatedAt: now,
      })
    await db.drizzle.insert(table).values(rows)
  }
}

async function count(slug: 'orders' | 'regular-deliveries', where: object = {}) {
  return (await payload.count({ collection: slug, where: where as never, overrideAccess: true })).totalDocs
}

try {
  process.stdout.write(`bench:deliveries on ${label}\npreparing ${COURSES} courses of ${MEMBERS} members…\n`)
  await prepare()
  const clock = new TestClock(new Date(startOfJapanDay(DAY).getTime() + 3 * 3600_000))
  const started = performance.now()
  const report = await runDueDeliveries(payload, {
    clock,
    settings: { leadDays: 6, paymentRetryDays: [1, 2, 4], staffNotificationEmail: 'desk@example.jp' },
    mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: 'http://localhost:3000' },
    inventory: { revalidate: () => undefined },
    concurrency: CONCURRENCY,
  })
  const seconds = (performance.now() - started) / 1000
  const rerun = await runDueDeliveries(payload, {
    clock,
    settings: { leadDays: 6, paymentRetryDays: [1, 2, 4], staffNotificationEmail: 'desk@example.jp' },
    mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: 'http://localhost:3000' },
  })
  const deliveries = await count('regular-deliveries')
  const orders = await count('orders', { regularCourse: { exists: true } })
  const duplicates = orders - COURSES + (deliveries - COURSES)
  const ok = seconds < TARGET_SECONDS
  process.stdout.write(
    [
      `deliveries made: ${report.ordered} (errors ${report.errors}, held ${report.held}) at ${CONCURRENCY} concurrent`,
      `wall time:       ${seconds.toFixed(2)} s   (target < ${TARGET_SECONDS.toFixed(0)} s: ${ok ? 'meets target' : 'ABOVE TARGET'})`,
      `throughput:      ${(report.ordered / seconds).toFixed(1)} deliveries/s`,
      `rerun:           ${rerun.ordered} more made`,
      `duplicates:      ${duplicates}   (delivery rows ${deliveries}, delivery orders ${orders}, courses ${COURSES})`,
    ].join('\n') + '\n',
  )
} finally {
  const pool = (payload.db as unknown as { pool?: { end(): Promise<void> } }).pool
  await Promise.race([
    pool?.end().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ])
  await cleanup().catch(() => undefined)
}
process.exit(0)
