/**
 * The club's scheduled runs (docs/adr/049-club-stages-and-point-expiry.md) on SQLite and PostgreSQL: a member whose
 * shipped orders cross a stage threshold moves up on the next stage run (and the new rate earns their next order's
 * points); points past their validity expire as one ledger row however often the expiry run goes, and the balance
 * stays the ledger's sum while earning, use and expiry race.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLUB_STAGES_TASK, POINT_EXPIRY_TASK } from '@/cms/jobs/club-runs'
import { withTransaction } from '@/cms/transaction'
import { TestClock } from '@/shop/calendar/clock'
import { startOfJapanDay } from '@/shop/calendar/japan-date'
import { expiryDay, lastValidDay } from '@/shop/club/expiry-rules'
import { runPointExpiryJob } from '@/shop/club/point-expiry'
import { runStageJob } from '@/shop/club/stage-service'
import { DEFAULT_STAGE_TABLE, STAGE_TABLE_MESSAGES } from '@/shop/club/stage-rules'
import { settledBalance } from '@/shop/points/ledger-reasons'
import { adjustPoints } from '@/shop/points/point-ledger'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // 10,000 yen excluding tax, 10,800 yen including it (food, 8 %).
  await createProduct(payload, 'cb-item', { taxClass: 'food', price: 10_000, stock: 10_000 })
})

const customer = (id: number) =>
  payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })

async function ledger(id: number) {
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { customer: { equals: id } },
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

async function shippedOrder(customerId: number, quantity = 1, pointsToUse = 0): Promise<number> {
  const orderId = await placeMemberOrder(
    payload,
    customerId,
    [{ productCode: 'cb-item', quantity }],
    pointsToUse,
  )
  await payload.update({
    collection: 'orders',
    id: orderId,
    data: { status: 'shipped' },
    overrideAccess: true,
  })
  return orderId
}

const withPoints = (customerId: number, delta: number) =>
  withTransaction(payload, (tx) => adjustPoints(payload, tx, { customerId, delta }))

/** The member's balance equals the sum of their settled rows, and never goes below zero. */
async function expectLedgerMatches(id: number) {
  const balance = (await customer(id)).swcPoint ?? 0
  expect(balance).toBeGreaterThanOrEqual(0)
  expect(settledBalance(await ledger(id))).toBe(balance)
  return balance
}

describe('stage run', () => {
  it('moves a member up on the next run once their shipped orders cross a threshold, and the new rate earns', async () => {
    const member = await createMember(payload, 'cb-stage@example.jp')
    const clock = new TestClock(new Date())
    await shippedOrder(member.id)
    await runStageJob(payload, { clock })
    // 10,800 yen in the window: 2星 (10,000 yen and over).
    expect((await customer(member.id)).stage).toBe(2)

    await shippedOrder(member.id)
    expect((await customer(member.id)).stage).toBe(2)
    await runStageJob(payload, { clock })
    // 21,600 yen: 3星, whose rate is 2 points per 100 yen.
    expect((await customer(member.id)).stage).toBe(3)
    await runStageJob(payload, { clock })
    expect((await customer(member.id)).stage).toBe(3)

    const next = await placeMemberOrder(payload, member.id, [{ productCode: 'cb-item', quantity: 1 }])
    const order = await payload.findByID({ collection: 'orders', id: next, overrideAccess: true, depth: 0 })
    expect(order.totals.pointsToEarn).toBe(200)
  })

  it('does not count orders that are not shipped, and lowers the stage once purchases leave the window', async () => {
    const member = await createMember(payload, 'cb-window@example.jp')
    await placeMemberOrder(payload, member.id, [{ productCode: 'cb-item', quantity: 5 }])
    const clock = new TestClock(new Date())
    await runStageJob(payload, { clock })
    expect((await customer(member.id)).stage).toBe(0)

    await shippedOrder(member.id, 2)
    await runStageJob(payload, { clock })
    expect((await customer(member.id)).stage).toBe(3)
    clock.advance({ days: 370 })
    await runStageJob(payload, { clock })
    expect((await customer(member.id)).stage).toBe(0)
  })

  it("follows the admin's stage table, which refuses a table whose rates fall", async () => {
    const member = await createMember(payload, 'cb-table@example.jp')
    await shippedOrder(member.id)
    const clock = new TestClock(new Date())
    const defaults = DEFAULT_STAGE_TABLE.map((row) => ({ ...row }))
    await expect(
      payload.updateGlobal({
        slug: 'club-settings',
        overrideAccess: true,
        data: { stages: defaults.map((row) => (row.stage === 5 ? { ...row, earnRatePercent: 1 } : row)) },
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: STAGE_TABLE_MESSAGES.rates })] },
    })
    // Thresholds halved: 10,800 yen reaches 3星 (10,000) instead of 2星.
    await payload.updateGlobal({
      slug: 'club-settings',
      overrideAccess: true,
      data: { stages: defaults.map((row) => ({ ...row, thresholdYen: Math.max(1, row.thresholdYen / 2) })) },
    })
    try {
      await runStageJob(payload, { clock })
      expect((await customer(member.id)).stage).toBe(3)
    } finally {
      await payload.updateGlobal({ slug: 'club-settings', overrideAccess: true, data: { stages: defaults } })
    }
  })

  it('runs as a Payload job on the queue', async () => {
    const member = await createMember(payload, 'cb-queue@example.jp')
    await shippedOrder(member.id)
    await payload.jobs.queue({ task: CLUB_STAGES_TASK, input: {} })
    await payload.jobs.run({ queue: 'default' })
    expect((await customer(member.id)).stage).toBe(2)
  })
})

describe('point expiry run', () => {
  it('expires the balance the day after its last valid day, as one ledger row, however often it runs', async () => {
    const member = await createMember(payload, 'cb-expiry@example.jp')
    await withPoints(member.id, 500)
    const earnedAt = new Date((await customer(member.id)).pointsEarnedAt!)

    const clock = new TestClock(new Date(startOfJapanDay(lastValidDay(earnedAt)).getTime() + 23 * 3600_000))
    expect(await runPointExpiryJob(payload, { clock })).toMatchObject({ expired: 0 })
    expect((await customer(member.id)).swcPoint).toBe(500)

    clock.set(startOfJapanDay(expiryDay(earnedAt)))
    await runPointExpiryJob(payload, { clock })
    await runPointExpiryJob(payload, { clock })
    await Promise.all([runPointExpiryJob(payload, { clock }), runPointExpiryJob(payload, { clock })])
    const rows = await ledger(member.id)
    expect(rows.filter((r) => r.reason === 'expiry').map((r) => [r.delta, r.state, r.balanceAfter])).toEqual([
      [-500, 'settled', 0],
    ])
    expect(await expectLedgerMatches(member.id)).toBe(0)
  })

  it('renews the validity when the member earns again: a shipped order moves the last earning', async () => {
    const member = await createMember(payload, 'cb-renew@example.jp')
    await withPoints(member.id, 300)
    const first = (await customer(member.id)).pointsEarnedAt!
    await shippedOrder(member.id)
    const renewed = (await customer(member.id)).pointsEarnedAt!
    expect(new Date(renewed).getTime()).toBeGreaterThanOrEqual(new Date(first).getTime())
    // Using points does not renew it.
    await placeMemberOrder(payload, member.id, [{ productCode: 'cb-item', quantity: 1 }], 100)
    expect((await customer(member.id)).pointsEarnedAt).toBe(renewed)
    await expectLedgerMatches(member.id)
  })

  it('keeps the balance equal to the ledger while earning, use and expiry race', async () => {
    const member = await createMember(payload, 'cb-race@example.jp')
    await withPoints(member.id, 1000)
    const earnedAt = new Date((await customer(member.id)).pointsEarnedAt!)
    const clock = new TestClock(startOfJapanDay(expiryDay(earnedAt)))
    await Promise.allSettled([
      runPointExpiryJob(payload, { clock }),
      placeMemberOrder(payload, member.id, [{ productCode: 'cb-item', quantity: 1 }], 300),
      withPoints(member.id, 50),
      runPointExpiryJob(payload, { clock }),
      placeMemberOrder(payload, member.id, [{ productCode: 'cb-item', quantity: 1 }], 400),
    ])
    await expectLedgerMatches(member.id)
    expect((await ledger(member.id)).filter((r) => r.reason === 'expiry').length).toBeLessThanOrEqual(1)
  })

  it('runs as a Payload job on the queue (nothing due today: nothing written)', async () => {
    const member = await createMember(payload, 'cb-expiry-queue@example.jp')
    await withPoints(member.id, 120)
    await payload.jobs.queue({ task: POINT_EXPIRY_TASK, input: {} })
    await payload.jobs.run({ queue: 'default' })
    expect((await customer(member.id)).swcPoint).toBe(120)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: POINT_EXPIRY_TASK } },
      overrideAccess: true,
    })
    expect(jobs.docs.at(-1)?.hasError).toBeFalsy()
  })
})
