/**
 * A regular course's payment method and delivery address from my page (issue 12, docs/adr/035): every call's
 * missing parameters (spec §8), guests (401), another member's course (404), the 7-day rule (409), the
 * one-time password (wrong, expired), the change itself with its history row and receipt mail, a new card
 * through the provider's 3-D Secure challenge bound to the member's ticket, direct-debit registration, and the
 * engine's retry hook for a delivery whose payment failed. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
  process.env.LOG_LEVEL = 'info'
})

import { GET as addressPage } from '@/app/api/pages/mypage/regular-delivery-address-change/route'
import { GET as addressConfirmPage } from '@/app/api/pages/mypage/regular-delivery-address-change/confirm/route'
import { GET as addressOtpPage } from '@/app/api/pages/mypage/regular-delivery-address-change/one-time-password/route'
import { GET as paymentPage } from '@/app/api/pages/mypage/payment-method-change/route'
import { GET as paymentConfirmPage } from '@/app/api/pages/mypage/payment-method-change/confirm/route'
import { POST as tdsCallback } from '@/app/api/pages/mypage/payment-method-change/tds-callback/route'
import { GET as tdsError } from '@/app/api/pages/mypage/payment-method-change/tds-error/route'
import { POST as changePayment } from '@/app/api/payment-method-change/route'
import { POST as checkPayment } from '@/app/api/payment-method-change/check/route'
import { POST as registerDebit } from '@/app/api/payment-method-change/direct-debit/route'
import { POST as fraudLog } from '@/app/api/payment-method-change/fraud-detection-output-log/route'
import { POST as orderCheck } from '@/app/api/order/check/route'
import { POST as changeAddress } from '@/app/api/regular/delivery-address-change/route'
import type { RegularCourse } from '@/cms/payload-types'
import { addDays, todayInJapan } from '@/shop/calendar/japan-date'
import { startPaymentChange } from '@/shop/courses/course-payment-change'
import { defaultTransport } from '@/shop/mail/default-transport'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

import {
  browser,
  cardFields,
  CARDS,
  errorOf,
  formPost,
  MEMBER_FORM,
  SITE,
  submitSandboxPage,
} from './checkout-helper'
import { testPayload } from './helpers'
import { createMember, latestMail, sessionToken } from './member-helper'
import { createProduct, memberCart, placeMemberOrder } from './order-helper'
import { latestOtpCode } from './otp-mail-helper'

let payload: Payload
let sandboxOrigin = ''
let seq = 0

const logLines: string[] = []
vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (logLines.push(String(chunk)), true))
vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (logLines.push(String(chunk)), true))

beforeAll(async () => {
  payload = await testPayload()
  sandboxOrigin = (await cardSandbox()).origin
  await createProduct(payload, 'cc-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 10_000,
    name: 'セサミンEX',
  })
})

afterAll(() => {
  vi.restoreAllMocks()
  expect(logLines.filter((line) => line.includes('does not match its declaration'))).toEqual([])
  for (const line of logLines) {
    for (const number of Object.values(CARDS)) expect(line).not.toContain(number)
    expect(line).not.toMatch(/tok_|card_[\w-]{10}|dd_[\w-]{10}|7654321|梅田|大阪市|@example\.jp/)
  }
})

/** A member with one active course whose next delivery is `daysAhead` days away; their browser. */
async function memberWithCourse(daysAhead = 30) {
  const member = await createMember(payload, `course-change-${++seq}-${Date.now()}@example.jp`)
  const orderId = await placeMemberOrder(payload, member.id, [
    { productCode: 'cc-sesamin', cycleType: '1', quantity: 1 },
  ])
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { order: { equals: orderId } },
    overrideAccess: true,
    depth: 0,
  })
  const course = await payload.update({
    collection: 'regular-courses',
    id: docs[0]!.id,
    overrideAccess: true,
    context: { courseOwner: true },
    data: { nextDeliveryDate: addDays(todayInJapan(), daysAhead) },
  })
  const b = browser({ shop_session: await sessionToken(payload, member.id) })
  return { member, course, b, number: course.regularOrderNumber! }
}

const courseById = (id: number): Promise<RegularCourse> =>
  payload.findByID({ collection: 'regular-courses', id, overrideAccess: true, depth: 0 })

async function historyOf(courseId: number) {
  const { docs } = await payload.find({
    collection: 'regular-course-history',
    where: { course: { equals: courseId } },
    sort: 'createdAt',
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((d) => ({ event: d.event, actor: d.actor, sequence: d.sequence, summary: d.summary }))
}

const NEW_DESTINATION = {
  lastName: '林',
  firstName: '美咲',
  lastNameKana: 'ハヤシ',
  firstNameKana: 'ミサキ',
  zipNumber: '530-0001',
  prefecture: '大阪府',
  municipalityCode: '27127',
  city: '大阪市北区',
  town: '梅田',
  streetAddress: '1-2-3',
  buildingName: '',
  phoneNumber: '06-1234-5678',
}

const q = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`

describe('access', () => {
  it('guests get 401 on every call', async () => {
    const { number, course } = await memberWithCourse()
    const guest = browser()
    const query = { regularOrderNumber: number, regularOrderDetailSequenceNumber: course.nextSequence }
    for (const [handler, path, method, body] of [
      [paymentPage, q('pages/mypage/payment-method-change', query), 'GET', undefined],
      [
        checkPayment,
        'payment-method-change/check',
        'POST',
        { regularOrderNumber: number, paymentMethod: '4' },
      ],
      [changePayment, 'payment-method-change', 'POST', { regularOrderNumber: number, paymentMethod: '4' }],
      [addressPage, q('pages/mypage/regular-delivery-address-change', query), 'GET', undefined],
      [changeAddress, 'regular/delivery-address-change', 'POST', { ...query, destination: NEW_DESTINATION }],
    ] as const) {
      const res = await guest.json(handler, path, method, body)
      expect(res.status, path).toBe(401)
    }
    expect((await courseById(course.id)).payment?.method).toBe('1')
  })

  it("another member's course number is 404, like an unknown one", async () => {
    const owner = await memberWithCourse()
    const other = await memberWithCourse()
    const query = {
      regularOrderNumber: owner.number,
      regularOrderDetailSequenceNumber: owner.course.nextSequence,
    }
    for (const [handler, path, method, body] of [
      [paymentPage, q('pages/mypage/payment-method-change', query), 'GET', undefined],
      [paymentConfirmPage, q('pages/mypage/payment-method-change/confirm', query), 'GET', undefined],
      [
        checkPayment,
        'payment-method-change/check',
        'POST',
        { regularOrderNumber: owner.number, paymentMethod: '4' },
      ],
      [
        changePayment,
        'payment-method-change',
        'POST',
        { regularOrderNumber: owner.number, paymentMethod: '4' },
      ],
      [addressPage, q('pages/mypage/regular-delivery-address-change', query), 'GET', undefined],
      [
        addressConfirmPage,
        q('pages/mypage/regular-delivery-address-change/confirm', query),
        'GET',
        undefined,
      ],
      [
        addressOtpPage,
        q('pages/mypage/regular-delivery-address-change/one-time-password', query),
        'GET',
        undefined,
      ],
      [changeAddress, 'regular/delivery-address-change', 'POST', { ...query, destination: NEW_DESTINATION }],
    ] as const) {
      const res = await other.b.json(handler, path, method, body)
      expect(res.status, path).toBe(404)
      expect((await errorOf(res)).message).toContain('定期コースが見つかりませんでした')
    }
    const unknown = await owner.b.json(
      paymentPage,
      q('pages/mypage/payment-method-change', { regularOrderNumber: 'R-NOPE-1' }),
      'GET',
    )
    expect(unknown.status).toBe(404)
    expect((await courseById(owner.course.id)).payment?.method).toBe('1')
    expect(await historyOf(owner.course.id)).toHaveLength(1)
  })

  it('missing parameters answer 400 with the spec §8 wording and the field named in Japanese', async () => {
    const { b, number } = await memberWithCourse()
    const page = await b.json(paymentPage, 'pages/mypage/payment-method-change', 'GET')
    expect(page.status).toBe(400)
    const pageError = await errorOf(page)
    expect(pageError.message).toBe(
      'Required parameter regularOrderNumber was null or undefined when calling getPagesMypagePaymentMethodChange.',
    )
    expect(pageError.fields?.regularOrderNumber).toContain('定期番号')
    const address = await b.json(
      addressPage,
      q('pages/mypage/regular-delivery-address-change', { regularOrderNumber: number }),
      'GET',
    )
    expect(address.status).toBe(400)
    const addressError = await errorOf(address)
    expect(addressError.message).toBe(
      'Required parameter regularOrderDetailSequenceNumber was null or undefined when calling getPagesMypageRegularDeliveryAddressChange.',
    )
    expect(addressError.fields?.regularOrderDetailSequenceNumber).toContain('お届け回')
    const post = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      regularOrderDetailSequenceNumber: 2,
      destination: NEW_DESTINATION,
    })
    expect(post.status).toBe(400)
    expect((await errorOf(post)).message).toBe(
      'Required parameter regularOrderNumber was null or undefined when calling postRegularDeliveryAddressChange.',
    )
    const pay = await b.json(changePayment, 'payment-method-change', 'POST', { paymentMethod: '4' })
    expect(pay.status).toBe(400)
    expect((await errorOf(pay)).message).toContain('Required parameter regularOrderNumber')
  })
})

describe('delivery address change', () => {
  it('sends a code to the member, refuses a wrong one, then changes the destination with a history row and a receipt', async () => {
    const { member, course, b, number } = await memberWithCourse(30)
    const query = { regularOrderNumber: number, regularOrderDetailSequenceNumber: course.nextSequence }
    const page = await b.json(addressPage, q('pages/mypage/regular-delivery-address-change', query), 'GET')
    expect(page.status).toBe(200)
    const data = await page.json()
    expect(data).toMatchObject({
      sequence: course.nextSequence,
      deliveryDate: course.nextDeliveryDate,
      deadlineDays: 7,
      lastChangeDay: addDays(course.nextDeliveryDate, -7),
      destination: { lastName: '森野', prefecture: '東京都' },
    })

    const sent = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      ...query,
      destination: NEW_DESTINATION,
    })
    expect(sent.status).toBe(200)
    const { status, authenticateTransactionId } = await sent.json()
    expect(status).toBe('code-sent')
    const code = await latestOtpCode(payload, member.email)
    const wrong = code === '000000' ? '111111' : '000000'

    const refused = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      ...query,
      destination: NEW_DESTINATION,
      authenticateTransactionId,
      code: wrong,
    })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields?.code).toContain('確認コードが正しくありません')
    expect((await courseById(course.id)).destination?.city).toBe('千代田区')

    const done = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      ...query,
      destination: NEW_DESTINATION,
      authenticateTransactionId,
      code,
    })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      status: 'changed',
      sequence: course.nextSequence,
      deliveryDate: course.nextDeliveryDate,
    })
    expect((await courseById(course.id)).destination).toMatchObject({
      lastName: '林',
      firstName: '美咲',
      postalCode: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田',
      building: null,
      phone: '0612345678',
    })
    const history = await historyOf(course.id)
    expect(history.at(-1)).toEqual({
      event: 'address-changed',
      actor: 'member',
      sequence: course.nextSequence,
      summary: `第${course.nextSequence}回のお届けからお届け先を変更しました。`,
    })
    expect(history.at(-1)?.summary).not.toMatch(/大阪|梅田|林/)
    const receipt = await latestMail(payload, member.email, 'regular-address-changed')
    expect(receipt?.text).toContain(number)
    expect(receipt?.text).not.toContain('梅田')

    // The code was used: the same again is refused and changes nothing more.
    const again = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      ...query,
      destination: NEW_DESTINATION,
      authenticateTransactionId,
      code,
    })
    expect(again.status).toBe(410)
    expect(await historyOf(course.id)).toHaveLength(history.length)
  })

  it('an expired code is refused (410) and nothing changes', async () => {
    const { member, course, b, number } = await memberWithCourse(30)
    const query = { regularOrderNumber: number, regularOrderDetailSequenceNumber: course.nextSequence }
    const sent = await (
      await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
        ...query,
        destination: NEW_DESTINATION,
      })
    ).json()
    const code = await latestOtpCode(payload, member.email)
    const { docs } = await payload.find({
      collection: 'one-time-passwords',
      where: {
        and: [{ customer: { equals: member.id } }, { purpose: { equals: 'regular-address-change' } }],
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'one-time-passwords',
      id: docs[0]!.id,
      overrideAccess: true,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const res = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      ...query,
      destination: NEW_DESTINATION,
      authenticateTransactionId: sent.authenticateTransactionId,
      code,
    })
    expect(res.status).toBe(410)
    expect((await errorOf(res)).code).toBe('otp_expired')
    expect((await courseById(course.id)).destination?.city).toBe('千代田区')
    expect(await historyOf(course.id)).toHaveLength(1)
  })

  it('inside 7 days of the next delivery: 409 naming the rule and the inquiry form; no code is sent', async () => {
    const { member, course, b, number } = await memberWithCourse(6)
    const query = { regularOrderNumber: number, regularOrderDetailSequenceNumber: course.nextSequence }
    const page = await b.json(addressPage, q('pages/mypage/regular-delivery-address-change', query), 'GET')
    expect(page.status).toBe(409)
    const message = (await errorOf(page)).message
    expect(message).toContain('7日前')
    expect(message).toContain('お問い合わせフォーム')
    const res = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      ...query,
      destination: NEW_DESTINATION,
    })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('change_deadline_passed')
    await expect(latestOtpCode(payload, member.email)).rejects.toThrow()
  })

  it('exactly 7 days before is still changeable; a stale sequence is 409', async () => {
    const { course, b, number } = await memberWithCourse(7)
    const ok = await b.json(
      addressPage,
      q('pages/mypage/regular-delivery-address-change', {
        regularOrderNumber: number,
        regularOrderDetailSequenceNumber: course.nextSequence,
      }),
      'GET',
    )
    expect(ok.status).toBe(200)
    const stale = await b.json(
      addressPage,
      q('pages/mypage/regular-delivery-address-change', {
        regularOrderNumber: number,
        regularOrderDetailSequenceNumber: course.nextSequence - 1,
      }),
      'GET',
    )
    expect(stale.status).toBe(409)
    expect((await errorOf(stale)).code).toBe('delivery_moved')
  })

  it('a bad destination names its field in Japanese', async () => {
    const { course, b, number } = await memberWithCourse()
    const res = await b.json(changeAddress, 'regular/delivery-address-change', 'POST', {
      regularOrderNumber: number,
      regularOrderDetailSequenceNumber: course.nextSequence,
      destination: { ...NEW_DESTINATION, zipNumber: '12', phoneNumber: '' },
    })
    expect(res.status).toBe(400)
    const fields = (await errorOf(res)).fields ?? {}
    expect(fields['destination.zipNumber']).toContain('郵便番号')
    expect(fields['destination.phoneNumber']).toContain('電話番号')
  })
})

describe('payment method change', () => {
  it('page data: the current method, the methods, the COD fee from the fee table, the one-time order note', async () => {
    const { b, number } = await memberWithCourse()
    const res = await b.json(
      paymentPage,
      q('pages/mypage/payment-method-change', { regularOrderNumber: number }),
      'GET',
    )
    expect(res.status).toBe(200)
    const data = await res.json()
    expect(data.current).toEqual({ method: '1', label: '代金引換', cardBrand: null, cardLast4: null })
    expect(data.methods.map((m: { code: string }) => m.code)).toEqual(['2', '1', '3', '4'])
    expect(data.codFees[0]).toEqual({ below: 10_000, fee: 330 })
    expect(data.directDebit).toBeNull()
    expect(data.cardTokenScriptUrl).toBe(`${sandboxOrigin}/v1/token.js`)
    expect(data.oneTimeOrderNote).toContain('通常のご注文')
    expect(data.course).toMatchObject({ regularOrderNumber: number, productName: 'セサミンEX' })
  })

  it('postal transfer: check, then change with a history row and a receipt mail', async () => {
    const { member, course, b, number } = await memberWithCourse()
    const check = await b.json(checkPayment, 'payment-method-change/check', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '4',
    })
    expect(check.status).toBe(200)
    expect(await check.json()).toEqual({ method: '4', methodLabel: '郵便振替（後払い）' })
    expect((await courseById(course.id)).payment?.method).toBe('1')

    const res = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '4',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'changed', method: '4', methodLabel: '郵便振替（後払い）' })
    expect((await courseById(course.id)).payment).toMatchObject({ method: '4', cardReference: null })
    expect((await historyOf(course.id)).at(-1)).toEqual({
      event: 'payment-changed',
      actor: 'member',
      sequence: course.nextSequence,
      summary: 'お支払い方法を「代金引換」から「郵便振替（後払い）」に変更しました。',
    })
    expect((await latestMail(payload, member.email, 'regular-payment-changed'))?.text).toContain('郵便振替')

    const same = await b.json(checkPayment, 'payment-method-change/check', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '4',
    })
    expect(same.status).toBe(400)
    expect((await errorOf(same)).fields?.paymentMethod).toContain('現在と同じ')
  })

  it('direct debit needs a registration; the provider keeps the account, the shop its reference and last four', async () => {
    const { member, course, b, number } = await memberWithCourse()
    const before = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '3',
    })
    expect(before.status).toBe(400)
    expect((await errorOf(before)).fields?.paymentMethod).toContain('口座の登録が必要')

    const invalid = await b.json(registerDebit, 'payment-method-change/direct-debit', 'POST', {
      bankCode: '1',
      branchCode: '001',
      accountType: '1',
      accountNumber: '1234567',
      holderKana: 'morino',
    })
    expect(invalid.status).toBe(400)
    expect((await errorOf(invalid)).fields).toMatchObject({
      bankCode: expect.stringContaining('金融機関コード'),
      holderKana: expect.stringContaining('カタカナ'),
    })
    const rejected = await b.json(registerDebit, 'payment-method-change/direct-debit', 'POST', {
      bankCode: '0005',
      branchCode: '001',
      accountType: '1',
      accountNumber: '0000000',
      holderKana: 'モリノ ハナコ',
    })
    expect(rejected.status).toBe(402)
    const registered = await b.json(registerDebit, 'payment-method-change/direct-debit', 'POST', {
      bankCode: '0005',
      branchCode: '001',
      accountType: '1',
      accountNumber: '7654321',
      holderKana: 'モリノ ハナコ',
    })
    expect(registered.status).toBe(200)
    expect(await registered.json()).toMatchObject({ bankName: '三菱UFJ銀行', accountLast4: '4321' })
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.directDebit).toMatchObject({
      reference: expect.stringMatching(/^dd_/),
      bankName: '三菱UFJ銀行',
      accountLast4: '4321',
    })
    expect(JSON.stringify(stored)).not.toContain('7654321')

    const after = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '3',
    })
    expect(after.status).toBe(200)
    expect((await courseById(course.id)).payment?.method).toBe('3')
  })

  it('a new card without a challenge: verified for 0 yen and kept; the course and the saved card change', async () => {
    const { member, course, b, number } = await memberWithCourse()
    const card = await cardFields(CARDS.success)
    const res = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '2',
      card: 'new',
      cardToken: card.CARD_TOKEN,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'changed', method: '2' })
    const changed = await courseById(course.id)
    expect(changed.payment).toMatchObject({
      method: '2',
      cardReference: expect.stringMatching(/^card_/),
      cardBrand: 'VISA',
      cardLast4: '1111',
    })
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.savedCard).toMatchObject({ reference: changed.payment?.cardReference, last4: '1111' })

    // The saved card is now a choice on the page; choosing it again is "unchanged".
    const page = await (
      await b.json(
        paymentPage,
        q('pages/mypage/payment-method-change', { regularOrderNumber: number }),
        'GET',
      )
    ).json()
    expect(page.savedCard).toEqual({ brand: 'VISA', last4: '1111' })
    const same = await b.json(checkPayment, 'payment-method-change/check', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '2',
      card: 'saved',
    })
    expect(same.status).toBe(400)
  })

  it('a new card through 3-D Secure: redirect with a ticket, ACS, hand-back 303 to my page, then the change', async () => {
    const { member, course, b, number } = await memberWithCourse()
    const card = await cardFields(CARDS.challengeSuccess)
    const res = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      paymentMethod: '2',
      card: 'new',
      cardToken: card.CARD_TOKEN,
    })
    expect(res.status).toBe(200)
    const redirect = await res.json()
    expect(redirect).toEqual({
      status: 'redirect',
      redirectUrl: expect.stringMatching(new RegExp(`^${sandboxOrigin}/acs/`)),
    })
    expect(b.cookies.get('course_card_change')).toBeTruthy()
    expect((await courseById(course.id)).payment?.method).toBe('1')

    const back = await submitSandboxPage(redirect.redirectUrl, { code: '1234', action: 'authenticate' })
    expect(back.action).toBe(`${SITE}/api/pages/mypage/payment-method-change/tds-callback/`)
    const handBack = await formPost(tdsCallback, back.action, back.fields, { origin: 'null' })
    expect(handBack.status).toBe(303)
    const location = new URL(handBack.headers.get('location')!)
    expect(location.pathname).toBe('/mypage/payment-method-change/tds-callback/')
    const reference = location.searchParams.get('reference')!
    // Nothing changed yet: the hand-back carried no cookies.
    expect((await courseById(course.id)).payment?.method).toBe('1')

    // Another member with the reference but without the ticket cannot use it.
    const other = await memberWithCourse()
    const stolen = await other.b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: other.number,
      threeDSecureReference: reference,
    })
    expect(stolen.status).toBe(410)

    const done = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      threeDSecureReference: reference,
    })
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ status: 'changed', method: '2' })
    expect((await courseById(course.id)).payment).toMatchObject({
      method: '2',
      cardBrand: 'VISA',
      cardLast4: '3220',
    })
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.savedCard).toMatchObject({ last4: '3220' })
    expect((await historyOf(course.id)).at(-1)?.summary).toBe(
      'お支払い方法を「代金引換」から「クレジットカード」に変更しました。',
    )
    expect(b.cookies.get('course_card_change')).toBe('')
  })

  it('3-D Secure failed: the change is refused (402) and the error page says nothing changed', async () => {
    const { course, b, number } = await memberWithCourse()
    const card = await cardFields(CARDS.challengeFailure)
    const redirect = await (
      await b.json(changePayment, 'payment-method-change', 'POST', {
        regularOrderNumber: number,
        paymentMethod: '2',
        card: 'new',
        cardToken: card.CARD_TOKEN,
      })
    ).json()
    const back = await submitSandboxPage(redirect.redirectUrl, { code: '1234', action: 'authenticate' })
    const handBack = await formPost(tdsCallback, back.action, back.fields, { origin: sandboxOrigin })
    const reference = new URL(handBack.headers.get('location')!).searchParams.get('reference')!
    const res = await b.json(changePayment, 'payment-method-change', 'POST', {
      regularOrderNumber: number,
      threeDSecureReference: reference,
    })
    expect(res.status).toBe(402)
    expect((await courseById(course.id)).payment?.method).toBe('1')
    const page = await browser().json(
      tdsError,
      q('pages/mypage/payment-method-change/tds-error', {
        code: 'authentication_failed',
        regularOrderNumber: number,
      }),
      'GET',
    )
    expect(await page.json()).toMatchObject({
      title: '本人認証（3Dセキュア）を完了できませんでした',
      message: expect.stringContaining('お支払い方法は変更されていません'),
      retryPath: `/mypage/payment-method-change/?regularOrderNumber=${encodeURIComponent(number)}`,
    })
  })

  it('a declined card is 402; the card-testing limit answers 429 with Retry-After', async () => {
    const { b, number } = await memberWithCourse()
    let last: Response | undefined
    for (let i = 0; i < 4; i++) {
      last = await b.json(changePayment, 'payment-method-change', 'POST', {
        regularOrderNumber: number,
        paymentMethod: '2',
        card: 'new',
        cardToken: (await cardFields(CARDS.decline)).CARD_TOKEN,
      })
      if (i < 3) expect(last.status).toBe(402)
    }
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('after the change, each delivery whose payment failed is handed to the engine retry hook', async () => {
    const { member, course, number } = await memberWithCourse()
    const failed = await payload.create({
      collection: 'regular-deliveries',
      overrideAccess: true,
      data: {
        course: course.id,
        sequence: course.nextSequence,
        deliveryDate: course.nextDeliveryDate,
        status: 'payment-failed',
      },
    })
    const retry = vi.fn(async () => undefined)
    const result = await startPaymentChange(
      { payload, transport: defaultTransport(undefined), from: 'shop@example.invalid', siteUrl: SITE, retry },
      { customerId: member.id, regularOrderNumber: number, choice: { method: '4' }, ip: '10.9.9.9' },
    )
    expect(result).toMatchObject({ ok: true, status: 'changed' })
    expect(retry).toHaveBeenCalledTimes(1)
    expect(retry).toHaveBeenCalledWith(payload, {
      deliveryId: failed.id,
      courseId: course.id,
      sequence: course.nextSequence,
    })
  })

  it('fraud-detection signals: members only, personal data refused', async () => {
    const { b } = await memberWithCourse()
    expect(
      (
        await browser().json(fraudLog, 'payment-method-change/fraud-detection-output-log', 'POST', {
          page: 'input',
          signals: {},
        })
      ).status,
    ).toBe(401)
    const ok = await b.json(fraudLog, 'payment-method-change/fraud-detection-output-log', 'POST', {
      page: 'input',
      signals: { timeOnPage: 12, pasted: false },
    })
    expect(ok.status).toBe(200)
    const refused = await b.json(fraudLog, 'payment-method-change/fraud-detection-output-log', 'POST', {
      page: 'input',
      signals: { note: '4111 1111 1111 1111' },
    })
    expect(refused.status).toBe(400)
  })
})

describe('checkout: a regular order by direct debit needs a registered account', () => {
  it('refused on the payment step until the member registered an account; a one-time order keeps it', async () => {
    const member = await createMember(payload, `dd-checkout-${Date.now()}@example.jp`)
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    await memberCart(payload, member.id, [{ productCode: 'cc-sesamin', cycleType: '1', quantity: 1 }])
    const refused = await b.json(orderCheck, 'order/check', 'POST', { ...MEMBER_FORM, PAYMENT_METHOD: '3' })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields?.PAYMENT_METHOD).toBeTruthy()
    const registered = await b.json(registerDebit, 'payment-method-change/direct-debit', 'POST', {
      bankCode: '0001',
      branchCode: '123',
      accountType: '1',
      accountNumber: '7654321',
      holderKana: 'モリノ ハナコ',
    })
    expect(registered.status).toBe(200)
    const accepted = await b.json(orderCheck, 'order/check', 'POST', { ...MEMBER_FORM, PAYMENT_METHOD: '3' })
    expect(accepted.status).toBe(200)
  })
})
