/**
 * The regular-delivery demo member's courses (regular@example.jp, docs/adr/033-regular-delivery-engine.md): two
 * courses opened by orders placed in the past — locomore every month paid by a saved card, multivitamins every two
 * months cash on delivery — and the engine run with a TestClock over every day since, so the member's past
 * delivery orders are real orders made by the same code as in production. Idempotent: nothing is done when the
 * member already has a course.
 *
 * The past card charges are recorded by a demo gateway (nothing is sent to a provider for days gone by); the
 * course keeps the card sandbox's demo saved card (SANDBOX_DEMO_SAVED_CARDS), so its deliveries from today on are
 * authorised by the sandbox like any saved card (a real provider does not know it: it would decline them).
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { TestClock } from '@/shop/calendar/clock'
import { addDays, japanDate, startOfJapanDay } from '@/shop/calendar/japan-date'
import { createCart } from '@/shop/cart/cart-store'
import { runDueDeliveries } from '@/shop/courses/delivery-engine'
import { DEFAULT_LEAD_DAYS } from '@/shop/courses/engine-settings'
import { outboxOnly } from '@/shop/mail/mail-service'
import { checkCart } from '@/shop/orders/order-check'
import { shipOrder } from '@/shop/orders/order-shipping'
import { SANDBOX_DEMO_SAVED_CARDS } from '@/shop/payments/sandbox/card-sandbox'
import { personSnapshotOf } from '@/shop/orders/person-snapshot'
import { placeOrder, type PaymentOutcome } from '@/shop/orders/place-order'

import type { Counts, Log } from './upsert'
import { newCounts, report } from './upsert'

export const DEMO_REGULAR_EMAIL = 'regular@example.jp'
/** The demo card the member saved: a reference the card sandbox knows from its start (no card data anywhere). */
export const DEMO_SAVED_CARD = {
  reference: 'card_demo_regular_visa',
  ...SANDBOX_DEMO_SAVED_CARDS.card_demo_regular_visa,
} as const

const COURSES = [
  { productCode: 'locomore', cycleType: '1' as const, daysAgo: 100, method: '2' as const },
  { productCode: 'multi-vitamin', cycleType: '2' as const, daysAgo: 130, method: '1' as const },
]

const noonOf = (day: string) => new Date(startOfJapanDay(day).getTime() + 12 * 3600_000)

export async function seedRegularCourses(payload: Payload, log: Log, now: Date = new Date()): Promise<void> {
  const c: Counts = newCounts()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: DEMO_REGULAR_EMAIL } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  const member = docs[0]
  if (!member) return
  const { totalDocs } = await payload.count({
    collection: 'regular-courses',
    where: { customer: { equals: member.id } },
    overrideAccess: true,
  })
  if (totalDocs > 0) {
    c.existing += totalDocs
    report(log, 'demo regular-delivery courses', c)
    return
  }
  const person = personSnapshotOf(member)
  const today = japanDate(now)
  let earliest = today
  for (const course of COURSES) {
    const firstDelivery = addDays(today, -course.daysAgo)
    const orderDay = addDays(firstDelivery, -DEFAULT_LEAD_DAYS)
    if (orderDay < earliest) earliest = orderDay
    const placedAt = noonOf(orderDay)
    const cart = await createCart(payload, { customerId: member.id }, [
      {
        productCode: course.productCode,
        cycleType: course.cycleType,
        quantity: 1,
        addedAt: placedAt.toISOString(),
      },
    ])
    const check = await checkCart(
      payload,
      cart,
      { id: member.id, customerType: member.customerType, swcPoint: member.swcPoint, stage: member.stage },
      `m:${member.id}`,
      { paymentMethod: course.method, specifiedDate: firstDelivery, now: placedAt },
    )
    if (!check.ok) throw new Error(`seed: the demo regular order was refused (${check.messages.join(' ')})`)
    const payment: PaymentOutcome =
      course.method === '2'
        ? {
            method: '2',
            status: 'authorized',
            reference: `seed-${randomUUID()}`,
            savedCard: { ...DEMO_SAVED_CARD },
          }
        : { method: '1', status: 'not-required' }
    const placed = await placeOrder(payload, {
      checked: check.order,
      orderer: person,
      destination: person,
      delivery: { dateChoice: '2', specifiedDate: firstDelivery, timeCode: '0' },
      gift: { wanted: false },
      payment,
      idempotencyKey: randomUUID(),
      now: placedAt,
    })
    if (!placed.ok) throw new Error(`seed: the demo regular order was not placed (${placed.code})`)
    c.created++
  }
  // Every day since the first order, as the daily job would have run it.
  const clock = new TestClock(noonOf(earliest))
  const demoCard = {
    authorize: async () => ({ status: 'authorized' as const, reference: `seed-${randomUUID()}` }),
    cancel: async () => undefined,
  }
  let made = 0
  for (let day = addDays(earliest, 1); day <= today; day = addDays(day, 1)) {
    clock.set(noonOf(day))
    const result = await runDueDeliveries(payload, {
      clock,
      gateways: { card: demoCard },
      mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: '' },
      inventory: { revalidate: () => undefined },
    })
    made += result.ordered
  }
  const shipped = await shipPastDeliveries(payload, member.id, today)
  report(log, 'demo regular-delivery courses', c)
  log(`  demo regular deliveries: ${made} past delivery orders made by the engine, ${shipped} shipped`)
}

/** Shipped two days before its delivery day, in the afternoon (Japan), as the warehouse would have. */
const SHIP_DAYS_BEFORE_DELIVERY = 2
const shippedOn = (deliveryDay: string) =>
  new Date(startOfJapanDay(addDays(deliveryDay, -SHIP_DAYS_BEFORE_DELIVERY)).getTime() + 15 * 3600_000)

/**
 * A shop that has been running shipped every delivery whose day has passed: the courses' first orders and the
 * engine's delivery orders dated before today are shipped through the orders module (their points settle, like
 * staff's shipping); the delivery still ahead stays as the engine made it. Runs with the courses' creation only,
 * so a second seed adds nothing.
 */
async function shipPastDeliveries(payload: Payload, customerId: number, today: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { customer: { equals: customerId } },
        { status: { in: ['received', 'confirmed'] } },
        { 'delivery.specifiedDate': { less_than: today } },
      ],
    },
    sort: 'placedAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  for (const order of docs) await shipOrder(payload, order.id, shippedOn(order.delivery!.specifiedDate!))
  return docs.length
}
