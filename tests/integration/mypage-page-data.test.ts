/**
 * The my-page page-data calls of spec §7 (issue 26 §4: they answered 404): each answers the signed-in member with
 * their own data, from the same server reads the pages render with; a guest gets 401, and another member's order
 * number is 404.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Outside Next there is no incremental cache: cached reads (the chrome's chat contact) run their function directly.
vi.mock('server-only', () => ({}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <F extends (...args: never[]) => unknown>(fn: F) => fn,
}))

import { POST as cancelRoute } from '@/app/api/order/cancel/route'
import { GET as customerChangePage } from '@/app/api/pages/mypage/customer/change/route'
import { GET as mailAddressPage } from '@/app/api/pages/mypage/customer/mailaddress/route'
import { GET as passwordPage } from '@/app/api/pages/mypage/customer/password/route'
import { GET as customerPage } from '@/app/api/pages/mypage/customer/route'
import { GET as cancelCompletePage } from '@/app/api/pages/mypage/order-cancel/complete/route'
import { GET as orderDetailPage } from '@/app/api/pages/mypage/order-history/[orderNumber]/route'
import { GET as orderHistoryPage } from '@/app/api/pages/mypage/order-history/route'
import { GET as myPage } from '@/app/api/pages/mypage/route'
import type { Customer } from '@/cms/payload-types'
import type { ApiCall } from '@/lib/api/define-call'
import {
  myPageCall,
  myPageCustomerCall,
  myPageCustomerChangeCall,
  myPageMailAddressCall,
  myPagePasswordCall,
  orderDetailPageCall,
  orderHistoryPageCall,
} from '@/lib/api/calls/mypage'
import { orderCancelCompletePageCall } from '@/lib/api/calls/order-cancel'
import { PASSWORD_MIN } from '@/shop/auth/password-rules'
import { MEMBER_CANCEL_MESSAGES } from '@/shop/orders/member-cancel-rules'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, sessionToken, withSession } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

type Route = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>

let payload: Payload
let owner: Customer
let other: Customer
let ownerToken: string
let otherToken: string
let orderNumber: string
let cancelledNumber: string

const orderNumberOf = async (id: number) =>
  (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).orderNumber

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'mp-dha', { taxClass: 'food', price: 2000, stock: 100, name: 'DHAプラス' })
  owner = await createMember(payload, `mypage-${randomUUID()}@example.jp`, {
    lastName: '森野',
    firstName: '花子',
    stage: 3,
    swcPoint: 1200,
    lineSubject: `line-${randomUUID()}`,
  })
  other = await createMember(payload, `mypage-other-${randomUUID()}@example.jp`, { lastName: '別所' })
  ownerToken = await sessionToken(payload, owner.id)
  otherToken = await sessionToken(payload, other.id)
  orderNumber = await orderNumberOf(
    await placeMemberOrder(payload, owner.id, [{ productCode: 'mp-dha', quantity: 2 }]),
  )
  cancelledNumber = await orderNumberOf(
    await placeMemberOrder(payload, owner.id, [{ productCode: 'mp-dha', quantity: 1 }]),
  )
  const cancelled = await cancelRoute(
    apiRequest('order/cancel', {
      method: 'POST',
      json: { orderNumber: cancelledNumber },
      headers: withSession(ownerToken),
    }),
    noParams,
  )
  expect(cancelled.status).toBe(200)
})

/** A GET of the call as the browser of `token` (or a guest) makes it. */
async function get(route: Route, call: ApiCall, path: string, token: string | null, params = {}) {
  const response = await route(apiRequest(path, { headers: token ? withSession(token) : {} }), {
    params: Promise.resolve(params),
  })
  const body = (await response.json()) as Record<string, unknown>
  if (response.status === 200) {
    // The answer is what the call declares (the OpenAPI document is generated from the same declaration).
    const parsed = call.response.safeParse(body)
    expect(parsed.error?.issues ?? [], path).toEqual([])
  }
  return { status: response.status, body }
}

const pages = (): [string, Route, ApiCall, string, Record<string, string>?][] => [
  ['pages/mypage', myPage, myPageCall, 'pages/mypage'],
  ['pages/mypage/customer', customerPage, myPageCustomerCall, 'pages/mypage/customer'],
  [
    'pages/mypage/customer/change',
    customerChangePage,
    myPageCustomerChangeCall,
    'pages/mypage/customer/change',
  ],
  [
    'pages/mypage/customer/mailaddress',
    mailAddressPage,
    myPageMailAddressCall,
    'pages/mypage/customer/mailaddress',
  ],
  ['pages/mypage/customer/password', passwordPage, myPagePasswordCall, 'pages/mypage/customer/password'],
  ['pages/mypage/order-history', orderHistoryPage, orderHistoryPageCall, 'pages/mypage/order-history'],
  [
    'pages/mypage/order-history/{orderNumber}',
    orderDetailPage,
    orderDetailPageCall,
    `pages/mypage/order-history/${orderNumber}`,
    { orderNumber },
  ],
  [
    'pages/mypage/order-cancel/complete',
    cancelCompletePage,
    orderCancelCompletePageCall,
    `pages/mypage/order-cancel/complete?orderNumber=${cancelledNumber}`,
  ],
]

describe('my-page page data (spec §7)', () => {
  it('answers a guest 401 with the sign-in message on every call', async () => {
    for (const [name, route, call, path, params] of pages()) {
      const { status, body } = await get(route, call, path, null, params)
      expect([name, status]).toEqual([name, 401])
      expect((body.error as { code: string }).code).toBe('sign_in_required')
    }
  })

  it('answers a member with their own data on every call', async () => {
    for (const [name, route, call, path, params] of pages()) {
      const { status } = await get(route, call, path, ownerToken, params)
      expect([name, status]).toEqual([name, 200])
    }
  })

  it('pages/mypage: the member as the header knows them, with stage and points', async () => {
    const { body } = await get(myPage, myPageCall, 'pages/mypage', ownerToken)
    expect(body).toMatchObject({
      customer: {
        isLoggedIn: true,
        ecCustomer: { lastName: '森野', firstName: '花子' },
        onlineCustomer: { customerStage: 3, swcPoint: 1200 },
      },
      stageLabel: '3星',
      chat: { chatUrl: expect.stringMatching(/^https:\/\//), chatQrSrc: expect.stringMatching(/^data:/) },
    })
  })

  it('the customer pages: the registered information, the linked sign-ins, the form values and addresses', async () => {
    const customer = (await get(customerPage, myPageCustomerCall, 'pages/mypage/customer', ownerToken)).body
    expect(customer).toMatchObject({
      profile: { lastName: '森野', email: owner.email, birthDate: '1985-04-01', postalCode: '1000001' },
      linked: { line: true, group: false },
    })
    const change = await get(
      customerChangePage,
      myPageCustomerChangeCall,
      'pages/mypage/customer/change',
      ownerToken,
    )
    expect(change.body.registered).toMatchObject({
      lastName: '森野',
      zipNumber: '1000001',
      birthYear: '1985',
      birthMonth: '4',
      birthDay: '1',
      gender: 'Female',
    })
    const mail = await get(
      mailAddressPage,
      myPageMailAddressCall,
      'pages/mypage/customer/mailaddress',
      ownerToken,
    )
    expect(mail.body).toMatchObject({ currentEmail: owner.email, otp: { codeDigits: 6 } })
    const password = await get(passwordPage, myPagePasswordCall, 'pages/mypage/customer/password', ownerToken)
    expect(password.body).toEqual({
      email: owner.email,
      passwordMinLength: PASSWORD_MIN,
      passwordMaxLength: 128,
    })
    // Another member sees themselves, never the owner.
    const theirs = await get(customerPage, myPageCustomerCall, 'pages/mypage/customer', otherToken)
    expect(theirs.body).toMatchObject({ profile: { lastName: '別所', email: other.email } })
  })

  it('the order history lists the member’s own orders only', async () => {
    const mine = await get(orderHistoryPage, orderHistoryPageCall, 'pages/mypage/order-history', ownerToken)
    const numbers = (mine.body.orders as { orderNumber: string }[]).map((o) => o.orderNumber)
    expect(numbers.sort()).toEqual([orderNumber, cancelledNumber].sort())
    expect(mine.body).toMatchObject({ page: 1, totalPages: 1, totalOrders: 2 })
    const theirs = await get(orderHistoryPage, orderHistoryPageCall, 'pages/mypage/order-history', otherToken)
    expect(theirs.body).toMatchObject({ orders: [], totalOrders: 0 })
    const bad = await get(
      orderHistoryPage,
      orderHistoryPageCall,
      'pages/mypage/order-history?page=0',
      ownerToken,
    )
    expect(bad.status).toBe(400)
  })

  it('an order’s detail answers its owner, and 404 to another member', async () => {
    const path = `pages/mypage/order-history/${orderNumber}`
    const mine = await get(orderDetailPage, orderDetailPageCall, path, ownerToken, { orderNumber })
    expect(mine.body).toMatchObject({
      order: { orderNumber, status: 'received', cancellable: true, cancelScope: 'one-time' },
      receipt: { available: false, later: false, issued: false },
    })
    const theirs = await get(orderDetailPage, orderDetailPageCall, path, otherToken, { orderNumber })
    expect(theirs.status).toBe(404)
    expect(JSON.stringify(theirs.body)).not.toContain('森野')
  })

  it('the cancel complete step answers a cancelled order, 409 for one that was not, 404 for another member', async () => {
    const done = await get(
      cancelCompletePage,
      orderCancelCompletePageCall,
      `pages/mypage/order-cancel/complete?orderNumber=${cancelledNumber}`,
      ownerToken,
    )
    expect(done.body).toMatchObject({ orderNumber: cancelledNumber, cancelled: true })
    const open = await get(
      cancelCompletePage,
      orderCancelCompletePageCall,
      `pages/mypage/order-cancel/complete?orderNumber=${orderNumber}`,
      ownerToken,
    )
    expect(open.status).toBe(409)
    expect((open.body.error as { message: string }).message).toBe(MEMBER_CANCEL_MESSAGES.notCancelled)
    const theirs = await get(
      cancelCompletePage,
      orderCancelCompletePageCall,
      `pages/mypage/order-cancel/complete?orderNumber=${cancelledNumber}`,
      otherToken,
    )
    expect(theirs.status).toBe(404)
  })
})
