import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as cancelRoute } from '@/app/api/order/cancel/route'
import { GET as cancelConfirmPage } from '@/app/api/pages/mypage/order-cancel/confirm/route'
import { GET as cancelPage } from '@/app/api/pages/mypage/order-cancel/route'
import type { Customer } from '@/cms/payload-types'
import { requiredParameterMessage } from '@/lib/api/errors'
import { outboxOnly } from '@/shop/mail/mail-service'
import { MEMBER_CANCEL_MESSAGES } from '@/shop/orders/member-cancel-rules'
import { cancelMemberOrder } from '@/shop/orders/member-order-cancel'
import { memberOrderDetail } from '@/shop/orders/order-detail'
import { markShipped, sendShippedMailOnce } from '@/shop/orders/order-shipping'
import type { PaymentGateway } from '@/shop/payments/payment-gateway'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, sessionToken, withSession } from './member-helper'
import { createProduct, placeMemberOrder, stockOf } from './order-helper'

let payload: Payload
const SITE = 'http://localhost:3000'
const deps = () => ({
  payload,
  transport: outboxOnly,
  from: 'shop@example.jp',
  siteUrl: SITE,
  secret: 'test-secret',
})

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'mc-dha', { taxClass: 'food', price: 2000, stock: 100, name: 'DHAプラス' })
  await createProduct(payload, 'mc-sesamin', {
    taxClass: 'food',
    price: 4000,
    regularPrice: 3600,
    regularCycles: ['1', '2'],
    stock: 100,
    name: 'セサミンEX',
  })
})

async function memberWithPoints(points: number): Promise<Customer> {
  const member = await createMember(payload, `cancel-${randomUUID()}@example.jp`, { swcPoint: points })
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

async function pointsOf(id: number) {
  const customer = await payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { and: [{ customer: { equals: id } }, { state: { equals: 'settled' } }] },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return { cached: customer.swcPoint ?? 0, ledger: docs.reduce((sum, r) => sum + r.delta, 0) }
}

const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

async function mailsAbout(orderNumber: string, kind: string) {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ kind: { equals: kind } }, { subject: { contains: orderNumber } }] },
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

const post = (token: string | null, json: unknown) =>
  cancelRoute(
    apiRequest('order/cancel', { method: 'POST', json, headers: token ? withSession(token) : {} }),
    noParams,
  )

describe('POST order/cancel (a member cancels an unshipped order)', () => {
  it('names the missing order number with the spec §8 wording and the Japanese field name', async () => {
    const member = await memberWithPoints(0)
    const response = await post(await sessionToken(payload, member.id), {})
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as {
      error: { message: string; fields: Record<string, string> }
    }
    expect(error.message).toBe(requiredParameterMessage('orderNumber', 'postOrderCancel'))
    expect(error.fields.orderNumber).toContain('ご注文番号')
  })

  it('asks a guest to sign in, and answers 404 for another member’s order number', async () => {
    const owner = await memberWithPoints(0)
    const other = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, owner.id, [{ productCode: 'mc-dha', quantity: 1 }])
    const { orderNumber } = await orderOf(orderId)
    expect((await post(null, { orderNumber })).status).toBe(401)
    const response = await post(await sessionToken(payload, other.id), { orderNumber })
    expect(response.status).toBe(404)
    const page = await cancelPage(
      apiRequest(`pages/mypage/order-cancel?orderNumber=${orderNumber}`, {
        headers: withSession(await sessionToken(payload, other.id)),
      }),
      noParams,
    )
    expect(page.status).toBe(404)
    expect((await orderOf(orderId)).status).toBe('received')
  })

  it('refuses a shipped order with 409 and its reason; the confirm page data too', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'mc-dha', quantity: 1 }])
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { status: 'shipped' },
      overrideAccess: true,
    })
    const { orderNumber } = await orderOf(orderId)
    const token = await sessionToken(payload, member.id)
    const response = await post(token, { orderNumber })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      MEMBER_CANCEL_MESSAGES.shipped,
    )
    const confirm = await cancelConfirmPage(
      apiRequest(`pages/mypage/order-cancel/confirm?orderNumber=${orderNumber}`, {
        headers: withSession(token),
      }),
      noParams,
    )
    expect(confirm.status).toBe(409)
  })

  it('gives stock and points back exactly once when the member cancels twice at the same time, and mails once', async () => {
    const member = await memberWithPoints(300)
    const stock = await stockOf(payload, 'mc-dha')
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'mc-dha', quantity: 3 }], 120)
    expect(await stockOf(payload, 'mc-dha')).toBe(stock - 3)
    expect(await pointsOf(member.id)).toEqual({ cached: 180, ledger: 180 })
    const { orderNumber } = await orderOf(orderId)
    const token = await sessionToken(payload, member.id)

    const page = await cancelPage(
      apiRequest(`pages/mypage/order-cancel?orderNumber=${orderNumber}`, { headers: withSession(token) }),
      noParams,
    )
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ orderNumber, cancellable: true, scope: 'one-time' })

    const responses = await Promise.all([post(token, { orderNumber }), post(token, { orderNumber })])
    expect(responses.map((r) => r.status)).toEqual([200, 200])
    expect(await stockOf(payload, 'mc-dha')).toBe(stock)
    expect(await pointsOf(member.id)).toEqual({ cached: 300, ledger: 300 })
    expect((await orderOf(orderId)).status).toBe('cancelled')
    const mails = await mailsAbout(orderNumber, 'order-cancel')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(`/mypage/order-history/${orderNumber}/`)

    // Once cancelled, a third attempt is refused with its reason, and nothing moves.
    const third = await post(token, { orderNumber })
    expect(third.status).toBe(409)
    expect(await stockOf(payload, 'mc-dha')).toBe(stock)
    expect(await pointsOf(member.id)).toEqual({ cached: 300, ledger: 300 })
  })

  it('voids a card authorisation through the gateway, once', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'mc-dha', quantity: 1 }])
    await payload.update({
      collection: 'orders',
      id: orderId,
      overrideAccess: true,
      data: {
        status: 'confirmed',
        payment: { method: '2', status: 'authorized', reference: `card-${orderId}` },
      },
    })
    const voided: string[] = []
    const gateway = { cancel: async (reference: string) => void voided.push(reference) } as PaymentGateway
    const { orderNumber } = await orderOf(orderId)
    const results = await Promise.all(
      [1, 2].map(() => cancelMemberOrder({ ...deps(), gatewayOf: () => gateway }, member.id, orderNumber)),
    )
    expect(results.filter((r) => r.ok && r.applied)).toHaveLength(1)
    expect(voided).toEqual([`card-${orderId}`])
    expect((await orderOf(orderId)).payment.status).toBe('cancelled')
  })

  it('cancels only the delivery when the order is one delivery of a regular course', async () => {
    const member = await memberWithPoints(0)
    const firstId = await placeMemberOrder(payload, member.id, [
      { productCode: 'mc-sesamin', cycleType: '1', quantity: 1 },
    ])
    const { docs } = await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: firstId } },
      overrideAccess: true,
      depth: 0,
    })
    const course = docs[0]!
    const deliveryId = await placeMemberOrder(payload, member.id, [
      { productCode: 'mc-sesamin', quantity: 1 },
    ])
    await payload.update({
      collection: 'orders',
      id: deliveryId,
      overrideAccess: true,
      data: { regularCourse: course.id, regularSequence: 2 },
    })
    const { orderNumber } = await orderOf(deliveryId)
    const detail = await memberOrderDetail(payload, member.id, orderNumber)
    expect(detail).toMatchObject({ cancellable: true, cancelScope: 'delivery' })
    expect(await cancelMemberOrder(deps(), member.id, orderNumber)).toMatchObject({ ok: true, applied: true })
    const after = await payload.findByID({
      collection: 'regular-courses',
      id: course.id,
      overrideAccess: true,
    })
    expect(after.status).toBe('active')
    const customer = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(customer.isRegularOrderCustomer).toBe(true)
    const { docs: history } = await payload.find({
      collection: 'regular-course-history',
      where: { course: { equals: course.id } },
      sort: '-createdAt',
      overrideAccess: true,
      depth: 0,
    })
    expect(history[0]).toMatchObject({ event: 'delivery-cancelled', sequence: 2 })
    expect(history[0]!.summary).toContain(orderNumber)
  })
})

describe('shipped (staff mark the order shipped in the admin)', () => {
  it('records the shipping date and mails the member once, with the order number and the detail link', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'mc-dha', quantity: 1 }])
    const { orderNumber } = await orderOf(orderId)
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { status: 'shipped' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { status: 'shipped' },
      overrideAccess: true,
    })
    await Promise.all([
      markShipped(payload, orderId, undefined, { mail: deps }),
      sendShippedMailOnce(deps(), orderId),
      sendShippedMailOnce(deps(), orderId),
    ])
    const order = await orderOf(orderId)
    expect(order.shippedAt).toBeTruthy()
    expect(order.shippedMailedAt).toBeTruthy()
    const mails = await mailsAbout(orderNumber, 'order-shipped')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(`ご注文番号：${orderNumber}`)
    expect(mails[0]?.text).toContain(`/mypage/order-history/${orderNumber}/`)
    const detail = await memberOrderDetail(payload, member.id, orderNumber)
    expect(detail?.cancellable).toBe(false)
    expect(detail?.events.map((e) => e.label)).toEqual(['ご注文', '発送', 'ポイント付与'])
  })
})
