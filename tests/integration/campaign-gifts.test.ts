/**
 * Birthday and continuation gifts (issue 15 item 5, docs/adr/047-campaign-gifts.md) through the route handlers:
 * eligibility from the member's birth month and years of regular delivery, one choice per year (also when two
 * requests race), the ranking by choices, and the gift going into the member's next regular-delivery order made by
 * the engine. Runs on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as birthdayCheck } from '@/app/api/campaign/birthday/check/route'
import { POST as continuationCheck } from '@/app/api/campaign/continuation/check/route'
import { POST as campaignOrder } from '@/app/api/campaign/order/route'
import { GET as birthdayPage } from '@/app/api/pages/campaign/birthday/selection/route'
import { withTransaction } from '@/cms/transaction'
import { TestClock } from '@/shop/calendar/clock'
import { addDays, japanDate } from '@/shop/calendar/japan-date'
import { runDueDeliveries } from '@/shop/courses/delivery-engine'
import { openCourses } from '@/shop/courses/regular-courses'
import { outboxOnly } from '@/shop/mail/mail-service'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, sessionToken, withSession } from './member-helper'
import { createProduct, PERSON, placeMemberOrder } from './order-helper'

vi.mock('server-only', () => ({}))

let payload: Payload
const DAY = 86_400_000
const ctx = { disableRevalidate: true }
const now = new Date()
const [YEAR, MONTH] = japanDate(now).split('-').map(Number) as [number, number]
const pad = (n: number) => String(n).padStart(2, '0')
/** A birth date in this month in Japan, and one in another month. */
const BORN_THIS_MONTH = `1988-${pad(MONTH)}-15`
const BORN_OTHER_MONTH = `1988-${pad((MONTH % 12) + 1)}-15`

const GIFTS = [
  { giftCode: 'herb-tea', name: 'ハーブティー詰め合わせ' },
  { giftCode: 'hand-cream', name: 'ハンドクリーム' },
  { giftCode: 'towel', name: '今治タオル' },
]

beforeAll(async () => {
  payload = await testPayload()
  for (const kind of ['birthday', 'continuation'] as const)
    await payload.create({
      collection: 'campaigns',
      context: ctx,
      data: {
        promotionId: `gift-${kind}-${YEAR}`,
        kind,
        year: YEAR,
        title: `${kind === 'birthday' ? 'お誕生日' : '継続感謝'}プレゼント ${YEAR}`,
        startsAt: new Date(now.getTime() - 40 * DAY).toISOString(),
        endsAt: new Date(now.getTime() + 40 * DAY).toISOString(),
        gifts: GIFTS,
        continuationYears: 2,
        landing: [{ blockType: 'gifts' }],
        _status: 'published',
      },
    })
  await createProduct(payload, 'gift-course-product', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1'],
    stock: 1000,
  })
})

async function member(email: string, birthDate: string | null) {
  const m = await createMember(payload, email, { birthDate })
  return { id: m.id, headers: withSession(await sessionToken(payload, m.id)) }
}

/** A running monthly course of the member, first delivered on `firstDeliveryDate`, next due `nextDeliveryDate`. */
async function course(customerId: number, firstDeliveryDate: string, nextDeliveryDate: string) {
  const orderId = await placeMemberOrder(payload, customerId, [
    { productCode: 'gift-course-product', quantity: 1 },
  ])
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  await withTransaction(payload, (tx) =>
    openCourses(payload, tx, {
      customerId,
      orderId,
      orderNumber: `${order.orderNumber}G`,
      courses: [
        {
          productCode: 'gift-course-product',
          cycleType: '1',
          quantity: 1,
          firstDeliveryDate,
          nextDeliveryDate,
        },
      ],
      payment: { method: '1', savedCard: null },
      destination: PERSON,
      delivery: { timeCode: '0' },
    }),
  )
}

const post = (handler: typeof campaignOrder, path: string, json: unknown, headers: Record<string, string>) =>
  handler(apiRequest(path, { method: 'POST', json, headers }), noParams)
const page = (headers: Record<string, string>, year = YEAR) =>
  birthdayPage(apiRequest(`pages/campaign/birthday/selection?year=${year}`, { headers }), noParams)

describe('birthday gifts', () => {
  it('a member in their birth month chooses once; the choice ranks the gift; a second choice is refused', async () => {
    const m = await member('gift-birthday@example.jp', BORN_THIS_MONTH)
    const before = await (await page(m.headers)).json()
    expect(before.eligibility).toEqual({ ok: true })
    expect(before.selected).toBeNull()
    expect(before.gifts.map((g: { rank: number | null }) => g.rank)).toEqual([null, null, null])
    // No course: the gift is sent on its own.
    expect(before.shippingText).toContain('10日前後')

    const checked = await post(
      birthdayCheck,
      'campaign/birthday/check',
      { year: YEAR, giftCode: 'towel' },
      m.headers,
    )
    expect(checked.status).toBe(200)
    expect(await checked.json()).toMatchObject({ gift: { giftCode: 'towel', name: '今治タオル' } })

    const placed = await post(
      campaignOrder,
      'campaign/order',
      { kind: 'birthday', year: YEAR, giftCode: 'towel' },
      m.headers,
    )
    expect(placed.status).toBe(200)
    expect(await placed.json()).toMatchObject({ status: 'selected', giftName: '今治タオル' })

    const after = await (await page(m.headers)).json()
    expect(after.selected).toMatchObject({ giftCode: 'towel', giftName: '今治タオル' })
    expect(after.gifts.find((g: { giftCode: string }) => g.giftCode === 'towel').rank).toBe(1)

    const again = await post(
      campaignOrder,
      'campaign/order',
      { kind: 'birthday', year: YEAR, giftCode: 'herb-tea' },
      m.headers,
    )
    expect(again.status).toBe(409)
    expect((await again.json()).error.message).toBe(
      `${YEAR}年のプレゼントはすでにお選びいただいています。プレゼントは1年に1回お選びいただけます。`,
    )
  })

  it('two racing choices of one member record one', async () => {
    const m = await member('gift-race@example.jp', BORN_THIS_MONTH)
    const answers = await Promise.all(
      ['herb-tea', 'hand-cream', 'towel'].map((giftCode) =>
        post(campaignOrder, 'campaign/order', { kind: 'birthday', year: YEAR, giftCode }, m.headers),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    const { totalDocs } = await payload.count({
      collection: 'gift-selections',
      where: { customer: { equals: m.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuses outside the birth month, without a birth date, an unknown gift, a guest and another year', async () => {
    const other = await member('gift-other-month@example.jp', BORN_OTHER_MONTH)
    const view = await (await page(other.headers)).json()
    expect(view.eligibility).toMatchObject({ ok: false, reason: 'not-birth-month' })
    const refused = await post(
      campaignOrder,
      'campaign/order',
      { kind: 'birthday', year: YEAR, giftCode: 'towel' },
      other.headers,
    )
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toContain('お誕生月')

    const none = await member('gift-no-birthday@example.jp', null)
    const noBirth = await post(
      birthdayCheck,
      'campaign/birthday/check',
      { year: YEAR, giftCode: 'towel' },
      none.headers,
    )
    expect((await noBirth.json()).error.message).toContain('生年月日')

    const m = await member('gift-unknown@example.jp', BORN_THIS_MONTH)
    const unknown = await post(
      birthdayCheck,
      'campaign/birthday/check',
      { year: YEAR, giftCode: 'no-such' },
      m.headers,
    )
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.fields).toEqual({
      giftCode: 'お選びいただいたプレゼントが見つかりません。一覧からお選びください。',
    })

    const guest = await post(
      campaignOrder,
      'campaign/order',
      { kind: 'birthday', year: YEAR, giftCode: 'towel' },
      {},
    )
    expect(guest.status).toBe(401)
    expect((await page(m.headers, YEAR + 1)).status).toBe(404)
    const badYear = await birthdayPage(
      apiRequest('pages/campaign/birthday/selection?year=20x6', { headers: m.headers }),
      noParams,
    )
    expect(badYear.status).toBe(400)
  })
})

describe('continuation gifts', () => {
  it('need the campaign’s years of running regular delivery', async () => {
    const today = japanDate(now)
    const young = await member('gift-young-course@example.jp', null)
    await course(young.id, addDays(today, -400), addDays(today, 20))
    const refused = await post(
      continuationCheck,
      'campaign/continuation/check',
      { year: YEAR, giftCode: 'towel' },
      young.headers,
    )
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toBe(
      '継続感謝プレゼントは、定期お届けを2年以上続けていただいている会員様が対象です。',
    )

    const loyal = await member('gift-loyal@example.jp', null)
    await course(loyal.id, addDays(today, -800), addDays(today, 25))
    const checked = await post(
      continuationCheck,
      'campaign/continuation/check',
      { year: YEAR, giftCode: 'hand-cream' },
      loyal.headers,
    )
    expect(checked.status).toBe(200)
    expect((await checked.json()).shippingText).toContain('次回の定期お届け')
  })

  it('a chosen gift goes into the order the engine makes for the member’s next delivery', async () => {
    const today = japanDate(now)
    const loyal = await member('gift-engine@example.jp', null)
    await course(loyal.id, addDays(today, -800), addDays(today, 3))
    const placed = await post(
      campaignOrder,
      'campaign/order',
      { kind: 'continuation', year: YEAR, giftCode: 'herb-tea' },
      loyal.headers,
    )
    expect(placed.status).toBe(200)
    const waiting = await payload.find({
      collection: 'gift-selections',
      where: { customer: { equals: loyal.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(waiting.docs[0]).toMatchObject({ shipping: 'with-next-delivery', order: null })

    await runDueDeliveries(payload, {
      clock: new TestClock(now),
      settings: { leadDays: 6, paymentRetryDays: [1, 2, 4], staffNotificationEmail: 'desk@shop.example.jp' },
      mailer: { transport: outboxOnly, from: 'shop@example.jp', siteUrl: 'http://localhost:3000' },
      inventory: { revalidate: () => undefined },
    })
    const attached = await payload.findByID({
      collection: 'gift-selections',
      id: waiting.docs[0]!.id,
      overrideAccess: true,
      depth: 1,
    })
    expect(attached.shipping).toBe('attached')
    const order = attached.order as { customer: number | { id: number } }
    expect(typeof order.customer === 'object' ? order.customer.id : order.customer).toBe(loyal.id)
  })
})
