/**
 * The demo members' past purchases and club figures (docs/adr/049-club-stages-and-point-expiry.md): one-time orders
 * placed in the past by the same code as in production and shipped (their points settle), then each member's
 * opening balance brought to the README's figure by an 'adjustment' through the ledger's owner, and the stage run
 * over everyone, so the stages shown are the rule's (member@example.jp 3星, regular@example.jp VIP). Idempotent: a
 * member who already has a shipped one-time order is not given more, and a balance is opened once.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { withTransaction } from '@/cms/transaction'
import { systemClock } from '@/shop/calendar/clock'
import { addDays, japanDate, startOfJapanDay } from '@/shop/calendar/japan-date'
import { createCart } from '@/shop/cart/cart-store'
import { runStageJob } from '@/shop/club/stage-service'
import { checkCart } from '@/shop/orders/order-check'
import { personSnapshotOf } from '@/shop/orders/person-snapshot'
import { placeOrder } from '@/shop/orders/place-order'
import { adjustPoints } from '@/shop/points/point-ledger'

import { DEMO_CUSTOMERS } from './customers'
import { type Counts, type Log, newCounts, report } from './upsert'

interface PastOrder {
  daysAgo: number
  lines: { productCode: string; quantity: number }[]
}

/** Items tax included: member 23,918 yen (3星: 20,000–39,999); regular member 9 × 18,792 = 169,128 yen (VIP). */
const PAST_ORDERS: Record<string, PastOrder[]> = {
  'member@example.jp': [
    { daysAgo: 200, lines: [{ productCode: 'dha-epa', quantity: 2 }] },
    {
      daysAgo: 60,
      lines: [
        { productCode: 'omega-aid', quantity: 2 },
        { productCode: 'hadanomori-lotion', quantity: 1 },
      ],
    },
  ],
  'regular@example.jp': Array.from({ length: 9 }, (_, i) => ({
    daysAgo: 330 - i * 35,
    lines: [{ productCode: 'dha-epa', quantity: 3 }],
  })),
}

const noonOf = (day: string) => new Date(startOfJapanDay(day).getTime() + 12 * 3600_000)

async function memberByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

async function placePastOrders(payload: Payload, email: string, orders: PastOrder[], c: Counts, now: Date) {
  const member = await memberByEmail(payload, email)
  if (!member) return
  // Its own orders only (one-time lines): the regular-delivery member's shipped course deliveries are not these.
  const shipped = await payload.count({
    collection: 'orders',
    where: {
      and: [
        { customer: { equals: member.id } },
        { status: { equals: 'shipped' } },
        { 'lines.cycleType': { equals: '0' } },
      ],
    },
    overrideAccess: true,
  })
  if (shipped.totalDocs > 0) {
    c.existing += shipped.totalDocs
    return
  }
  const person = personSnapshotOf(member)
  for (const order of orders) {
    const placedAt = noonOf(addDays(japanDate(now), -order.daysAgo))
    const cart = await createCart(
      payload,
      { customerId: member.id },
      order.lines.map((line) => ({ ...line, cycleType: '0' as const, addedAt: placedAt.toISOString() })),
    )
    const check = await checkCart(payload, cart, member, `m:${member.id}`, {
      paymentMethod: '1',
      now: placedAt,
    })
    if (!check.ok) throw new Error(`seed: a demo past order was refused (${check.messages.join(' ')})`)
    const placed = await placeOrder(payload, {
      checked: check.order,
      orderer: person,
      destination: person,
      delivery: { dateChoice: '1', timeCode: '0' },
      gift: { wanted: false },
      payment: { method: '1', status: 'not-required' },
      idempotencyKey: randomUUID(),
      now: placedAt,
    })
    if (!placed.ok) throw new Error(`seed: a demo past order was not placed (${placed.code})`)
    // Shipped the way staff ship an order (the status change settles its points).
    await payload.update({
      collection: 'orders',
      id: placed.orderId,
      data: { status: 'shipped' },
      overrideAccess: true,
      depth: 0,
    })
    c.created++
  }
}

/** Brings a demo member's balance to its README figure once, by an adjustment through the ledger's owner. */
async function openBalance(payload: Payload, email: string, target: number, c: Counts) {
  const member = await memberByEmail(payload, email)
  if (!member) return
  const opened = await payload.count({
    collection: 'point-ledger',
    where: { and: [{ customer: { equals: member.id } }, { reason: { equals: 'adjustment' } }] },
    overrideAccess: true,
  })
  if (opened.totalDocs > 0) {
    c.existing++
    return
  }
  const delta = target - (member.swcPoint ?? 0)
  if (delta !== 0)
    await withTransaction(payload, (tx) => adjustPoints(payload, tx, { customerId: member.id, delta }))
  c.created++
}

export async function seedMemberPurchases(payload: Payload, log: Log, now: Date = new Date()): Promise<void> {
  let c = newCounts()
  for (const [email, orders] of Object.entries(PAST_ORDERS))
    await placePastOrders(payload, email, orders, c, now)
  report(log, 'demo past orders (shipped)', c)

  c = newCounts()
  for (const customer of DEMO_CUSTOMERS)
    if (customer.openingPoints) await openBalance(payload, customer.email, customer.openingPoints, c)
  report(log, 'opening point balances', c)

  const stages = await runStageJob(payload, { clock: systemClock })
  log(`  club stages: ${stages.raised} raised, ${stages.lowered} lowered, ${stages.unchanged} unchanged`)
}
