/**
 * A member's own course changes through the API (docs/adr/034-member-course-changes.md): the course list, moving
 * the next delivery, cancelling and the points for the next delivery. Missing parameters get the spec §8 wording,
 * another member's course is 404, the 7-day rule is 409 with the reason, and each change writes its history row.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as coursesPage } from '@/app/api/pages/mypage/regular-courses/route'
import { GET as cancelPageGet } from '@/app/api/pages/mypage/regular-cancel/route'
import { GET as dateConfirmGet } from '@/app/api/pages/mypage/regular-delivery-date-change/confirm/route'
import { GET as datePageGet } from '@/app/api/pages/mypage/regular-delivery-date-change/route'
import { GET as pointPageGet } from '@/app/api/pages/mypage/regular-point-use/route'
import { POST as postCancel } from '@/app/api/regular/cancel/route'
import { POST as postDateChange } from '@/app/api/regular/delivery-date-change/route'
import { POST as postPointUse } from '@/app/api/regular-point-use/route'
import { withTransaction } from '@/cms/transaction'
import { addDays, todayInJapan } from '@/shop/calendar/japan-date'
import { adjustPoints } from '@/shop/points/point-ledger'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, latestMail, nextIp, sessionToken, withSession } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

let payload: Payload
const today = todayInJapan()

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'mc-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 10_000,
    name: 'セサミンMC',
  })
})

interface Setup {
  member: { id: number; email: string }
  cookie: Record<string, string>
  course: { id: number; regularOrderNumber: string; nextSequence: number }
}

/** A member with one monthly course whose next delivery is `daysAhead` days from today. */
async function memberWithCourse(email: string, daysAhead: number, points = 0): Promise<Setup> {
  const member = await createMember(payload, email)
  if (points > 0)
    await withTransaction(payload, (tx) =>
      adjustPoints(payload, tx, { customerId: member.id, delta: points }),
    )
  const orderId = await placeMemberOrder(payload, member.id, [
    { productCode: 'mc-sesamin', cycleType: '1', quantity: 2 },
  ])
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { order: { equals: orderId } },
    overrideAccess: true,
    depth: 0,
  })
  const course = docs[0]!
  await payload.update({
    collection: 'regular-courses',
    id: course.id,
    overrideAccess: true,
    data: { nextDeliveryDate: addDays(today, daysAhead) },
  })
  return {
    member: { id: member.id, email },
    cookie: withSession(await sessionToken(payload, member.id)),
    course: {
      id: course.id,
      regularOrderNumber: course.regularOrderNumber!,
      nextSequence: course.nextSequence,
    },
  }
}

const readCourse = (id: number) =>
  payload.findByID({ collection: 'regular-courses', id, overrideAccess: true, depth: 0 })

async function historyOf(courseId: number) {
  const { docs } = await payload.find({
    collection: 'regular-course-history',
    where: { course: { equals: courseId } },
    sort: '-createdAt',
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const get = (path: string, query: Record<string, string | number>, cookie: Record<string, string> = {}) =>
  apiRequest(
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
    { headers: { 'x-forwarded-for': nextIp(), ...cookie } },
  )

const post = (path: string, json: unknown, cookie: Record<string, string> = {}) =>
  apiRequest(path, { method: 'POST', json, headers: { 'x-forwarded-for': nextIp(), ...cookie } })

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

describe('GET pages/mypage/regular-courses', () => {
  it('lists the member’s own courses, active first, with the deadline and links; a guest gets 401', async () => {
    const { cookie, course } = await memberWithCourse('mc-list@example.jp', 30)
    const res = await coursesPage(get('pages/mypage/regular-courses', {}, cookie), noParams)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { courses: Record<string, unknown>[]; deadlineRule: string }
    expect(body.courses).toHaveLength(1)
    expect(body.courses[0]).toMatchObject({
      regularOrderNumber: course.regularOrderNumber,
      productName: 'セサミンMC',
      cycleLabel: '毎月',
      quantity: 2,
      status: 'active',
      nextDeliveryDate: addDays(today, 30),
      lastChangeDate: addDays(today, 23),
      changeable: true,
      paymentLabel: '代金引換',
    })
    const links = body.courses[0]!.links as Record<string, string>
    expect(links.addressChange).toBe(
      `/mypage/regular-delivery-address-change/?regularOrderNumber=${course.regularOrderNumber}&regularOrderDetailSequenceNumber=${course.nextSequence}`,
    )
    expect(links.paymentChange).toBe(
      `/mypage/payment-method-change/?regularOrderNumber=${course.regularOrderNumber}`,
    )
    expect(body.deadlineRule).toContain('7日前')

    const guest = await coursesPage(get('pages/mypage/regular-courses', {}), noParams)
    expect(guest.status).toBe(401)
  })
})

describe('the next delivery date', () => {
  it('names a missing parameter with the spec §8 wording and the field in Japanese', async () => {
    const { cookie, course } = await memberWithCourse('mc-missing@example.jp', 30)
    const res = await postDateChange(
      post('regular/delivery-date-change', { regularOrderNumber: course.regularOrderNumber }, cookie),
      noParams,
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.message).toBe(
      'Required parameter regularOrderDetailSequenceNumber was null or undefined when calling postRegularDeliveryDateChange.',
    )
    expect(body.error.fields?.regularOrderDetailSequenceNumber).toBe('お届け回を指定してください')
    const page = await datePageGet(
      get('pages/mypage/regular-delivery-date-change', { regularOrderDetailSequenceNumber: 2 }, cookie),
      noParams,
    )
    expect(page.status).toBe(400)
    expect(((await page.json()) as ErrorBody).error.message).toContain(
      'Required parameter regularOrderNumber',
    )
  })

  it('moves the next delivery to an offered date, re-anchors the course, writes history and mails a receipt', async () => {
    const { cookie, course, member } = await memberWithCourse('mc-move@example.jp', 30)
    const page = await datePageGet(
      get(
        'pages/mypage/regular-delivery-date-change',
        {
          regularOrderNumber: course.regularOrderNumber,
          regularOrderDetailSequenceNumber: course.nextSequence,
        },
        cookie,
      ),
      noParams,
    )
    expect(page.status).toBe(200)
    const data = (await page.json()) as { offeredDates: { date: string }[] }
    const offered = data.offeredDates.map((d) => d.date)
    expect(offered).not.toContain(addDays(today, 30))
    expect(offered.every((d) => d >= addDays(today, 7))).toBe(true)
    // A closure (年末年始) is never offered; take the first offered date after the current one.
    expect(offered.some((d) => d.slice(5) >= '12-29' || d.slice(5) <= '01-03')).toBe(false)
    const newDate = offered.find((d) => d > addDays(today, 30))!
    expect(newDate).toBeDefined()

    const query = {
      regularOrderNumber: course.regularOrderNumber,
      regularOrderDetailSequenceNumber: course.nextSequence,
      deliveryDate: newDate,
    }
    const confirm = await dateConfirmGet(
      get('pages/mypage/regular-delivery-date-change/confirm', query, cookie),
      noParams,
    )
    expect(confirm.status).toBe(200)
    const statement = ((await confirm.json()) as { statement: string }).statement
    expect(statement).toContain(`第${course.nextSequence}回のお届け日`)

    const res = await postDateChange(post('regular/delivery-date-change', query, cookie), noParams)
    expect(res.status).toBe(200)
    const after = await readCourse(course.id)
    expect(after.nextDeliveryDate).toBe(newDate)
    expect(after.anchorDate).toBe(newDate)
    expect(after.anchorSequence).toBe(course.nextSequence)
    expect((await historyOf(course.id))[0]).toMatchObject({ event: 'date-changed', actor: 'member' })
    const mail = await latestMail(payload, member.email, 'regular-date-changed')
    expect(mail?.text).toContain(course.regularOrderNumber)
    expect(mail?.text).toContain('7日前')
  })

  it('refuses a date that is not offered (400 on the field)', async () => {
    const { cookie, course } = await memberWithCourse('mc-not-offered@example.jp', 30)
    const res = await postDateChange(
      post(
        'regular/delivery-date-change',
        {
          regularOrderNumber: course.regularOrderNumber,
          regularOrderDetailSequenceNumber: course.nextSequence,
          deliveryDate: addDays(today, 3),
        },
        cookie,
      ),
      noParams,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields?.deliveryDate).toContain('指定できません')
  })

  it('is refused inside 7 days of the current date: 409 with the reason and the phone number', async () => {
    const { cookie, course } = await memberWithCourse('mc-late@example.jp', 5)
    const res = await postDateChange(
      post(
        'regular/delivery-date-change',
        {
          regularOrderNumber: course.regularOrderNumber,
          regularOrderDetailSequenceNumber: course.nextSequence,
          deliveryDate: addDays(today, 20),
        },
        cookie,
      ),
      noParams,
    )
    expect(res.status).toBe(409)
    const body = (await res.json()) as ErrorBody
    expect(body.error.message).toContain('受付期限')
    expect(body.error.message).toContain(SHOP_CONTACT.phone)
    expect((await readCourse(course.id)).nextDeliveryDate).toBe(addDays(today, 5))
    expect(await historyOf(course.id)).toHaveLength(1)
  })

  it('answers 404 for another member’s course and never changes it', async () => {
    const owner = await memberWithCourse('mc-owner@example.jp', 30)
    const other = await memberWithCourse('mc-other@example.jp', 30)
    const query = {
      regularOrderNumber: owner.course.regularOrderNumber,
      regularOrderDetailSequenceNumber: owner.course.nextSequence,
      deliveryDate: addDays(today, 35),
    }
    const res = await postDateChange(post('regular/delivery-date-change', query, other.cookie), noParams)
    expect(res.status).toBe(404)
    const page = await datePageGet(
      get('pages/mypage/regular-delivery-date-change', query, other.cookie),
      noParams,
    )
    expect(page.status).toBe(404)
    expect((await readCourse(owner.course.id)).nextDeliveryDate).toBe(addDays(today, 30))
    const guest = await postDateChange(post('regular/delivery-date-change', query), noParams)
    expect(guest.status).toBe(401)
  })
})

describe('cancel', () => {
  it('needs regularOrderNumber and productCode (spec §8 wording)', async () => {
    const { cookie, course } = await memberWithCourse('mc-cancel-missing@example.jp', 30)
    const res = await postCancel(
      post('regular/cancel', { regularOrderNumber: course.regularOrderNumber }, cookie),
      noParams,
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.message).toBe(
      'Required parameter productCode was null or undefined when calling postRegularCancel.',
    )
    expect(body.error.fields?.productCode).toBe('商品コードを指定してください')
  })

  it('stops from the next delivery when it is still changeable; the regular flag goes off', async () => {
    const { cookie, course, member } = await memberWithCourse('mc-cancel@example.jp', 30)
    const input = { regularOrderNumber: course.regularOrderNumber, productCode: 'mc-sesamin' }
    const preview = await cancelPageGet(get('pages/mypage/regular-cancel', input, cookie), noParams)
    expect(((await preview.json()) as { outcome: string }).outcome).toBe('complete')
    const res = await postCancel(post('regular/cancel', input, cookie), noParams)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      outcome: string
      cancelFromSequence: number
      state: { onlineCustomer: { isRegularOrderCustomer: boolean } }
    }
    expect(body.outcome).toBe('complete')
    expect(body.cancelFromSequence).toBe(course.nextSequence)
    expect(body.state.onlineCustomer.isRegularOrderCustomer).toBe(false)
    const after = await readCourse(course.id)
    expect(after.status).toBe('cancelled')
    expect(after.cancelFromSequence).toBe(course.nextSequence)
    expect(after.cancelledAt).toBeTruthy()
    expect((await historyOf(course.id))[0]).toMatchObject({ event: 'cancelled', actor: 'member' })
    expect(await latestMail(payload, member.email, 'regular-cancelled')).not.toBeNull()

    const again = await postCancel(post('regular/cancel', input, cookie), noParams)
    expect(again.status).toBe(409)
  })

  it('inside 7 days the next delivery still ships and the cancel takes effect from the one after (request-complete)', async () => {
    const { cookie, course } = await memberWithCourse('mc-cancel-late@example.jp', 4)
    const input = { regularOrderNumber: course.regularOrderNumber, productCode: 'mc-sesamin' }
    const res = await postCancel(post('regular/cancel', input, cookie), noParams)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { outcome: string; cancelFromSequence: number; effectText: string }
    expect(body.outcome).toBe('request-complete')
    expect(body.cancelFromSequence).toBe(course.nextSequence + 1)
    expect(body.effectText).toContain('そのままお届けします')
    expect((await readCourse(course.id)).cancelFromSequence).toBe(course.nextSequence + 1)
  })

  it('answers 404 for another member’s course or a product code that is not the course’s', async () => {
    const owner = await memberWithCourse('mc-cancel-owner@example.jp', 30)
    const other = await memberWithCourse('mc-cancel-other@example.jp', 30)
    const input = { regularOrderNumber: owner.course.regularOrderNumber, productCode: 'mc-sesamin' }
    expect((await postCancel(post('regular/cancel', input, other.cookie), noParams)).status).toBe(404)
    const wrong = { ...input, productCode: 'other-product' }
    expect((await postCancel(post('regular/cancel', wrong, owner.cookie), noParams)).status).toBe(404)
    expect((await readCourse(owner.course.id)).status).toBe('active')
  })
})

describe('points for the next delivery', () => {
  it('sets a number within the balance, all, or none; more than the balance is 400 on points', async () => {
    const { cookie, course } = await memberWithCourse('mc-points@example.jp', 30, 800)
    const page = await pointPageGet(
      get('pages/mypage/regular-point-use', { regularOrderNumber: course.regularOrderNumber }, cookie),
      noParams,
    )
    expect(((await page.json()) as { balance: number }).balance).toBe(800)

    const set = (pointUseMode: string, points?: number | string) =>
      postPointUse(
        post(
          'regular-point-use',
          { regularOrderNumber: course.regularOrderNumber, pointUseMode, points },
          cookie,
        ),
        noParams,
      )
    expect((await set('some', 500)).status).toBe(200)
    expect((await readCourse(course.id)).pointUse).toMatchObject({ mode: 'some', points: 500 })
    expect((await historyOf(course.id))[0]).toMatchObject({ event: 'points-set', actor: 'member' })

    const over = await set('some', 900)
    expect(over.status).toBe(400)
    expect(((await over.json()) as ErrorBody).error.fields?.points).toContain('保有ポイント')
    expect((await readCourse(course.id)).pointUse).toMatchObject({ mode: 'some', points: 500 })

    expect((await set('all')).status).toBe(200)
    expect((await readCourse(course.id)).pointUse).toMatchObject({ mode: 'all', points: 0 })
    expect((await set('none')).status).toBe(200)
    expect((await readCourse(course.id)).pointUse).toMatchObject({ mode: 'none', points: 0 })
  })

  it('answers 404 for another member’s course', async () => {
    const owner = await memberWithCourse('mc-points-owner@example.jp', 30)
    const other = await memberWithCourse('mc-points-other@example.jp', 30, 100)
    const res = await postPointUse(
      post(
        'regular-point-use',
        { regularOrderNumber: owner.course.regularOrderNumber, pointUseMode: 'none' },
        other.cookie,
      ),
      noParams,
    )
    expect(res.status).toBe(404)
  })
})
