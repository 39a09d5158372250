/**
 * One owner per write (issue 12, docs/adr/032-courses-and-ledger-owners.md): the courses decide the member's
 * regular flag and whether they may withdraw; every point change is a ledger row, so the balance is the sum of
 * the settled rows after any sequence of orders, cancels, shipments and a withdrawal. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as deleteCustomer } from '@/app/api/customer/route'
import { withTransaction } from '@/cms/transaction'
import { cancelCourse } from '@/shop/courses/regular-courses'
import { cancelOrder, settleEarnedPoints } from '@/shop/orders/order-status-service'
import { settledBalance } from '@/shop/points/ledger-reasons'
import { adjustPoints } from '@/shop/points/point-ledger'

import { apiRequest, noParams, testPayload } from './helpers'
import { MEMBER_PASSWORD, createMember, nextIp, sessionToken, withSession } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'cl-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 10_000,
    name: 'セサミンEX',
  })
  await createProduct(payload, 'cl-lotion', {
    taxClass: 'standard',
    price: 3000,
    stock: 10_000,
    name: '化粧水',
  })
})

async function memberWithPoints(email: string, points: number) {
  const member = await createMember(payload, email)
  if (points > 0)
    await withTransaction(payload, (tx) =>
      adjustPoints(payload, tx, { customerId: member.id, delta: points }),
    )
  return member
}

const order = (customerId: number, lines: Parameters<typeof placeMemberOrder>[2], pointsToUse = 0) =>
  placeMemberOrder(payload, customerId, lines, pointsToUse)

async function customer(id: number) {
  return payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })
}

async function ledger(id: number) {
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { customer: { equals: id } },
    pagination: false,
    overrideAccess: true,
    depth: 0,
    sort: 'id',
  })
  return docs
}

/** The cached balance and the sum of the settled rows: equal, always. */
async function balanceOf(id: number) {
  return { cached: (await customer(id)).swcPoint ?? 0, ledger: settledBalance(await ledger(id)) }
}

const withdraw = async (customerId: number) =>
  deleteCustomer(
    apiRequest('customer', {
      method: 'DELETE',
      json: { currentPassword: MEMBER_PASSWORD, confirm: true },
      headers: { 'x-forwarded-for': nextIp(), ...withSession(await sessionToken(payload, customerId)) },
    }),
    noParams,
  )

const coursesOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: orderId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

describe('the regular flag follows the courses', () => {
  it('a signed-in member who buys regular delivery becomes a regular customer; cancelling the order ends it', async () => {
    const member = await createMember(payload, 'cl-regular@example.jp')
    expect((await customer(member.id)).isRegularOrderCustomer).toBe(false)
    const orderId = await order(member.id, [{ productCode: 'cl-sesamin', cycleType: '1', quantity: 1 }])
    expect((await coursesOf(orderId)).map((c) => c.status)).toEqual(['active'])
    expect((await customer(member.id)).isRegularOrderCustomer).toBe(true)

    expect(await cancelOrder(payload, orderId)).toEqual({ ok: true, applied: true })
    expect((await coursesOf(orderId)).map((c) => c.status)).toEqual(['cancelled'])
    expect((await customer(member.id)).isRegularOrderCustomer).toBe(false)
  })

  it('stays true while another course runs; staff ending the last one in the admin turns it off', async () => {
    const member = await createMember(payload, 'cl-two-courses@example.jp')
    const first = await order(member.id, [{ productCode: 'cl-sesamin', cycleType: '1', quantity: 1 }])
    const second = await order(member.id, [{ productCode: 'cl-sesamin', cycleType: '2', quantity: 2 }])
    const [firstCourse] = await coursesOf(first)
    expect(await cancelCourse(payload, firstCourse!.id)).toBe(true)
    expect(await cancelCourse(payload, firstCourse!.id)).toBe(false)
    expect((await customer(member.id)).isRegularOrderCustomer).toBe(true)

    const [secondCourse] = await coursesOf(second)
    await payload.update({
      collection: 'regular-courses',
      id: secondCourse!.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await customer(member.id)).isRegularOrderCustomer).toBe(false)
  })

  it('a one-time order leaves the flag off', async () => {
    const member = await createMember(payload, 'cl-one-time@example.jp')
    await order(member.id, [{ productCode: 'cl-lotion', quantity: 1 }])
    expect((await customer(member.id)).isRegularOrderCustomer).toBe(false)
  })
})

describe('withdrawal', () => {
  it('is refused while a course is active (409, Japanese message) and allowed once it ended', async () => {
    const member = await memberWithPoints('cl-withdraw-course@example.jp', 300)
    const orderId = await order(member.id, [{ productCode: 'cl-sesamin', cycleType: '1', quantity: 1 }])
    const refused = await withdraw(member.id)
    expect(refused.status).toBe(409)
    const body = (await refused.json()) as { error: { message: string } }
    expect(body.error.message).toContain('定期お届けコース')
    expect((await customer(member.id)).withdrawnAt ?? null).toBeNull()
    expect(await balanceOf(member.id)).toEqual({ cached: 300, ledger: 300 })

    const [course] = await coursesOf(orderId)
    await cancelCourse(payload, course!.id)
    expect((await withdraw(member.id)).status).toBe(200)
    expect((await customer(member.id)).withdrawnAt).toBeTruthy()
  })

  it('is refused by the courses even when the stored flag says otherwise', async () => {
    const member = await createMember(payload, 'cl-stale-flag@example.jp')
    await order(member.id, [{ productCode: 'cl-sesamin', cycleType: '2', quantity: 1 }])
    await payload.update({
      collection: 'customers',
      id: member.id,
      data: { isRegularOrderCustomer: false },
      overrideAccess: true,
    })
    expect((await withdraw(member.id)).status).toBe(409)
  })

  it('writes a ledger row that brings the balance to 0, and pending points lapse instead of settling', async () => {
    const member = await memberWithPoints('cl-withdraw-points@example.jp', 1200)
    // 3,000 yen of items: 30 points pending until the order ships.
    const orderId = await order(member.id, [{ productCode: 'cl-lotion', quantity: 1 }], 200)
    expect(await balanceOf(member.id)).toEqual({ cached: 1000, ledger: 1000 })

    expect((await withdraw(member.id)).status).toBe(200)
    expect(await balanceOf(member.id)).toEqual({ cached: 0, ledger: 0 })
    const rows = await ledger(member.id)
    expect(rows.find((r) => r.reason === 'withdrawal')).toMatchObject({
      delta: -1000,
      state: 'settled',
      balanceAfter: 0,
    })
    expect(rows.find((r) => r.reason === 'order-earn')).toMatchObject({ delta: 30, state: 'void' })

    // The order ships after the withdrawal: nothing is settled onto the closed account.
    expect(await settleEarnedPoints(payload, orderId)).toBe(true)
    expect(await balanceOf(member.id)).toEqual({ cached: 0, ledger: 0 })
    expect((await ledger(member.id)).filter((r) => r.state === 'pending')).toHaveLength(0)
  })
})

describe('balance == ledger sum after any sequence of operations', () => {
  it('earn, use, ship, cancel and adjust in a seeded random order, then withdraw', async () => {
    const member = await memberWithPoints('cl-sequence@example.jp', 500)
    let seed = 20261124
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const open: number[] = []
    for (let step = 0; step < 14; step++) {
      const { cached } = await balanceOf(member.id)
      const op = random(4)
      if (op === 0 || op === 1) {
        const use = op === 1 ? Math.min(cached, 1 + random(400)) : 0
        open.push(await order(member.id, [{ productCode: 'cl-lotion', quantity: 1 + random(3) }], use))
      } else if (op === 2 && open.length > 0) {
        const [orderId] = open.splice(random(open.length), 1)
        if (random(2) === 0) await cancelOrder(payload, orderId!)
        else await settleEarnedPoints(payload, orderId!)
      } else {
        const delta = random(2) === 0 ? 1 + random(100) : -Math.min(cached, random(100))
        await withTransaction(payload, (tx) => adjustPoints(payload, tx, { customerId: member.id, delta }))
      }
      const now = await balanceOf(member.id)
      expect(now.cached, `step ${step}`).toBe(now.ledger)
      expect(now.cached).toBeGreaterThanOrEqual(0)
    }
    expect((await withdraw(member.id)).status).toBe(200)
    for (const orderId of open) await settleEarnedPoints(payload, orderId)
    expect(await balanceOf(member.id)).toEqual({ cached: 0, ledger: 0 })
  })
})
