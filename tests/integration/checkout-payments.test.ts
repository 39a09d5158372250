/**
 * Card and app payments through the checkout routes and the in-process card sandbox (ADR 018/020): a card
 * authorised at once (and kept for the member), 3-D Secure passed and failed through the ACS and the
 * cross-site hand-back, a declined card and the card-testing limit, PayPay approved and cancelled, Rakuten Pay's
 * confirm page, repeated keys of pending orders, stale pending orders, the hand-back routes' origin rule, and
 * logs without personal or card data. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
  // Every log line of the run is looked at below.
  process.env.LOG_LEVEL = 'info'
})

import { POST as appCallback } from '@/app/api/gmo-app-payment-callback/route'
import { POST as order } from '@/app/api/order/route'
import { GET as cartPage } from '@/app/api/pages/cart/route'
import { GET as checkoutPage } from '@/app/api/pages/cart/shopping/route'
import { GET as completePage } from '@/app/api/pages/cart/shopping/complete/route'
import { POST as tdsCallback } from '@/app/api/pages/cart/tds-callback/route'
import { POST as rakutenConfirm } from '@/app/api/rakuten/confirm/route'
import { POST as rakutenOrder } from '@/app/api/rakuten/order/route'
import type { Customer } from '@/cms/payload-types'
import { expireStalePendingOrders } from '@/shop/checkout/payment-completion'
import { listMemberOrders } from '@/shop/orders/order-history'
import { PENDING_PAYMENT_TTL_MS } from '@/shop/orders/pending-orders'
import { PAYMENT_MESSAGES } from '@/shop/payments/payment-messages'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

import {
  browser,
  cardFields,
  CARDS,
  errorOf,
  formPost,
  GUEST_FORM,
  MEMBER_FORM,
  SITE,
  submitSandboxPage,
  type Browser,
} from './checkout-helper'
import { testPayload } from './helpers'
import { createMember, sessionToken } from './member-helper'
import { createProduct, guestCart, memberCart, stockOf } from './order-helper'

let payload: Payload
let sandboxOrigin = ''

const logLines: string[] = []
const capture = (chunk: unknown) => {
  logLines.push(String(chunk))
  return true
}
vi.spyOn(process.stdout, 'write').mockImplementation(capture)
vi.spyOn(process.stderr, 'write').mockImplementation(capture)

beforeAll(async () => {
  payload = await testPayload()
  sandboxOrigin = (await cardSandbox()).origin
  await createProduct(payload, 'cp-dha', { taxClass: 'food', price: 4000, stock: 100, name: 'DHAプラス' })
  await createProduct(payload, 'cp-cream', {
    taxClass: 'standard',
    price: 6000,
    stock: 100,
    name: 'クリーム',
  })
})

afterAll(() => {
  vi.restoreAllMocks()
  expect(logLines.some((line) => line.includes('card authorisation'))).toBe(true)
  // Every answer matched its declaration in src/lib/api/calls/order.ts.
  expect(logLines.filter((line) => line.includes('does not match its declaration'))).toEqual([])
  for (const line of logLines) {
    for (const number of Object.values(CARDS)) expect(line).not.toContain(number)
    expect(line).not.toMatch(/tok_|cfm_|card_[\w-]{10}|森野|花子|HANAKO|MORINO|@example\.jp|0312345678/)
  }
})

const orderOf = async (orderNumber: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { orderNumber: { equals: orderNumber } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]!

const receipts = async (email: string) =>
  (
    await payload.count({
      collection: 'mail-outbox',
      where: { and: [{ to: { equals: email } }, { kind: { equals: 'order-receipt' } }] },
      overrideAccess: true,
    })
  ).totalDocs

async function guestBrowser(productCode = 'cp-cream', quantity = 1) {
  return browser({ cart_token: await guestCart(payload, [{ productCode, quantity }]) })
}

function guestForm(extra: Record<string, string | boolean> = {}) {
  const email = `pay-${randomUUID()}@example.jp`
  return { ...GUEST_FORM, EMAIL1: email, EMAIL2: email, idempotencyKey: randomUUID(), ...extra }
}

async function memberWithPoints(points: number): Promise<Customer> {
  const member = await createMember(payload, `paymember-${randomUUID()}@example.jp`, { swcPoint: points })
  await payload.create({
    collection: 'point-ledger',
    overrideAccess: true,
    data: {
      customer: member.id,
      delta: points,
      reason: 'adjustment',
      state: 'settled',
      balanceAfter: points,
    },
  })
  return member
}

async function cartLines(b: Browser) {
  const view = await (await b.json(cartPage, 'pages/cart', 'GET')).json()
  return [...view.oneTime.lines, ...view.regular.lines].map(
    (l: { productCode: string; quantity: number }) => ({
      productCode: l.productCode,
      quantity: l.quantity,
    }),
  )
}

const location = (res: Response) => res.headers.get('location')

describe('credit card without 3-D Secure', () => {
  it('authorises 4111… at once, confirms the order, keeps the card for the member and pays with it next time', async () => {
    const member = await memberWithPoints(0)
    await memberCart(payload, member.id, [{ productCode: 'cp-dha', quantity: 1 }])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const res = await b.json(order, 'order', 'POST', {
      ...MEMBER_FORM,
      PAYMENT_METHOD: '2',
      ...(await cardFields(CARDS.success)),
      WANT_SAVE_CREDIT_CARD: true,
      idempotencyKey: randomUUID(),
    })
    expect(res.status).toBe(200)
    const placed = await res.json()
    expect(placed.status).toBe('placed')
    expect(await orderOf(placed.orderNumber)).toMatchObject({
      status: 'confirmed',
      payment: { method: '2', status: 'authorized', reference: expect.stringMatching(/^pay_/) },
    })
    expect(await receipts(member.email)).toBe(1)
    const kept = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(kept.savedCard).toMatchObject({
      brand: 'VISA',
      last4: '1111',
      reference: expect.stringMatching(/^card_/),
    })

    await memberCart(payload, member.id, [{ productCode: 'cp-dha', quantity: 1 }])
    const page = await (await b.json(checkoutPage, 'pages/cart/shopping', 'GET')).json()
    expect(page.savedCard).toEqual({ brand: 'VISA', last4: '1111' })
    const again = await b.json(order, 'order', 'POST', {
      ...MEMBER_FORM,
      PAYMENT_METHOD: '2',
      LAST_USED_CARD: '1',
      idempotencyKey: randomUUID(),
    })
    expect(again.status).toBe(200)
    expect((await orderOf((await again.json()).orderNumber)).status).toBe('confirmed')
  })

  it('answers a declined card with 402 in Japanese: nothing placed, the cart intact; too many declines are 429', async () => {
    const b = await guestBrowser('cp-dha', 2)
    const stock = await stockOf(payload, 'cp-dha')
    const res = await b.json(
      order,
      'order',
      'POST',
      guestForm({ PAYMENT_METHOD: '2', ...(await cardFields(CARDS.decline)) }),
    )
    expect(res.status).toBe(402)
    expect(await errorOf(res)).toMatchObject({ code: 'payment_declined', message: PAYMENT_MESSAGES.declined })
    expect(await stockOf(payload, 'cp-dha')).toBe(stock)
    expect(await cartLines(b)).toEqual([{ productCode: 'cp-dha', quantity: 2 }])

    // The same card declined three times in an hour is refused without asking the issuer.
    for (let i = 0; i < 2; i++)
      expect(
        (
          await b.json(
            order,
            'order',
            'POST',
            guestForm({ PAYMENT_METHOD: '2', ...(await cardFields(CARDS.decline)) }),
          )
        ).status,
      ).toBe(402)
    const limited = await b.json(
      order,
      'order',
      'POST',
      guestForm({ PAYMENT_METHOD: '2', ...(await cardFields(CARDS.decline)) }),
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(limited)).message).toContain('お支払いの試行回数が上限に達しました')
  })
})

describe('3-D Secure', () => {
  it('challenge passed: redirect, the same redirect for the same key, ACS with 1234, hand-back 303 to the complete page', async () => {
    const member = await memberWithPoints(0)
    await memberCart(payload, member.id, [{ productCode: 'cp-cream', quantity: 1 }])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const stock = await stockOf(payload, 'cp-cream')
    const form = {
      ...MEMBER_FORM,
      PAYMENT_METHOD: '2',
      ...(await cardFields(CARDS.challengeSuccess)),
      WANT_SAVE_CREDIT_CARD: true,
      idempotencyKey: randomUUID(),
    }
    const res = await b.json(order, 'order', 'POST', form)
    expect(res.status).toBe(200)
    const redirect = await res.json()
    expect(redirect).toEqual({
      status: 'redirect',
      orderNumber: expect.any(String),
      redirectUrl: expect.stringMatching(new RegExp(`^${sandboxOrigin}/acs/`)),
    })
    expect(res.headers.getSetCookie().some((c) => c.startsWith('order_receipt='))).toBe(true)
    // Placed as pending: stock reserved, cart consumed, no receipt yet.
    expect(await orderOf(redirect.orderNumber)).toMatchObject({
      status: 'payment-pending',
      payment: { status: 'pending' },
    })
    expect(await stockOf(payload, 'cp-cream')).toBe(stock - 1)
    expect(await receipts(member.email)).toBe(0)
    expect(await (await b.json(order, 'order', 'POST', form)).json()).toEqual(redirect)

    const back = await submitSandboxPage(redirect.redirectUrl, { code: '1234', action: 'authenticate' })
    expect(back.action).toBe(`${SITE}/api/pages/cart/tds-callback/`)
    // The sandbox's page has Referrer-Policy no-referrer: the browser sends Origin: null.
    const done = await formPost(tdsCallback, back.action, back.fields, { origin: 'null' })
    expect(done.status).toBe(303)
    expect(location(done)).toBe(`${SITE}/cart/shopping/complete/?orderNumber=${redirect.orderNumber}`)
    expect(await orderOf(redirect.orderNumber)).toMatchObject({
      status: 'confirmed',
      payment: { status: 'authorized' },
    })
    expect(await receipts(member.email)).toBe(1)
    const kept = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(kept.savedCard).toMatchObject({ brand: 'VISA', last4: '3220' })

    // The same hand-back again (a double submit): same answer, nothing new.
    const twice = await formPost(tdsCallback, back.action, back.fields, { origin: sandboxOrigin })
    expect(location(twice)).toBe(location(done))
    expect(await receipts(member.email)).toBe(1)
    const page = await b.json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${redirect.orderNumber}`,
      'GET',
    )
    expect((await page.json()).statusLabel).toBe('確定（出荷待ち）')
  })

  it('challenge failed: 303 to the error page; order cancelled, stock, points and cart back, not in the history; the key may be used again', async () => {
    const member = await memberWithPoints(1000)
    await memberCart(payload, member.id, [{ productCode: 'cp-cream', quantity: 2 }])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const stock = await stockOf(payload, 'cp-cream')
    const key = randomUUID()
    const form = {
      ...MEMBER_FORM,
      PAYMENT_METHOD: '2',
      POINT_METHOD: '2',
      POINT_NUMBER: '300',
      ...(await cardFields(CARDS.challengeFailure)),
      idempotencyKey: key,
    }
    const redirect = await (await b.json(order, 'order', 'POST', form)).json()
    expect(redirect.status).toBe('redirect')
    expect(await stockOf(payload, 'cp-cream')).toBe(stock - 2)
    expect(
      (await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })).swcPoint,
    ).toBe(700)

    const back = await submitSandboxPage(redirect.redirectUrl, { code: '1234', action: 'authenticate' })
    const done = await formPost(tdsCallback, back.action, back.fields, { origin: sandboxOrigin })
    expect(done.status).toBe(303)
    expect(location(done)).toBe(`${SITE}/cart/tds-error/?code=authentication_failed`)
    expect(await orderOf(redirect.orderNumber)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'failed', failureCode: 'authentication_failed' },
    })
    expect(await stockOf(payload, 'cp-cream')).toBe(stock)
    expect(
      (await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })).swcPoint,
    ).toBe(1000)
    expect(await cartLines(b)).toEqual([{ productCode: 'cp-cream', quantity: 2 }])
    expect((await listMemberOrders(payload, member.id)).totalOrders).toBe(0)
    // The complete page does not show a failed order.
    const page = await b.json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${redirect.orderNumber}`,
      'GET',
    )
    expect(page.status).toBe(404)
    // Nothing to retry with the same hand-back.
    expect(location(await formPost(tdsCallback, back.action, back.fields, { origin: 'null' }))).toBe(
      location(done),
    )

    // Retry from the same confirm page (same key) with another method: a new order.
    const retry = await b.json(order, 'order', 'POST', {
      ...form,
      PAYMENT_METHOD: '1',
      CARD_TOKEN: '',
      CARD_BRAND: '',
      CARD_LAST4: '',
    })
    expect(retry.status).toBe(200)
    const placed = await retry.json()
    expect(placed.status).toBe('placed')
    expect(placed.orderNumber).not.toBe(redirect.orderNumber)
    expect((await listMemberOrders(payload, member.id)).orders.map((o) => o.orderNumber)).toEqual([
      placed.orderNumber,
    ])
  })

  it('refuses a hand-back from any other origin', async () => {
    const res = await formPost(
      tdsCallback,
      `${SITE}/api/pages/cart/tds-callback/`,
      { reference: 'pay_x' },
      { origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
    const unknown = await formPost(
      tdsCallback,
      `${SITE}/api/pages/cart/tds-callback/`,
      { reference: 'pay_unknown' },
      { origin: sandboxOrigin },
    )
    expect(location(unknown)).toBe(`${SITE}/cart/tds-error/?code=unknown`)
  })
})

describe('app payments', () => {
  it('PayPay approved: redirect, approval, hand-back 303 to the complete page, confirmed', async () => {
    const b = await guestBrowser()
    const form = guestForm({ PAYMENT_METHOD: '9' })
    const redirect = await (await b.json(order, 'order', 'POST', form)).json()
    expect(redirect.redirectUrl).toMatch(new RegExp(`^${sandboxOrigin}/app/`))
    const back = await submitSandboxPage(redirect.redirectUrl, { action: 'approve' })
    expect(back.action).toBe(`${SITE}/api/gmo-app-payment-callback/`)
    const done = await formPost(appCallback, back.action, back.fields, { origin: sandboxOrigin })
    expect(done.status).toBe(303)
    expect(location(done)).toBe(`${SITE}/cart/shopping/complete/?orderNumber=${redirect.orderNumber}`)
    expect(await orderOf(redirect.orderNumber)).toMatchObject({
      status: 'confirmed',
      payment: { method: '9', status: 'authorized' },
    })
    expect(await receipts(String(form.EMAIL1))).toBe(1)
    // The guest's browser holds the receipt cookie from POST order.
    const page = await b.json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${redirect.orderNumber}`,
      'GET',
    )
    expect(await page.json()).toMatchObject({ paymentLabel: 'PayPay', statusLabel: '確定（出荷待ち）' })
  })

  it('PayPay cancelled: 303 to the payment result page, the guest’s cart back', async () => {
    const b = await guestBrowser('cp-dha', 3)
    const redirect = await (await b.json(order, 'order', 'POST', guestForm({ PAYMENT_METHOD: '9' }))).json()
    expect(await cartLines(b)).toEqual([])
    const back = await submitSandboxPage(redirect.redirectUrl, { action: 'cancel' })
    const done = await formPost(appCallback, back.action, back.fields, { origin: 'null' })
    expect(location(done)).toBe(`${SITE}/cart/app-payment-callback/?code=cancelled`)
    expect(await cartLines(b)).toEqual([{ productCode: 'cp-dha', quantity: 3 }])
    expect((await orderOf(redirect.orderNumber)).payment.status).toBe('failed')
  })

  it('Rakuten Pay: the hand-back goes to the confirm page with confirmId, rakuten/order completes it', async () => {
    const b = await guestBrowser()
    const redirect = await (await b.json(order, 'order', 'POST', guestForm({ PAYMENT_METHOD: '7' }))).json()
    const back = await submitSandboxPage(redirect.redirectUrl, { action: 'approve' })
    expect(back.action).toBe(`${SITE}/api/rakuten/confirm/`)
    expect(back.fields).toEqual({ reference: expect.any(String), confirmId: expect.stringMatching(/^cfm_/) })
    const confirm = await formPost(rakutenConfirm, back.action, back.fields, { origin: sandboxOrigin })
    expect(confirm.status).toBe(303)
    const target = new URL(location(confirm)!)
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE}/cart/app-payment-callback/`)
    expect(Object.fromEntries(target.searchParams)).toEqual({ method: '7', ...back.fields })
    expect((await orderOf(redirect.orderNumber)).status).toBe('payment-pending')

    // rakuten/order is the shop's own form: another origin is refused.
    const url = `${SITE}/api/rakuten/order/`
    expect((await formPost(rakutenOrder, url, back.fields, { origin: sandboxOrigin })).status).toBe(403)
    const done = await formPost(rakutenOrder, url, back.fields, { origin: SITE })
    expect(done.status).toBe(303)
    expect(location(done)).toBe(`${SITE}/cart/shopping/complete/?orderNumber=${redirect.orderNumber}`)
    expect(await orderOf(redirect.orderNumber)).toMatchObject({
      status: 'confirmed',
      payment: { method: '7', status: 'authorized' },
    })
  })

  it('Rakuten Pay cancelled in the app: no confirmId, 303 to the payment result page', async () => {
    const b = await guestBrowser()
    const redirect = await (await b.json(order, 'order', 'POST', guestForm({ PAYMENT_METHOD: '7' }))).json()
    const back = await submitSandboxPage(redirect.redirectUrl, { action: 'cancel' })
    expect(back.fields).toEqual({ reference: expect.any(String) })
    const done = await formPost(rakutenConfirm, back.action, back.fields, { origin: sandboxOrigin })
    expect(location(done)).toBe(`${SITE}/cart/app-payment-callback/?code=cancelled`)
    expect((await orderOf(redirect.orderNumber)).status).toBe('cancelled')
  })
})

describe('stale pending payments', () => {
  it('cancels an order whose browser never came back after 30 minutes; a late hand-back changes nothing', async () => {
    const b = await guestBrowser('cp-dha', 1)
    const stock = await stockOf(payload, 'cp-dha')
    const redirect = await (
      await b.json(
        order,
        'order',
        'POST',
        guestForm({ PAYMENT_METHOD: '2', ...(await cardFields(CARDS.challengeSuccess)) }),
      )
    ).json()
    expect(await stockOf(payload, 'cp-dha')).toBe(stock - 1)
    expect(
      await expireStalePendingOrders(payload, new Date(Date.now() + PENDING_PAYMENT_TTL_MS - 60_000)),
    ).toBe(0)
    expect(
      await expireStalePendingOrders(payload, new Date(Date.now() + PENDING_PAYMENT_TTL_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1)
    expect(await orderOf(redirect.orderNumber)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'failed', failureCode: 'expired' },
    })
    expect(await stockOf(payload, 'cp-dha')).toBe(stock)
    expect(await cartLines(b)).toEqual([{ productCode: 'cp-dha', quantity: 1 }])
    // The challenge was voided at the provider; the late hand-back reports the failure.
    const reference = (await orderOf(redirect.orderNumber)).payment.reference!
    const late = await formPost(
      tdsCallback,
      `${SITE}/api/pages/cart/tds-callback/`,
      { reference },
      { origin: 'null' },
    )
    expect(location(late)).toBe(`${SITE}/cart/tds-error/?code=cancelled`)
    expect((await orderOf(redirect.orderNumber)).status).toBe('cancelled')
  })
})
