/**
 * A guest registering as a member while ordering (PASSWORD and AGREE_TERMS on shopping01; ADR 020): the member
 * is created from the orderer fields with the same rules as registration, the order and its regular courses are
 * theirs, the mail-magazine choice is kept, the browser is signed in; a registered address is refused on EMAIL1;
 * a declined card leaves no member behind; a card kept after 3-D Secure belongs to the new member. SQLite and
 * PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
})

import { POST as order } from '@/app/api/order/route'
import { POST as orderCheck } from '@/app/api/order/check/route'
import { GET as completePage } from '@/app/api/pages/cart/shopping/complete/route'
import { POST as tdsCallback } from '@/app/api/pages/cart/tds-callback/route'
import { verifyPassword } from '@/shop/auth/password-hash'
import { resolveSession } from '@/shop/auth/session-service'
import { CHECKOUT_MESSAGES } from '@/shop/checkout/checkout-messages'
import { listMemberOrders } from '@/shop/orders/order-history'

import {
  browser,
  cardFields,
  CARDS,
  errorOf,
  formPost,
  GUEST_FORM,
  submitSandboxPage,
} from './checkout-helper'
import { testPayload } from './helpers'
import { createMember, latestMail } from './member-helper'
import { createProduct, guestCart } from './order-helper'

let payload: Payload
const PASSWORD = 'kaze-to-mori-2026'

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'cr-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1'],
    stock: 100,
    name: 'セサミンEX',
  })
})

function registeringForm(email: string, extra: Record<string, string | boolean> = {}) {
  return {
    ...GUEST_FORM,
    EMAIL1: email,
    EMAIL2: email,
    GENDER: 'Female',
    BIRTH_YEAR: '1985',
    BIRTH_MONTH: '4',
    BIRTH_DAY: '1',
    PASSWORD,
    AGREE_TERMS: true,
    idempotencyKey: randomUUID(),
    ...extra,
  }
}

async function customerByEmail(email: string) {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

describe('registering while ordering', () => {
  it('creates the member, gives them the order and its courses, keeps the mail magazines and signs the browser in', async () => {
    const email = `newmember-${randomUUID()}@example.jp`
    const b = browser({
      cart_token: await guestCart(payload, [{ productCode: 'cr-sesamin', cycleType: '1', quantity: 1 }]),
    })
    const form = registeringForm(email, { WANT_MAIL_MAGAZINE1: true, WANT_MAIL_MAGAZINE3: true })
    const res = await b.json(order, 'order', 'POST', form)
    expect(res.status).toBe(200)
    const placed = await res.json()
    expect(placed.status).toBe('placed')

    const member = await customerByEmail(email)
    expect(member).toMatchObject({
      lastName: '森野',
      firstName: '花子',
      gender: 'Female',
      postalCode: '1000001',
      prefecture: '東京都',
      phone: '0312345678',
      customerType: '1111',
      wantsMailMagazine: true,
      isRegularOrderCustomer: true,
      customerNumber: expect.stringMatching(/^\d{8}$/),
    })
    expect(member!.birthDate?.slice(0, 10)).toBe('1985-04-01')
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(PASSWORD, member!.passwordHash)).toBe(true)

    const { docs } = await payload.find({
      collection: 'orders',
      where: { orderNumber: { equals: placed.orderNumber } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ customer: member!.id, mailMagazines: '1,3' })
    const courses = await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: docs[0]!.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(courses.docs.map((c) => c.customer)).toEqual([member!.id])
    expect((await listMemberOrders(payload, member!.id)).totalOrders).toBe(1)

    // Signed in: a new session cookie that resolves to the new member.
    const session = b.cookies.get('shop_session')
    expect(session).toBeTruthy()
    expect((await resolveSession(payload, session))?.customer.id).toBe(member!.id)
    expect(await latestMail(payload, email, 'entry-complete')).not.toBeNull()
    expect(await latestMail(payload, email, 'order-receipt')).not.toBeNull()

    const page = await b.json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${placed.orderNumber}`,
      'GET',
    )
    expect(await page.json()).toMatchObject({
      registered: true,
      nextSteps: expect.arrayContaining([expect.stringContaining('会員登録が完了しました')]),
    })

    // The same key again from the now signed-in browser: the same order, no second member.
    const again = await b.json(order, 'order', 'POST', form)
    expect(await again.json()).toEqual(placed)
    const { totalDocs } = await payload.count({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuses a registered address on EMAIL1 (check and order), and places nothing', async () => {
    const existing = await createMember(payload, `taken-${randomUUID()}@example.jp`)
    const b = browser({ cart_token: await guestCart(payload, [{ productCode: 'cr-sesamin', quantity: 1 }]) })
    for (const handler of [orderCheck, order]) {
      const res = await b.json(handler, 'order', 'POST', registeringForm(existing.email))
      expect(res.status).toBe(400)
      expect((await errorOf(res)).fields).toEqual({
        EMAIL1: CHECKOUT_MESSAGES.emailRegistered,
        _step: '/cart/shopping01/',
      })
    }
  })

  it('leaves no member behind when the card is declined', async () => {
    const email = `declined-${randomUUID()}@example.jp`
    const b = browser({ cart_token: await guestCart(payload, [{ productCode: 'cr-sesamin', quantity: 1 }]) })
    const res = await b.json(
      order,
      'order',
      'POST',
      registeringForm(email, { PAYMENT_METHOD: '2', ...(await cardFields(CARDS.decline)) }),
    )
    expect(res.status).toBe(402)
    expect(await customerByEmail(email)).toBeNull()
    expect(b.cookies.has('shop_session')).toBe(false)
  })

  it('keeps the card for the new member after a passed 3-D Secure challenge', async () => {
    const email = `tds-${randomUUID()}@example.jp`
    const b = browser({ cart_token: await guestCart(payload, [{ productCode: 'cr-sesamin', quantity: 1 }]) })
    const res = await b.json(
      order,
      'order',
      'POST',
      registeringForm(email, {
        PAYMENT_METHOD: '2',
        ...(await cardFields(CARDS.challengeSuccess)),
        WANT_SAVE_CREDIT_CARD: true,
      }),
    )
    const redirect = await res.json()
    expect(redirect.status).toBe('redirect')
    // Signed in already, so the browser comes back to a member's complete page.
    expect(b.cookies.has('shop_session')).toBe(true)
    const back = await submitSandboxPage(redirect.redirectUrl, { code: '1234', action: 'authenticate' })
    const done = await formPost(tdsCallback, back.action, back.fields, { origin: 'null' })
    expect(done.status).toBe(303)
    const member = await customerByEmail(email)
    expect(member?.savedCard).toMatchObject({ brand: 'VISA', last4: '3220' })
  })
})
