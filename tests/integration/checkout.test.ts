/**
 * Checkout through the route handlers (docs/adr/020-checkout-flow.md): page data, whole-form validation with
 * Japanese field messages and the step to go back to, pay-later orders for guests and members (gift wrapping,
 * specified date, points, receipt mail), idempotency, the origin rule, card data refused, the complete page for
 * its owner only, the points preview, fraud signals and the confirm screen's 特定商取引法 items. SQLite and
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
import { POST as fraudLog } from '@/app/api/order/fraud-detection-output-log/route'
import { POST as rewardPoints } from '@/app/api/order/reward-points/route'
import { GET as checkoutPage } from '@/app/api/pages/cart/shopping/route'
import { GET as confirmPage } from '@/app/api/pages/cart/shopping/confirm/route'
import { GET as completePage } from '@/app/api/pages/cart/shopping/complete/route'
import { GET as tdsError } from '@/app/api/pages/cart/tds-error/route'
import type { Customer } from '@/cms/payload-types'
import { AGREEMENT_MESSAGES, CARD_DATA_MESSAGE } from '@/shop/checkout/checkout-form'
import { CHECKOUT_MESSAGES } from '@/shop/checkout/checkout-messages'
import { offeredDeliveryDates } from '@/shop/calendar/delivery-calendar'
import { LEGAL_ITEM_IDS } from '@/shop/checkout/confirmation'
import { japanDate } from '@/shop/calendar/japan-date'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

import { browser, errorOf, GUEST_FORM, MEMBER_FORM, REGISTERING_FIELDS } from './checkout-helper'
import { testPayload } from './helpers'
import { createMember, latestMail, sessionToken } from './member-helper'
import { createProduct, guestCart, memberCart, stockOf } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'co-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 100,
    name: 'セサミンEX',
  })
  await createProduct(payload, 'co-lotion', { taxClass: 'standard', price: 3000, stock: 100, name: '化粧水' })
})

const orders = async () => (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

async function guestBrowser(
  lines: Parameters<typeof guestCart>[1] = [{ productCode: 'co-lotion', quantity: 1 }],
) {
  return browser({ cart_token: await guestCart(payload, lines) })
}

async function memberWithPoints(email: string, points: number): Promise<Customer> {
  const member = await createMember(payload, email, { swcPoint: points })
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

async function ledgerOf(customerId: number) {
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { customer: { equals: customerId } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((r) => ({ delta: r.delta, reason: r.reason, state: r.state, balanceAfter: r.balanceAfter }))
}

async function orderNamed(orderNumber: string) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]!
}

describe('checkout page data', () => {
  it('gives a guest the steps, options and empty prefill; the confirm page adds a key', async () => {
    const b = await guestBrowser()
    const res = await b.json(checkoutPage, 'pages/cart/shopping', 'GET')
    expect(res.status).toBe(200)
    const page = await res.json()
    expect(page.steps.map((s: { id: string }) => s.id)).toEqual([
      'shopping01',
      'shopping02',
      'shopping03',
      'shopping04',
      'shopping05',
      'shopping06',
    ])
    expect(page.prefill).toEqual({})
    expect(page.context).toMatchObject({
      today: japanDate(new Date()),
      isMember: false,
      hasRegular: false,
      pointBalance: 0,
      cashOnDeliveryAvailable: true,
    })
    // Spec §3's four, then the app payments and Rakuten Pay (the sandbox is the provider here).
    expect(page.paymentMethods.map((m: { value: string }) => m.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '9',
      '10',
      '11',
      '7',
    ])
    expect(page.paymentMethods[0].description).toContain('代金引換手数料 330円（税込）')
    expect(page.cardTokenScriptUrl).toBe(`${(await cardSandbox()).origin}/v1/token.js`)
    expect(page.deliveryDates).toEqual(offeredDeliveryDates(japanDate(new Date())))
    expect(page.giftWrappingKinds[1]).toEqual({
      value: 'GiftBoxWrapping',
      label: 'ギフトボックス',
      description: '1包装につき 440円（税込）',
    })
    expect(page.cart.count).toBe(1)

    const confirm = await (await b.json(confirmPage, 'pages/cart/shopping/confirm', 'GET')).json()
    expect(confirm.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('prefills a member from the profile and skips shopping01', async () => {
    const member = await memberWithPoints(`page-${randomUUID()}@example.jp`, 300)
    await memberCart(payload, member.id, [{ productCode: 'co-sesamin', cycleType: '1', quantity: 1 }])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const page = await (await b.json(checkoutPage, 'pages/cart/shopping', 'GET')).json()
    expect(page.steps[0].id).toBe('shopping02')
    expect(page.prefill).toMatchObject({ LAST_NAME: '森野', PREFECTURES: '13', EMAIL1: member.email })
    expect(page.context).toMatchObject({ isMember: true, hasRegular: true, pointBalance: 300 })
    expect(page.savedCard).toBeNull()
  })

  it('answers an empty cart with 409 and a Japanese message', async () => {
    const res = await browser().json(checkoutPage, 'pages/cart/shopping', 'GET')
    expect(res.status).toBe(409)
    expect((await errorOf(res)).message).toBe(CHECKOUT_MESSAGES.emptyCart)
  })
})

describe('order/check', () => {
  it('answers every field error in Japanese with the first invalid step', async () => {
    const b = await guestBrowser()
    const res = await b.json(orderCheck, 'order/check', 'POST', {
      ...GUEST_FORM,
      LAST_NAME: '',
      EMAIL2: 'other@example.jp',
      DELIVERY_DATE: '2',
      PAYMENT_METHOD: '0',
    })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toMatchObject({
      LAST_NAME: 'お名前（姓）を入力してください',
      EMAIL2: 'メールアドレスとメールアドレス（確認用）が一致しません',
      DELIVERY_SPECIFIED_DATE: 'お届け希望日を選択してください',
      PAYMENT_METHOD: 'お支払い方法を選択してください',
      _step: '/cart/shopping01/',
    })
    const later = await b.json(orderCheck, 'order/check', 'POST', { ...GUEST_FORM, DELIVERY_DATE: '2' })
    expect((await errorOf(later)).fields?._step).toBe('/cart/shopping03/')
  })

  it('refuses card data on its field, before anything else', async () => {
    const b = await guestBrowser()
    for (const handler of [orderCheck, order]) {
      const res = await b.json(handler, 'order/check', 'POST', {
        ...GUEST_FORM,
        PAYMENT_METHOD: '2',
        CARD_NUMBER: '4111111111111111',
        idempotencyKey: randomUUID(),
      })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).fields).toMatchObject({
        CARD_NUMBER: CARD_DATA_MESSAGE,
        _step: '/cart/shopping05/',
      })
    }
  })

  it('refuses a regular delivery to a guest who does not register, naming the password field', async () => {
    const b = await guestBrowser([{ productCode: 'co-sesamin', cycleType: '1', quantity: 2 }])
    const res = await b.json(orderCheck, 'order/check', 'POST', { ...GUEST_FORM, PAYMENT_METHOD: '4' })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(JSON.stringify(body)).toContain(AGREEMENT_MESSAGES.regularNeedsAccount)
  })

  it('shows the six 特定商取引法 items, the return rule and what was entered for a regular delivery', async () => {
    const b = await guestBrowser([{ productCode: 'co-sesamin', cycleType: '1', quantity: 2 }])
    // Regular delivery needs an account: the new shopper registers while ordering.
    const res = await b.json(orderCheck, 'order/check', 'POST', {
      ...GUEST_FORM,
      ...REGISTERING_FIELDS,
      PAYMENT_METHOD: '4',
      WANT_MAIL_MAGAZINE2: true,
    })
    expect(res.status).toBe(200)
    const review = await res.json()
    expect(review.hasRegular).toBe(true)
    expect(Object.keys(review.legalItems)).toEqual([...LEGAL_ITEM_IDS])
    const all = (id: string) => review.legalItems[id].texts.join('\n')
    expect(all('quantity')).toContain('解約のお申し出があるまで継続')
    expect(all('price')).toContain('2回目以降のお届け：1回あたり')
    expect(all('price')).toContain('1年間（12回）')
    expect(all('payment')).toContain('郵便振替（後払い）')
    expect(all('delivery')).toContain('次回お届け予定日')
    expect(all('applicationPeriod')).toBe('お申込みの期間の定めはありません。')
    expect(all('cancellation')).toContain('7日前まで')
    expect(review.returnPolicy.heading).toBe('返品について（返品特約）')
    expect(review.returnPolicy.texts.join('')).toContain('商品到着後7日以内')
    expect(review.entered.map((e: { id: string }) => e.id)).toEqual([
      'orderer',
      'destination',
      'delivery',
      'gift',
      'payment',
      'mailMagazine',
      'registration',
    ])
    expect(review.entered[0].editPath).toBe('/cart/shopping01/?return=confirm')
    // A shopper registering with the order gets a my page: the texts may point at it.
    expect(all('cancellation')).toContain('マイページの「定期コース」')
    expect(review.entered[5].rows[1]).toEqual({ label: 'スキンケアの新商品・お得な情報', value: '希望する' })
    expect(review.amountDue).toBe(review.totals.find((t: { id: string }) => t.id === 'amountDue').amount)
  })

  it('shows only the card brand and last four digits, and never the password', async () => {
    const b = await guestBrowser()
    const res = await b.json(orderCheck, 'order/check', 'POST', {
      ...GUEST_FORM,
      ...REGISTERING_FIELDS,
      PAYMENT_METHOD: '2',
      CARD_TOKEN: 'tok_not_used_by_the_check',
      CARD_BRAND: 'VISA',
      CARD_LAST4: '1111',
    })
    expect(res.status).toBe(200)
    const text = JSON.stringify(await res.json())
    expect(text).toContain('VISA 下4桁 1111')
    expect(text).toContain('このご注文と同時に会員登録する')
    expect(text).not.toContain(String(REGISTERING_FIELDS.PASSWORD))
    expect(text).not.toContain('tok_not_used')
  })
})

describe('POST order: pay later', () => {
  it('places a guest cash-on-delivery order, mails the receipt once and shows the complete page to that browser only', async () => {
    const b = await guestBrowser([{ productCode: 'co-lotion', quantity: 2 }])
    const email = `guest-${randomUUID()}@example.jp`
    const key = randomUUID()
    const stock = await stockOf(payload, 'co-lotion')
    const res = await b.json(order, 'order', 'POST', {
      ...GUEST_FORM,
      EMAIL1: email,
      EMAIL2: email,
      idempotencyKey: key,
    })
    expect(res.status).toBe(200)
    const placed = await res.json()
    expect(placed).toEqual({
      status: 'placed',
      orderNumber: expect.stringMatching(/^W\d{6}-\d{6}$/),
      completePath: `/cart/shopping/complete/?orderNumber=${placed.orderNumber}`,
    })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('order_receipt='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Max-Age=86400/)
    expect(await stockOf(payload, 'co-lotion')).toBe(stock - 2)
    const stored = await orderNamed(placed.orderNumber)
    expect(stored).toMatchObject({ status: 'received', payment: { method: '1', status: 'not-required' } })

    const mail = await latestMail(payload, email, 'order-receipt')
    expect(mail?.subject).toContain(placed.orderNumber)
    expect(mail?.text).toContain('代金引換')

    // The same key again: the same order, no second mail.
    const again = await b.json(order, 'order', 'POST', { ...GUEST_FORM, idempotencyKey: key })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(placed)
    const { totalDocs: receipts } = await payload.count({
      collection: 'mail-outbox',
      where: { and: [{ to: { equals: email } }, { kind: { equals: 'order-receipt' } }] },
      overrideAccess: true,
    })
    expect(receipts).toBe(1)

    const page = await b.json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${placed.orderNumber}`,
      'GET',
    )
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({
      orderNumber: placed.orderNumber,
      statusLabel: '受付済み',
      paymentLabel: '代金引換',
      maskedEmail: expect.stringMatching(/^gu\*+@example\.jp$/),
      registered: false,
      nextSteps: expect.arrayContaining(['商品お届け時に、配達員に現金でお支払いください。']),
    })
    // Another browser, a forged cookie, another member: 404.
    const stranger = await browser().json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${placed.orderNumber}`,
      'GET',
    )
    expect(stranger.status).toBe(404)
    const forged = browser({ order_receipt: `${placed.orderNumber}.forged` })
    expect(
      (
        await forged.json(
          completePage,
          `pages/cart/shopping/complete?orderNumber=${placed.orderNumber}`,
          'GET',
        )
      ).status,
    ).toBe(404)
    const other = await createMember(payload, `other-${randomUUID()}@example.jp`)
    const signedIn = browser({ shop_session: await sessionToken(payload, other.id) })
    expect(
      (
        await signedIn.json(
          completePage,
          `pages/cart/shopping/complete?orderNumber=${placed.orderNumber}`,
          'GET',
        )
      ).status,
    ).toBe(404)
  })

  it('places a member order with gift wrapping, a specified date and points: bill, balance and ledger agree', async () => {
    const member = await memberWithPoints(`points-${randomUUID()}@example.jp`, 1000)
    await memberCart(payload, member.id, [
      { productCode: 'co-sesamin', quantity: 1 },
      { productCode: 'co-lotion', quantity: 1 },
    ])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const date = offeredDeliveryDates(japanDate(new Date()))[2]!
    const form = {
      ...MEMBER_FORM,
      DELIVERY_DATE: '2',
      DELIVERY_SPECIFIED_DATE: date,
      DELIVERY_TIME: '1',
      WANT_GIFT_WRAPPING: '1',
      GIFT_WRAPPING_KIND: 'GiftBoxWrapping',
      GIFT_PACKAGING: '1',
      POINT_METHOD: '2',
      POINT_NUMBER: '500',
    }
    const review = await (await b.json(orderCheck, 'order/check', 'POST', form)).json()
    // 5,000 at 8 % → 5,400; 3,000 + box 400 + COD 300 at 10 % → 4,070; 9,470 − 500 points.
    expect(review.amountDue).toBe(8970)
    expect(review.points).toMatchObject({ used: 500, toEarn: 80 })
    expect(review.entered.find((e: { id: string }) => e.id === 'orderer').editPath).toBe('/mypage/customer/')

    const res = await b.json(order, 'order', 'POST', form, { 'idempotency-key': randomUUID() })
    expect(res.status).toBe(200)
    const placed = await res.json()
    const stored = await orderNamed(placed.orderNumber)
    expect(stored).toMatchObject({
      customer: member.id,
      delivery: { dateChoice: '2', specifiedDate: date, timeCode: '1', timeLabel: '午前中' },
      gift: { wanted: true, kind: 'GiftBoxWrapping', packaging: '1' },
      totals: { pointsUsed: 500, amountDue: 8970, totalIncludingTax: 9470, fees: 700, pointsToEarn: 80 },
    })
    const after = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(after.swcPoint).toBe(500)
    expect(await ledgerOf(member.id)).toEqual([
      { delta: 1000, reason: 'adjustment', state: 'settled', balanceAfter: 1000 },
      { delta: -500, reason: 'order-use', state: 'settled', balanceAfter: 500 },
      { delta: 80, reason: 'order-earn', state: 'pending', balanceAfter: null },
    ])
    const mail = await latestMail(payload, member.email, 'order-receipt')
    expect(mail?.text).toContain('ギフト包装料')
    expect(mail?.text).toContain('ご利用ポイント：500pt')
    // The member sees it by session, without the receipt cookie.
    b.cookies.delete('order_receipt')
    expect(
      (await b.json(completePage, `pages/cart/shopping/complete?orderNumber=${placed.orderNumber}`, 'GET'))
        .status,
    ).toBe(200)
  })

  it('refuses a POST order from another origin with 403, also the payment provider’s', async () => {
    const b = await guestBrowser()
    const before = await orders()
    for (const origin of ['https://evil.example', (await cardSandbox()).origin, 'null']) {
      const res = await b.json(
        order,
        'order',
        'POST',
        { ...GUEST_FORM, idempotencyKey: randomUUID() },
        { origin },
      )
      expect(res.status).toBe(403)
    }
    expect(await orders()).toBe(before)
  })

  it('needs an idempotency key', async () => {
    const b = await guestBrowser()
    const res = await b.json(order, 'order', 'POST', GUEST_FORM)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields?.idempotencyKey).toBe(CHECKOUT_MESSAGES.idempotencyKey)
  })
})

describe('POST order: the A/B variant (ADR 045)', () => {
  async function placeWith(cookies: Record<string, string>) {
    const b = browser({
      cart_token: await guestCart(payload, [{ productCode: 'co-lotion', quantity: 1 }]),
      ...cookies,
    })
    const email = `ab-${randomUUID()}@example.jp`
    const res = await b.json(order, 'order', 'POST', {
      ...GUEST_FORM,
      EMAIL1: email,
      EMAIL2: email,
      idempotencyKey: randomUUID(),
    })
    expect(res.status).toBe(200)
    return (await orderNamed((await res.json()).orderNumber))?.abVariant
  }

  it('records the visitor’s assigned variant under RANDOM, and nothing under a fixed mode or without one', async () => {
    await payload.updateGlobal({ slug: 'campaign-settings', data: { abTestMode: 'RANDOM' } })
    try {
      expect(await placeWith({ ab_variant: 'test' })).toBe('test')
      expect(await placeWith({ ab_variant: 'control' })).toBe('control')
      expect(await placeWith({ ab_variant: 'bogus' })).toBeNull()
      expect(await placeWith({})).toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'campaign-settings', data: { abTestMode: 'FIXED_CONTROL' } })
    }
    expect(await placeWith({ ab_variant: 'test' })).toBeNull()
  })
})

describe('points preview, fraud signals, payment error page', () => {
  it('previews points for a member and refuses points for a guest on POINT_METHOD', async () => {
    const member = await memberWithPoints(`preview-${randomUUID()}@example.jp`, 10_000)
    await memberCart(payload, member.id, [{ productCode: 'co-lotion', quantity: 1 }])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const res = await b.json(rewardPoints, 'order/reward-points', 'POST', { POINT_METHOD: '1' })
    expect(await res.json()).toEqual({ balance: 10_000, payable: 3300, pointsToUse: 3300, pointsToEarn: 30 })
    const guest = await (
      await guestBrowser()
    ).json(rewardPoints, 'order/reward-points', 'POST', {
      POINT_METHOD: '1',
    })
    expect(guest.status).toBe(400)
    expect((await errorOf(guest)).fields?.POINT_METHOD).toBe('ポイントのご利用には会員ログインが必要です。')
  })

  it('records signals with hashed IP and owner, and refuses personal or card data', async () => {
    const b = await guestBrowser()
    const ok = await b.json(fraudLog, 'order/fraud-detection-output-log', 'POST', {
      page: 'shopping05',
      signals: { screen: '1920x1080', timezoneOffset: -540, touch: false, typingMs: 5230 },
    })
    expect(await ok.json()).toEqual({ recorded: true })
    const { docs } = await payload.find({
      collection: 'fraud-signals',
      overrideAccess: true,
      sort: '-createdAt',
      limit: 1,
    })
    expect(docs[0]).toMatchObject({
      page: 'shopping05',
      signals: { screen: '1920x1080', timezoneOffset: -540, touch: false, typingMs: 5230 },
      ipHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      ownerHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    for (const signals of [
      { contact: 'hanako@example.jp' },
      { pasted: '4111 1111 1111 1111' },
      { big: 411111111111 },
      { email: 'x' },
      Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`s${i}`, i])),
    ]) {
      const res = await b.json(fraudLog, 'order/fraud-detection-output-log', 'POST', {
        page: 'confirm',
        signals,
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify((await errorOf(res)).fields)).toMatch(
        /個人情報やカード情報は送信できません|30項目まで/,
      )
    }
    // Staff read them; the storefront's anonymous reader does not.
    await expect(payload.find({ collection: 'fraud-signals', overrideAccess: false })).rejects.toThrow()
  })

  it('explains a failed payment in Japanese with the way back to the payment step', async () => {
    const res = await browser().json(tdsError, 'pages/cart/tds-error?code=authentication_failed', 'GET')
    expect(await res.json()).toEqual({
      title: '本人認証（3Dセキュア）を完了できませんでした',
      message: expect.stringContaining('ご注文は確定していません'),
      retryPath: '/cart/shopping05/',
    })
    const unknown = await (
      await browser().json(tdsError, 'pages/cart/tds-error?code=%3Cscript%3E', 'GET')
    ).json()
    expect(unknown.title).toBe('お支払いを完了できませんでした')
  })
})
