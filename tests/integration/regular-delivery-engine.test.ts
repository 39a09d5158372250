/**
 * The regular-delivery engine (issue 12, docs/adr/033-regular-delivery-engine.md) on SQLite and PostgreSQL: a year
 * run day by day with a TestClock makes exactly one order per delivery; a crash between the order and the course
 * update, a rerun and two concurrent runs make no duplicate and leave no gap; a declined card and an empty shelf
 * leave a failed or held delivery that is retried.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { withTransaction } from '@/cms/transaction'
import { TestClock } from '@/shop/calendar/clock'
import { addDays, addMonthsClamped, startOfJapanDay } from '@/shop/calendar/japan-date'
import type { RegularCycle } from '@/shop/catalogue/codes'
import {
  engineCardGateway,
  retryDelivery,
  retryFailedDeliveries,
  runDueDeliveries,
  type EngineDeps,
} from '@/shop/courses/delivery-engine'
import { DELIVERY_MAIL_KINDS } from '@/shop/courses/delivery-mail'
import { deliveryDateOf, orderDayOf } from '@/shop/courses/delivery-schedule'
import type { EngineSettings } from '@/shop/courses/engine-settings'
import { openCourses } from '@/shop/courses/regular-courses'
import { outboxOnly } from '@/shop/mail/mail-service'
import { adjustPoints } from '@/shop/points/point-ledger'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { DEMO_SAVED_CARD } from '@/cms/seed/regular-courses'

import { createMember } from './member-helper'
import { createProduct, PERSON, placeMemberOrder, stockOf } from './order-helper'

let payload: Payload

const SETTINGS: EngineSettings = {
  leadDays: 6,
  paymentRetryDays: [1, 2, 4],
  staffNotificationEmail: 'desk@shop.example.jp',
}
const SITE = 'http://localhost:3000'

const deps = (clock: TestClock, extra: Partial<EngineDeps> = {}): EngineDeps => ({
  clock,
  settings: SETTINGS,
  mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: SITE },
  inventory: { revalidate: () => undefined },
  ...extra,
})

/** Noon in Japan on `day`. */
const noon = (day: string) => new Date(startOfJapanDay(day).getTime() + 12 * 3600_000)

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'rd-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2', '3'],
    stock: 100_000,
    name: 'セサミンEX',
  })
  await createProduct(payload, 'rd-empty', {
    taxClass: 'food',
    price: 3000,
    regularPrice: 2700,
    regularCycles: ['1'],
    stock: 0,
    name: '品切れサプリ',
  })
  await createProduct(payload, 'rd-lotion', {
    taxClass: 'standard',
    price: 3000,
    stock: 10,
    name: '化粧水',
  })
})

interface CourseSpec {
  cycleType: RegularCycle
  firstDeliveryDate: string
  productCode?: string
  quantity?: number
  method?: PaymentMethodCode
  cardReference?: string
}

/** Courses opened by the courses' owner on a placed (one-time) order of the member: their ids. */
async function openTestCourses(customerId: number, specs: CourseSpec[]): Promise<number[]> {
  const orderId = await placeMemberOrder(payload, customerId, [{ productCode: 'rd-lotion', quantity: 1 }])
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  // One call per payment method (a course keeps the payment of the order that opened it).
  const ids: number[] = []
  for (const [index, spec] of specs.entries()) {
    await withTransaction(payload, (tx) =>
      openCourses(payload, tx, {
        customerId,
        orderId,
        orderNumber: `${order.orderNumber}${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26)}`,
        courses: [
          {
            productCode: spec.productCode ?? 'rd-sesamin',
            cycleType: spec.cycleType,
            quantity: spec.quantity ?? 1,
            firstDeliveryDate: spec.firstDeliveryDate,
            nextDeliveryDate: deliveryDateOf(
              { anchorDate: spec.firstDeliveryDate, anchorSequence: 1, cycleType: spec.cycleType },
              2,
            ),
          },
        ],
        payment: {
          method: spec.method ?? '1',
          savedCard: spec.cardReference
            ? { reference: spec.cardReference, brand: 'VISA', last4: '0002' }
            : null,
        },
        destination: PERSON,
        delivery: { timeCode: '0' },
      }),
    )
    const { docs } = await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: orderId } },
      sort: '-id',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    ids.push(docs[0]!.id)
  }
  return ids
}

/** Ends the test's courses, so later tests' runs (on other days) leave them alone. */
async function retire(ids: readonly number[]) {
  for (const id of ids)
    await payload.update({
      collection: 'regular-courses',
      id,
      data: { status: 'ended' },
      overrideAccess: true,
    })
}

async function deliveriesOf(courseId: number) {
  const { docs } = await payload.find({
    collection: 'regular-deliveries',
    where: { course: { equals: courseId } },
    sort: 'sequence',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

async function ordersOf(courseId: number) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { regularCourse: { equals: courseId } },
    sort: 'regularSequence',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const course = (id: number) =>
  payload.findByID({ collection: 'regular-courses', id, overrideAccess: true, depth: 0 })

async function mails(to: string, kind: string) {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

describe('a year, day by day', () => {
  it('makes exactly 12 orders of a 1-month course and 6 of a 2-month course, each on its order day, none twice', async () => {
    const member = await createMember(payload, `rd-year-${randomUUID()}@example.jp`)
    const first = '2027-03-15'
    const ids = await openTestCourses(member.id, [
      { cycleType: '1', firstDeliveryDate: first },
      { cycleType: '1', firstDeliveryDate: '2027-03-31' },
      { cycleType: '2', firstDeliveryDate: first },
    ])
    const [monthly, monthEnd, bimonthly] = ids as [number, number, number]
    // The first order was placed on its order day; the engine runs every day for the 12 months after it.
    const firstOrderDay = orderDayOf(first, SETTINGS.leadDays)
    const last = addMonthsClamped(firstOrderDay, 12)
    const clock = new TestClock(noon(firstOrderDay))
    const made: Record<number, string[]> = { [monthly]: [], [monthEnd]: [], [bimonthly]: [] }
    for (let day = addDays(firstOrderDay, 1); day <= last; day = addDays(day, 1)) {
      clock.set(noon(day))
      const before = new Map(
        await Promise.all(ids.map(async (id) => [id, (await course(id)).nextSequence] as const)),
      )
      const report = await runDueDeliveries(payload, deps(clock))
      expect(report.errors).toBe(0)
      if (report.ordered === 0) continue
      for (const id of ids) if ((await course(id)).nextSequence !== before.get(id)) made[id]!.push(day)
    }
    expect((await ordersOf(monthly)).map((o) => o.regularSequence)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ])
    expect((await ordersOf(bimonthly)).map((o) => o.regularSequence)).toEqual([2, 3, 4, 5, 6, 7])
    // Its 13th delivery (2028-03-31) is ordered on 2028-03-25, after the window: 11 within it.
    expect(await ordersOf(monthEnd)).toHaveLength(11)
    // Each order was made on its delivery's order day (lead days before the delivery date), not a day early or late.
    const monthlyDates = (await deliveriesOf(monthly)).map((d) => d.deliveryDate)
    expect(made[monthly]).toEqual(monthlyDates.map((d) => orderDayOf(d, SETTINGS.leadDays)))
    expect(monthlyDates[0]).toBe('2027-04-15')
    expect((await deliveriesOf(monthEnd)).map((d) => d.deliveryDate).slice(0, 3)).toEqual([
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ])
    for (const id of ids) {
      const rows = await deliveriesOf(id)
      expect(rows.every((r) => r.status === 'ordered' && r.order)).toBe(true)
      const orders = await ordersOf(id)
      expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length)
    }
    // The delivery's order: regular price, free shipping, the cash-on-delivery fee, tax once per rate.
    const [order] = await ordersOf(monthly)
    expect(order!.payment).toMatchObject({ method: '1', status: 'not-required', codFee: 300 })
    expect(order!.totals).toMatchObject({
      itemsExcludingTax: 4300,
      shipping: 0,
      fees: 300,
      totalIncludingTax: 4300 + 344 + 330,
      amountDue: 4974,
      pointsToEarn: 43,
    })
    expect(order!.delivery).toMatchObject({ dateChoice: '2', specifiedDate: '2027-04-15' })
    const receipts = await mails(member.email, DELIVERY_MAIL_KINDS.ordered)
    expect(receipts).toHaveLength(12 + 11 + 6)
    expect(receipts[0]!.text).toContain(`${SITE}/mypage/regular-courses/`)
    const history = await payload.count({
      collection: 'regular-course-history',
      where: { and: [{ course: { equals: monthly } }, { event: { equals: 'delivery-ordered' } }] },
      overrideAccess: true,
    })
    expect(history.totalDocs).toBe(12)
    await retire(ids)
  }, 300_000)

  it('catches up on missed days, prices a kankeisha at the member price and caps the points at the balance', async () => {
    const member = await createMember(payload, `rd-catch-${randomUUID()}@example.jp`, {
      customerType: '1421',
    })
    await withTransaction(payload, (tx) => adjustPoints(payload, tx, { customerId: member.id, delta: 300 }))
    const [id] = await openTestCourses(member.id, [{ cycleType: '1', firstDeliveryDate: '2027-01-20' }])
    await payload.update({
      collection: 'regular-courses',
      id: id!,
      data: { pointUse: { mode: 'some', points: 500 } },
      overrideAccess: true,
    })
    // The job did not run for three months: one run makes the three deliveries due by then, in order.
    const clock = new TestClock(noon('2027-05-14'))
    const report = await runDueDeliveries(payload, deps(clock))
    expect(report).toMatchObject({ ordered: 4, errors: 0 })
    const orders = await ordersOf(id!)
    expect(orders.map((o) => o.regularSequence)).toEqual([2, 3, 4, 5])
    expect(orders[0]!.lines[0]!.unitPrice).toBe(3750)
    expect(orders.map((o) => o.totals.pointsUsed)).toEqual([300, 0, 0, 0])
    expect(
      (await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })).swcPoint,
    ).toBe(0)
    expect((await course(id!)).pointUse).toMatchObject({ mode: 'none' })
    expect((await course(id!)).nextDeliveryDate).toBe('2027-06-20')
    await retire([id!])
  })
})

describe('exactly once', () => {
  it('a fault between the order and the course update rolls back; the rerun makes it once, with no gap', async () => {
    const member = await createMember(payload, `rd-fault-${randomUUID()}@example.jp`)
    const [id] = await openTestCourses(member.id, [{ cycleType: '1', firstDeliveryDate: '2027-02-10' }])
    const clock = new TestClock(noon('2027-03-04'))
    const stock = await stockOf(payload, 'rd-sesamin')
    const failing = deps(clock, {
      faults: {
        afterOrder: ({ courseId }) => {
          if (courseId === id) throw new Error('crash after the order')
        },
      },
    })
    expect(await runDueDeliveries(payload, failing)).toMatchObject({ errors: 1, ordered: 0 })
    expect(await deliveriesOf(id!)).toHaveLength(0)
    expect(await ordersOf(id!)).toHaveLength(0)
    expect(await stockOf(payload, 'rd-sesamin')).toBe(stock)
    expect((await course(id!)).nextSequence).toBe(2)

    expect(await runDueDeliveries(payload, deps(clock))).toMatchObject({ ordered: 1, errors: 0 })
    expect(await runDueDeliveries(payload, deps(clock))).toMatchObject({ ordered: 0 })
    expect((await deliveriesOf(id!)).map((d) => d.sequence)).toEqual([2])
    expect((await ordersOf(id!)).map((o) => o.regularSequence)).toEqual([2])
    expect(await stockOf(payload, 'rd-sesamin')).toBe(stock - 1)
    expect((await course(id!)).nextSequence).toBe(3)
    await retire([id!])
  })

  it('two runs at once make each delivery once', async () => {
    const member = await createMember(payload, `rd-race-${randomUUID()}@example.jp`)
    const ids = await openTestCourses(
      member.id,
      Array.from({ length: 12 }, () => ({ cycleType: '1' as const, firstDeliveryDate: '2027-06-10' })),
    )
    const clock = new TestClock(noon('2027-07-04'))
    const [a, b] = await Promise.all([
      runDueDeliveries(payload, deps(clock)),
      runDueDeliveries(payload, deps(clock)),
    ])
    expect(a.errors + b.errors).toBe(0)
    expect(a.ordered + b.ordered).toBe(ids.length)
    for (const id of ids) {
      expect((await deliveriesOf(id)).map((d) => d.sequence)).toEqual([2])
      expect((await ordersOf(id)).map((o) => o.regularSequence)).toEqual([2])
      expect((await course(id)).nextSequence).toBe(3)
    }
    await retire(ids)
  })
})

describe('a declined card', () => {
  it('leaves a payment-failed delivery and mails the member; the retry after a card change places the order', async () => {
    const sandbox = await cardSandbox()
    const member = await createMember(payload, `rd-card-${randomUUID()}@example.jp`)
    const [id] = await openTestCourses(member.id, [
      {
        cycleType: '1',
        firstDeliveryDate: '2027-08-10',
        method: '2',
        cardReference: 'card_expiredreference00',
      },
    ])
    const clock = new TestClock(noon('2027-09-04'))
    expect(await runDueDeliveries(payload, deps(clock))).toMatchObject({ paymentFailed: 1, ordered: 0 })
    const [failed] = await deliveriesOf(id!)
    expect(failed).toMatchObject({ sequence: 2, status: 'payment-failed', attempts: 1 })
    expect(failed!.order ?? null).toBeNull()
    expect(new Date(failed!.nextAttemptAt!).toISOString()).toBe(startOfJapanDay('2027-09-05').toISOString())
    // The course moved on: the next delivery is made on its own day whatever happens to this one. Staff find it
    // by its 決済エラー中 flag.
    expect(await course(id!)).toMatchObject({ nextSequence: 3, paymentFailed: true })
    const [notice] = await mails(member.email, DELIVERY_MAIL_KINDS.paymentFailed)
    const course2 = await course(id!)
    expect(notice!.text).toContain(
      `${SITE}/mypage/payment-method-change/?regularOrderNumber=${course2.regularOrderNumber}`,
    )

    // Not due again the same day; the next day's retry declines again (no second mail to the member).
    expect(await retryFailedDeliveries(payload, deps(clock))).toMatchObject({ paymentFailed: 0, ordered: 0 })
    clock.set(noon('2027-09-05'))
    expect(await retryFailedDeliveries(payload, deps(clock))).toMatchObject({ paymentFailed: 1 })
    expect((await deliveriesOf(id!))[0]).toMatchObject({ status: 'payment-failed', attempts: 2 })
    expect(await mails(member.email, DELIVERY_MAIL_KINDS.paymentFailed)).toHaveLength(1)

    // The member registers a working card (the provider keeps it), the course gets its reference, retry now.
    const tokenResponse = await fetch(`${sandbox.origin}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4111111111111111', expMonth: 12, expYear: 2030, cvc: '123' }),
    })
    const { token } = (await tokenResponse.json()) as { token: string }
    const saved = await engineCardGateway().authorize({
      orderNumber: 'W270905-000001',
      amount: 1,
      method: '2',
      cardToken: token,
      saveCard: true,
      customerId: member.id,
      returnUrl: `${SITE}/mypage/`,
      ip: '127.0.0.1',
    })
    expect(saved.status).toBe('authorized')
    if (saved.status !== 'authorized' || !saved.savedCard) throw new Error('no saved card')
    await engineCardGateway().cancel(saved.reference)
    await payload.update({
      collection: 'regular-courses',
      id: id!,
      data: { payment: { method: '2', cardReference: saved.savedCard.reference, cardLast4: '1111' } },
      overrideAccess: true,
    })
    expect(await retryDelivery(payload, { courseId: id! }, deps(clock))).toBe('ordered')
    const [row] = await deliveriesOf(id!)
    expect(row).toMatchObject({ status: 'ordered', attempts: 3 })
    expect((await course(id!)).paymentFailed).toBe(false)
    const [order] = await ordersOf(id!)
    expect(order!.payment).toMatchObject({ method: '2', status: 'authorized', codFee: 0 })
    expect(order!.status).toBe('confirmed')
    expect(order!.totals.amountDue).toBe(4644)
    expect(await retryDelivery(payload, { courseId: id! }, deps(clock))).toBe('nothing')
    await retire([id!])
  })
})

describe('the demo saved card', () => {
  it('is authorised by the card sandbox like a card saved at checkout (the seed regular member uses it)', async () => {
    await cardSandbox()
    const member = await createMember(payload, `rd-demo-${randomUUID()}@example.jp`)
    const [id] = await openTestCourses(member.id, [
      {
        cycleType: '1',
        firstDeliveryDate: '2027-12-10',
        method: '2',
        cardReference: DEMO_SAVED_CARD.reference,
      },
    ])
    const clock = new TestClock(noon('2028-01-04'))
    expect(await runDueDeliveries(payload, deps(clock))).toMatchObject({ ordered: 1, paymentFailed: 0 })
    const [order] = await ordersOf(id!)
    expect(order!.payment).toMatchObject({ method: '2', status: 'authorized' })
    await retire([id!])
  })
})

describe('out of stock', () => {
  it('holds the delivery, tells staff without personal data, and orders it once stock is back', async () => {
    const member = await createMember(payload, `rd-held-${randomUUID()}@example.jp`)
    const [id] = await openTestCourses(member.id, [
      { cycleType: '1', firstDeliveryDate: '2027-10-12', productCode: 'rd-empty' },
    ])
    const clock = new TestClock(noon('2027-11-06'))
    expect(await runDueDeliveries(payload, deps(clock))).toMatchObject({ held: 1, ordered: 0 })
    expect((await deliveriesOf(id!))[0]).toMatchObject({ status: 'held', failureCode: 'out-of-stock' })
    expect((await course(id!)).nextSequence).toBe(3)
    const staff = await mails(SETTINGS.staffNotificationEmail, DELIVERY_MAIL_KINDS.held)
    const { regularOrderNumber } = await course(id!)
    expect(staff.filter((m) => m.text.includes(`定期番号：${regularOrderNumber}`))).toHaveLength(1)
    const text = staff.map((m) => m.text).join('\n')
    expect(text).not.toContain(member.email)
    expect(text).not.toContain('森野')
    expect(text).not.toContain('0312345678')

    // Still empty the next day: still held, staff are not mailed again.
    clock.set(noon('2027-11-07'))
    expect(await retryFailedDeliveries(payload, deps(clock))).toMatchObject({ held: 1 })
    expect(await mails(SETTINGS.staffNotificationEmail, DELIVERY_MAIL_KINDS.held)).toHaveLength(staff.length)

    const [inventory] = (
      await payload.find({
        collection: 'inventory',
        where: { productCode: { equals: 'rd-empty' } },
        overrideAccess: true,
      })
    ).docs
    await payload.update({
      collection: 'inventory',
      id: inventory!.id,
      data: { stock: 5 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    clock.set(noon('2027-11-08'))
    expect(await retryFailedDeliveries(payload, deps(clock))).toMatchObject({ ordered: 1 })
    expect((await deliveriesOf(id!))[0]).toMatchObject({ status: 'ordered' })
    expect(await stockOf(payload, 'rd-empty')).toBe(4)
    await retire([id!])
  })
})

describe('the Payload job', () => {
  it('is scheduled on the default queue and runs the engine', async () => {
    await payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'regular-deliveries' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    // Scheduled for the next cron time; run it now.
    await payload.update({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const result = await payload.jobs.run({ queue: 'default' })
    expect(result.jobStatus?.[String(docs[0]!.id)]).toMatchObject({ status: 'success' })
  })
})
