/**
 * The campaign's one-page order (issue 15 item 6, docs/adr/048-campaign-shopping.md) through the route handlers:
 * the campaign's price from the published campaign (never the browser's), on its own cart beside the shopper's,
 * kankeisha at their own price unless the campaign is listed for them, the limit per order, an ended campaign,
 * idempotent placement, and a card through 3-D Secure back to the campaign's pages. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as campaignCheck } from '@/app/api/campaign/order/check/route'
import { POST as campaignCustomer } from '@/app/api/campaign/order/customer/route'
import { POST as campaignOrder } from '@/app/api/campaign/order/route'
import { GET as cartPage } from '@/app/api/pages/cart/route'
import { GET as shoppingPage } from '@/app/api/pages/campaign/shopping/route'
import { GET as completePage } from '@/app/api/pages/campaign/shopping/complete/route'
import { POST as tdsCallback } from '@/app/api/pages/campaign/shopping/tds-callback/route'
import { KANKEISHA_DISCOUNT_RATE } from '@/shop/customer/customer-types'
import { includingTax } from '@/shop/pricing'
import { discounted } from '@/shop/pricing/unit-price'
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
} from './checkout-helper'
import { testPayload } from './helpers'
import { createMember, sessionToken } from './member-helper'
import { createProduct, guestCart, stockOf } from './order-helper'

let payload: Payload
const DAY = 86_400_000
const ctx = { disableRevalidate: true }
const PRICE = 5000
const CAMPAIGN_PRICE = 3600

beforeAll(async () => {
  payload = await testPayload()
  await cardSandbox()
  await createProduct(payload, 'cs-sesamin', {
    taxClass: 'food',
    price: PRICE,
    stock: 100,
    name: 'セサミン特別',
  })
  await createProduct(payload, 'cs-other', { taxClass: 'food', price: 2000, stock: 100, name: 'ほかの商品' })
  await campaign('cs-winter', { allowKankeisha: false })
  await campaign('cs-staff-ok', { allowKankeisha: true })
  await campaign('cs-ended', { allowKankeisha: false, endsInDays: -1 })
})

async function campaign(promotionId: string, opts: { allowKankeisha: boolean; endsInDays?: number }) {
  const product = (
    await payload.find({ collection: 'products', where: { productCode: { equals: 'cs-sesamin' } }, limit: 1 })
  ).docs[0]!
  await payload.create({
    collection: 'campaigns',
    context: ctx,
    data: {
      promotionId,
      kind: 'shopping',
      title: `特別価格キャンペーン ${promotionId}`,
      startsAt: new Date(Date.now() - 5 * DAY).toISOString(),
      endsAt: new Date(Date.now() + (opts.endsInDays ?? 10) * DAY).toISOString(),
      offers: [{ product: product.id, purchase: '0', campaignPrice: CAMPAIGN_PRICE, maxQuantity: 2 }],
      allowKankeisha: opts.allowKankeisha,
      landing: [{ blockType: 'hero', heading: '特別価格' }],
      _status: 'published',
    },
  })
}

const foodPrice = (excl: number) => includingTax(excl, 'food')

function guestForm(extra: Record<string, string | boolean> = {}) {
  const email = `cs-${randomUUID()}@example.jp`
  return { ...GUEST_FORM, EMAIL1: email, EMAIL2: email, ...extra }
}

const page = (b: ReturnType<typeof browser>, promotionId: string, productcode = 'cs-sesamin') =>
  b.json(shoppingPage, `pages/campaign/shopping?promotionId=${promotionId}&productcode=${productcode}`, 'GET')

describe('the campaign price', () => {
  it('a guest orders at the campaign’s price on its own cart; the shopper’s cart stays as it was', async () => {
    const b = browser({ cart_token: await guestCart(payload, [{ productCode: 'cs-other', quantity: 1 }]) })
    const shown = await (await page(b, 'cs-winter')).json()
    expect(shown.offers).toEqual([
      expect.objectContaining({
        productCode: 'cs-sesamin',
        usualPrice: foodPrice(PRICE),
        price: foodPrice(CAMPAIGN_PRICE),
        campaignApplied: true,
        maxQuantity: 2,
      }),
    ])
    expect(shown.kankeishaExcluded).toBe(false)

    const started = await b.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-winter',
      productCode: 'cs-sesamin',
      quantity: 2,
    })
    expect(started.status).toBe(200)
    expect(b.cookies.get('campaign_cart')).toBeTruthy()
    const form = await started.json()
    expect(form.cart.oneTime.lines[0]).toMatchObject({
      productCode: 'cs-sesamin',
      quantity: 2,
      unitPrice: { includingTax: foodPrice(CAMPAIGN_PRICE) },
    })

    // A price or a discount sent by the browser is nobody's business.
    const fields = guestForm({ UNIT_PRICE: '1', DISCOUNT: '99' })
    const review = await b.json(campaignCheck, 'campaign/order/check', 'POST', fields)
    expect(review.status).toBe(200)
    const confirm = await review.json()
    expect(confirm.lines[0]).toMatchObject({ unitPriceIncludingTax: foodPrice(CAMPAIGN_PRICE), quantity: 2 })
    expect(Object.keys(confirm.legalItems).length).toBeGreaterThanOrEqual(6)

    const key = randomUUID()
    const placed = await b.json(campaignOrder, 'campaign/order', 'POST', {
      kind: 'shopping',
      form: { ...fields, idempotencyKey: key },
    })
    expect(placed.status).toBe(200)
    const answer = await placed.json()
    expect(answer).toMatchObject({
      status: 'placed',
      completePath: `/campaign/shopping/complete/?orderNumber=${answer.orderNumber}`,
    })
    const order = (
      await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: answer.orderNumber } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(order.campaign).toBe('cs-winter')
    expect(order.lines[0]).toMatchObject({
      productCode: 'cs-sesamin',
      unitPrice: CAMPAIGN_PRICE,
      quantity: 2,
    })

    // The same key again: the same order, nothing new.
    const again = await b.json(campaignOrder, 'campaign/order', 'POST', {
      kind: 'shopping',
      form: { ...fields, idempotencyKey: key },
    })
    expect((await again.json()).orderNumber).toBe(answer.orderNumber)
    const done = await b.json(
      completePage,
      `pages/campaign/shopping/complete?orderNumber=${answer.orderNumber}`,
      'GET',
    )
    expect(done.status).toBe(200)

    // The shopper's own cart still holds its line, at its own price.
    const cart = await (await b.json(cartPage, 'pages/cart', 'GET')).json()
    expect(cart.oneTime.lines.map((l: { productCode: string }) => l.productCode)).toEqual(['cs-other'])
  })

  it('kankeisha pay their own price unless the campaign is listed for them', async () => {
    const staff = await createMember(payload, 'cs-kankeisha@example.jp', { customerType: '1421' })
    const b = browser({ shop_session: await sessionToken(payload, staff.id) })
    const own = foodPrice(discounted(PRICE, KANKEISHA_DISCOUNT_RATE))
    const notListed = await (await page(b, 'cs-winter')).json()
    expect(notListed.kankeishaExcluded).toBe(true)
    expect(notListed.offers[0]).toMatchObject({ price: own, campaignApplied: false })

    await b.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-winter',
      productCode: 'cs-sesamin',
      quantity: 1,
    })
    const review = await (await b.json(campaignCheck, 'campaign/order/check', 'POST', MEMBER_FORM)).json()
    expect(review.lines[0].unitPriceIncludingTax).toBe(own)

    const listed = await (await page(b, 'cs-staff-ok')).json()
    expect(listed.offers[0]).toMatchObject({
      price: Math.min(own, foodPrice(CAMPAIGN_PRICE)),
      campaignApplied: foodPrice(CAMPAIGN_PRICE) < own,
    })
  })

  it('refuses over the limit, a product the campaign does not sell, and an ended campaign', async () => {
    const b = browser()
    const over = await b.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-winter',
      productCode: 'cs-sesamin',
      quantity: 3,
    })
    expect(over.status).toBe(409)
    expect((await errorOf(over)).message).toBe('「セサミン特別」はお一人様2個までです。')
    const other = await b.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-winter',
      productCode: 'cs-other',
      quantity: 1,
    })
    expect(other.status).toBe(409)
    expect((await page(b, 'cs-winter', 'cs-other')).status).toBe(404)
    const ended = await page(b, 'cs-ended')
    expect(ended.status).toBe(410)
    expect((await errorOf(ended)).message).toContain('終了しました')
    expect((await page(b, 'no-such-campaign')).status).toBe(404)
    // Without a campaign cart there is nothing to check.
    expect((await b.json(campaignCheck, 'campaign/order/check', 'POST', guestForm())).status).toBe(409)
  })
})

describe('a regular-delivery offer', () => {
  it('starts the member’s course with the first delivery at the campaign’s price', async () => {
    await createProduct(payload, 'cs-regular', {
      taxClass: 'food',
      price: 5000,
      regularPrice: 4300,
      regularCycles: ['1'],
      stock: 100,
      name: '定期のセサミン',
    })
    const product = (
      await payload.find({
        collection: 'products',
        where: { productCode: { equals: 'cs-regular' } },
        limit: 1,
      })
    ).docs[0]!
    await payload.create({
      collection: 'campaigns',
      context: ctx,
      data: {
        promotionId: 'cs-regular-start',
        kind: 'shopping',
        title: '定期お届け はじめての方へ',
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
        offers: [{ product: product.id, purchase: '1', campaignPrice: 2980, maxQuantity: 1 }],
        landing: [{ blockType: 'offers' }],
        _status: 'published',
      },
    })
    const member = await createMember(payload, 'cs-regular@example.jp')
    const b = browser({ shop_session: await sessionToken(payload, member.id) })
    const started = await b.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-regular-start',
      productCode: 'cs-regular',
      quantity: 1,
    })
    expect(started.status).toBe(200)
    const placed = await b.json(campaignOrder, 'campaign/order', 'POST', {
      kind: 'shopping',
      form: { ...MEMBER_FORM, idempotencyKey: randomUUID() },
    })
    expect(placed.status).toBe(200)
    const { orderNumber } = await placed.json()
    const order = (
      await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: orderNumber } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(order.lines[0]).toMatchObject({ productCode: 'cs-regular', cycleType: '1', unitPrice: 2980 })
    const courses = await payload.find({
      collection: 'regular-courses',
      where: { customer: { equals: member.id } },
      overrideAccess: true,
    })
    expect(courses.docs).toHaveLength(1)
    expect(courses.docs[0]).toMatchObject({ productCode: 'cs-regular', cycleType: '1', status: 'active' })
  })
})

describe('a campaign for certain links', () => {
  it('sells only to visitors of its links: the form’s key or the kept one', async () => {
    const { docs } = await payload.find({
      collection: 'campaigns',
      where: { promotionId: { equals: 'cs-staff-ok' } },
    })
    await payload.update({
      collection: 'campaigns',
      id: docs[0]!.id,
      context: ctx,
      data: { linkKeys: [{ key: 'vip-mail' }] },
    })
    const order = { promotionId: 'cs-staff-ok', productCode: 'cs-sesamin', quantity: 1 }
    const stranger = browser()
    const refused = await stranger.json(campaignCustomer, 'campaign/order/customer', 'POST', order)
    expect(refused.status).toBe(403)
    expect((await errorOf(refused)).message).toContain('ご案内のメールや広告のリンク')
    expect(
      (
        await stranger.json(campaignCustomer, 'campaign/order/customer', 'POST', {
          ...order,
          key: 'vip-mail',
        })
      ).status,
    ).toBe(200)
    const kept = browser({ link_key: 'vip-mail' })
    expect((await kept.json(campaignCustomer, 'campaign/order/customer', 'POST', order)).status).toBe(200)
    const review = await kept.json(campaignCheck, 'campaign/order/check', 'POST', guestForm())
    expect(review.status).toBe(200)
  })
})

describe('a card through 3-D Secure', () => {
  it('goes to the campaign’s complete page; a failed challenge to its error page, and the shopper’s cart is untouched', async () => {
    const b = browser()
    await b.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-winter',
      productCode: 'cs-sesamin',
      quantity: 1,
    })
    const stock = await stockOf(payload, 'cs-sesamin')
    const res = await b.json(campaignOrder, 'campaign/order', 'POST', {
      kind: 'shopping',
      form: guestForm({
        PAYMENT_METHOD: '2',
        ...(await cardFields(CARDS.challengeSuccess)),
        idempotencyKey: randomUUID(),
      }),
    })
    expect(res.status).toBe(200)
    const redirect = await res.json()
    expect(redirect.status).toBe('redirect')
    const back = await submitSandboxPage(redirect.redirectUrl, { code: '1234', action: 'authenticate' })
    expect(back.action).toBe(`${SITE}/api/pages/campaign/shopping/tds-callback/`)
    const done = await formPost(tdsCallback, back.action, back.fields, { origin: 'null' })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `${SITE}/campaign/shopping/complete/?orderNumber=${redirect.orderNumber}`,
    )
    expect(await stockOf(payload, 'cs-sesamin')).toBe(stock - 1)

    const failing = browser()
    await failing.json(campaignCustomer, 'campaign/order/customer', 'POST', {
      promotionId: 'cs-winter',
      productCode: 'cs-sesamin',
      quantity: 1,
    })
    const pending = await (
      await failing.json(campaignOrder, 'campaign/order', 'POST', {
        kind: 'shopping',
        form: guestForm({
          PAYMENT_METHOD: '2',
          ...(await cardFields(CARDS.challengeFailure)),
          idempotencyKey: randomUUID(),
        }),
      })
    ).json()
    const refused = await submitSandboxPage(pending.redirectUrl, { code: '1234', action: 'authenticate' })
    const failed = await formPost(tdsCallback, refused.action, refused.fields, { origin: 'null' })
    expect(failed.headers.get('location')).toMatch(
      new RegExp(`^${SITE}/campaign/shopping/tds-error/\\?code=`),
    )
    // The stock came back; the campaign line did not go into a shopper's cart.
    expect(await stockOf(payload, 'cs-sesamin')).toBe(stock - 1)
    const cart = await (await failing.json(cartPage, 'pages/cart', 'GET')).json()
    expect(cart.count).toBe(0)
  })
})
