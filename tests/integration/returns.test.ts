/**
 * Returns and refunds through their owners (docs/adr/069): a card order returned in part is refunded once through
 * the gateway and the card sandbox — asked twice in turn or twice at once with the same key — with stock and points
 * back once and one mail; a failed refund is retried with the same key; a cash-on-delivery order's refund records
 * the customer's account, 返金待ち（振込） then 振込済み; over-returns, late returns and unshipped orders are refused
 * with Japanese messages naming the field; a refused form comes back filled in as it was (its draft cookie), with
 * the same key. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
})
// Payload's admin frame needs the whole admin (the e2e test has it); the screen's own markup is what is read here.
vi.mock('@/cms/admin/AdminPage', () => ({
  AdminPage: ({ children }: { children: ReactNode }) => createElement(Fragment, null, children),
}))

import type { Customer } from '@/cms/payload-types'
import { recordReturnHandler, retryHandler, transferredHandler } from '@/cms/returns/return-endpoints'
import { env } from '@/lib/config/env'
import { cookieFromHeader } from '@/lib/http/form-draft-cookie'
import { readReturnDraft, RETURN_DRAFT_COOKIE_NAME } from '@/shop/returns/return-draft'
import { decodeProblems } from '@/shop/returns/return-form'
import { outboxOnly } from '@/shop/mail/mail-service'
import { submitOrder } from '@/shop/orders/order-service'
import { shipOrder } from '@/shop/orders/order-shipping'
import { createCardAttemptLimits, DEFAULT_CARD_ATTEMPT_LIMITS } from '@/shop/payments/card-attempt-limits'
import { createCardGateway } from '@/shop/payments/card-gateway'
import type { PaymentGateway, RefundRequest, RefundResult } from '@/shop/payments/payment-gateway'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'
import { adjustPoints } from '@/shop/points/point-ledger'
import { withTransaction } from '@/cms/transaction'
import { BANK_ACCOUNT_MESSAGES, RETURN_MESSAGES } from '@/shop/returns/return-rules'
import {
  markTransferred,
  recordReturn,
  refundKeyOf,
  retryReturnRefund,
  type RecordReturnInput,
  type ReturnDeps,
} from '@/shop/returns/return-service'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, memberCart, ORDER_FORM, placeMemberOrder, stockOf } from './order-helper'
import { isolatedRateLimiter } from './rate-limit-helper'

let payload: Payload
let sandboxOrigin = ''
let staffId = 0
const card = createCardGateway({
  limits: createCardAttemptLimits(DEFAULT_CARD_ATTEMPT_LIMITS, isolatedRateLimiter()),
})

/** The card gateway, every refund request and answer kept. */
function watched(gateway: PaymentGateway = card) {
  const calls: { request: RefundRequest; result: RefundResult }[] = []
  const wrapped: PaymentGateway = {
    ...gateway,
    refund: async (request) => {
      const result = await gateway.refund(request)
      calls.push({ request, result })
      return result
    },
  }
  return { gateway: wrapped, calls }
}

const depsWith = (gateway: PaymentGateway, now?: Date): ReturnDeps => ({
  payload,
  transport: outboxOnly,
  from: 'shop@example.jp',
  siteUrl: 'http://localhost:3000',
  secret: 'test-secret',
  gatewayOf: () => gateway,
  inventory: { revalidate: () => undefined },
  ...(now ? { now: () => now } : {}),
})

beforeAll(async () => {
  payload = await testPayload()
  sandboxOrigin = (await cardSandbox()).origin
  await createProduct(payload, 'rt-dha', { taxClass: 'food', price: 2000, stock: 100, name: 'DHAプラス' })
  await createProduct(payload, 'rt-cream', {
    taxClass: 'standard',
    price: 6000,
    stock: 100,
    name: 'クリーム',
  })
  const staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `returns-${randomUUID()}@example.jp`,
      password: 'Passw0rd!Passw0rd',
      name: '返品 担当',
      roles: ['support'],
    },
  })
  staffId = staff.id
})

async function cardToken(): Promise<string> {
  const response = await fetch(`${sandboxOrigin}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4111111111111111',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'HANAKO MORINO',
    }),
  })
  return ((await response.json()) as { token: string }).token
}

async function memberWithPoints(points: number): Promise<Customer> {
  const member = await createMember(payload, `return-${randomUUID()}@example.jp`, { swcPoint: 0 })
  if (points > 0)
    await withTransaction(payload, (tx) =>
      adjustPoints(payload, tx, { customerId: member.id, delta: points }),
    )
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
  return {
    balance: customer.swcPoint ?? 0,
    ledger: docs.reduce((sum, r) => sum + r.delta, 0),
    reasons: docs.map((r) => r.reason),
  }
}

const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

/** A member's card order authorised through the sandbox, shipped (its earned points settle). */
async function shippedCardOrder(customerId: number, pointsToUse: number, capture = false) {
  await memberCart(payload, customerId, [
    { productCode: 'rt-dha', quantity: 2 },
    { productCode: 'rt-cream', quantity: 1 },
  ])
  const result = await submitOrder(
    payload,
    {
      ...ORDER_FORM,
      shopper: { customerId },
      paymentMethod: PAYMENT_METHODS.CREDIT_CARD,
      idempotencyKey: randomUUID(),
      check: pointsToUse > 0 ? { pointMethod: '2', pointNumber: String(pointsToUse) } : {},
    },
    {
      gateway: card,
      authorize: async (checked, orderNumber) => {
        const r = await card.authorize({
          orderNumber,
          amount: checked.totals.amountDue,
          method: PAYMENT_METHODS.CREDIT_CARD,
          cardToken: await cardToken(),
          returnUrl: 'http://localhost:3000/api/pages/cart/tds-callback',
          ip: '203.0.113.9',
        })
        if (r.status !== 'authorized') throw new Error(`expected an authorisation, got ${r.status}`)
        return { method: PAYMENT_METHODS.CREDIT_CARD, status: 'authorized', reference: r.reference }
      },
    },
  )
  if (!result.ok || !('orderId' in result)) throw new Error(JSON.stringify(result))
  await shipOrder(payload, result.orderId, new Date())
  const order = await orderOf(result.orderId)
  if (capture)
    await expect(card.capture(order.payment.reference!)).resolves.toMatchObject({ status: 'captured' })
  return order
}

async function returnsOf(orderId: number) {
  const { docs } = await payload.find({
    collection: 'returns',
    where: { order: { equals: orderId } },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

async function mailsAbout(orderNumber: string) {
  return (
    await payload.find({
      collection: 'mail-outbox',
      where: { and: [{ kind: { equals: 'order-return' } }, { subject: { contains: orderNumber } }] },
      overrideAccess: true,
      pagination: false,
    })
  ).docs
}

/** What the provider still holds: a new key asking one yen more than `left` is refused, `left` itself is given. */
async function expectProviderHolds(reference: string, orderNumber: string, left: number) {
  const ask = (amount: number) =>
    card.refund({ reference, amount, idempotencyKey: `probe-${randomUUID()}`, orderNumber })
  await expect(ask(left + 1)).resolves.toMatchObject({ status: 'failed', code: 'exceeds_remaining' })
  await expect(ask(left)).resolves.toMatchObject({ status: 'refunded', amount: left })
}

const partReturn = (orderId: number, key = randomUUID()): RecordReturnInput => ({
  orderId,
  lines: [{ lineIndex: 0, quantity: 1, resellable: true }],
  reason: 'customer',
  staffId,
  idempotencyKey: key,
})

describe('a card order returned in part', () => {
  it('is refunded once through the gateway when recorded twice with the same key; stock, points and mail once', async () => {
    const member = await memberWithPoints(1000)
    const order = await shippedCardOrder(member.id, 500)
    expect(order.status).toBe('shipped')
    const earned = order.totals.pointsToEarn
    const before = { stock: await stockOf(payload, 'rt-dha'), points: await pointsOf(member.id) }
    const { gateway, calls } = watched()
    const input = partReturn(order.id)

    const first = await recordReturn(depsWith(gateway), input)
    const second = await recordReturn(depsWith(gateway), input)
    expect(first).toMatchObject({ ok: true, replayed: false, state: 'refunded' })
    expect(second).toMatchObject({ ok: true, replayed: true, state: 'refunded' })
    if (!first.ok || !second.ok) return
    expect(second.returnId).toBe(first.returnId)

    const [row, ...others] = await returnsOf(order.id)
    expect(others).toEqual([])
    // One DHA line of 2 (2,160 of items 12,720 tax included): points back in proportion, the rest in money.
    const pointsBack = Math.floor((500 * 2160) / order.totals.itemsIncludingTax)
    expect(row).toMatchObject({
      state: 'refunded',
      route: 'gateway',
      refundKind: 'reduce',
      itemsAmount: 2160,
      shippingAndFees: 0,
      pointsBack,
      refundAmount: 2160 - pointsBack,
      refundAttempts: 1,
    })
    expect(calls.map((c) => c.request)).toEqual([
      {
        reference: order.payment.reference,
        amount: 2160 - pointsBack,
        idempotencyKey: refundKeyOf(first.returnId),
        orderNumber: order.orderNumber,
      },
    ])
    await expectProviderHolds(
      order.payment.reference!,
      order.orderNumber,
      order.totals.amountDue - row!.refundAmount,
    )

    expect(await stockOf(payload, 'rt-dha')).toBe(before.stock + 1)
    const takeBack = Math.floor((earned * 2000) / order.totals.itemsExcludingTax)
    const after = await pointsOf(member.id)
    expect(after.balance).toBe(before.points.balance + pointsBack - takeBack)
    expect(after.ledger).toBe(after.balance)
    expect(after.reasons.filter((r) => r === 'return-refund')).toHaveLength(1)
    expect(after.reasons.filter((r) => r === 'return-takeback')).toHaveLength(takeBack > 0 ? 1 : 0)

    const mails = await mailsAbout(order.orderNumber)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('・DHAプラス 1個')
    expect(mails[0]!.text).toContain('クレジットカードのご請求を')
  })

  it('is refunded once when the same form is sent twice at once (a captured payment: a refund)', async () => {
    const member = await memberWithPoints(0)
    const order = await shippedCardOrder(member.id, 0, true)
    const stock = await stockOf(payload, 'rt-dha')
    const { gateway, calls } = watched()
    const input = partReturn(order.id)
    const results = await Promise.all([
      recordReturn(depsWith(gateway), input),
      recordReturn(depsWith(gateway), input),
    ])
    const ids = results.map((r) => (r.ok ? r.returnId : null))
    expect(ids[0]).not.toBeNull()
    expect(ids[1]).toBe(ids[0])
    const rows = await returnsOf(order.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state: 'refunded', refundKind: 'refund', refundAmount: 2160 })
    // However many calls reached the provider, they carried one key and got one refund.
    expect(new Set(calls.map((c) => c.request.idempotencyKey)).size).toBe(1)
    expect(
      new Set(calls.map((c) => (c.result.status === 'refunded' ? c.result.refundId : c.result.code))).size,
    ).toBe(1)
    await expectProviderHolds(order.payment.reference!, order.orderNumber, order.totals.amountDue - 2160)
    expect(await stockOf(payload, 'rt-dha')).toBe(stock + 1)
    expect(await mailsAbout(order.orderNumber)).toHaveLength(1)
  })

  it('stays 返金失敗 when the gateway does not answer, and a retry refunds with the same key once', async () => {
    const member = await memberWithPoints(0)
    const order = await shippedCardOrder(member.id, 0)
    const keys: string[] = []
    const down: PaymentGateway = {
      ...card,
      refund: async (request) => {
        keys.push(request.idempotencyKey)
        return {
          status: 'failed',
          code: 'provider_unavailable',
          message: '決済代行会社から結果を受け取れませんでした。',
        }
      },
    }
    const first = await recordReturn(depsWith(down), partReturn(order.id))
    expect(first).toMatchObject({ ok: true, state: 'failed' })
    if (!first.ok) return
    expect((await returnsOf(order.id))[0]).toMatchObject({
      state: 'failed',
      failureCode: 'provider_unavailable',
    })
    expect(await mailsAbout(order.orderNumber)).toHaveLength(0)

    const { gateway, calls } = watched()
    await expect(retryReturnRefund(depsWith(gateway), first.returnId)).resolves.toEqual({
      ok: true,
      applied: true,
      state: 'refunded',
    })
    await expect(retryReturnRefund(depsWith(gateway), first.returnId)).resolves.toMatchObject({ ok: false })
    expect([...keys, ...calls.map((c) => c.request.idempotencyKey)]).toEqual([
      refundKeyOf(first.returnId),
      refundKeyOf(first.returnId),
    ])
    expect((await returnsOf(order.id))[0]).toMatchObject({
      state: 'refunded',
      refundAttempts: 2,
      failureCode: null,
    })
    expect(await mailsAbout(order.orderNumber)).toHaveLength(1)
  })

  it('refuses more than ordered minus returned, with a Japanese message naming the line', async () => {
    const member = await memberWithPoints(0)
    const order = await shippedCardOrder(member.id, 0)
    const { gateway, calls } = watched()
    await expect(recordReturn(depsWith(gateway), partReturn(order.id))).resolves.toMatchObject({ ok: true })
    const over = await recordReturn(depsWith(gateway), {
      ...partReturn(order.id),
      lines: [{ lineIndex: 0, quantity: 2, resellable: true }],
    })
    expect(over).toEqual({
      ok: false,
      errors: [
        {
          field: 'qty-0',
          message: '返品数量（DHAプラス）：返品できるのは1個までです（ご注文2個、返品済み1個）。',
        },
      ],
    })
    expect(await returnsOf(order.id)).toHaveLength(1)
    expect(calls).toHaveLength(1)
  })

  it('the whole rest of the order brings the shipping back and refunds exactly what was paid', async () => {
    const member = await memberWithPoints(800)
    const order = await shippedCardOrder(member.id, 300)
    const { gateway } = watched()
    await recordReturn(depsWith(gateway), partReturn(order.id))
    const rest = await recordReturn(depsWith(gateway), {
      ...partReturn(order.id),
      lines: [
        { lineIndex: 0, quantity: 1, resellable: true },
        { lineIndex: 1, quantity: 1, resellable: false },
      ],
    })
    expect(rest).toMatchObject({ ok: true, state: 'refunded' })
    const rows = await returnsOf(order.id)
    expect(rows.reduce((s, r) => s + r.refundAmount, 0)).toBe(order.totals.amountDue)
    expect(rows.reduce((s, r) => s + (r.pointsBack ?? 0), 0)).toBe(300)
    expect(rows[1]).toMatchObject({ whole: true, refundKind: 'void' })
    expect(rows[1]!.shippingAndFees).toBe(order.totals.totalIncludingTax - order.totals.itemsIncludingTax)
  })
})

describe('a cash-on-delivery order', () => {
  const account = {
    bankCode: '0001',
    branchCode: '123',
    accountType: 'ordinary',
    accountNumber: '1234567',
    accountHolder: 'モリノ ハナコ',
  }

  it('records the bank account, 返金待ち（振込）, then 振込済み once', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'rt-cream', quantity: 1 }])
    await shipOrder(payload, orderId, new Date())
    const order = await orderOf(orderId)
    const stock = await stockOf(payload, 'rt-cream')
    const { gateway, calls } = watched()
    const base: RecordReturnInput = {
      orderId,
      lines: [{ lineIndex: 0, quantity: 1, resellable: false }],
      reason: 'defective',
      staffId,
      idempotencyKey: randomUUID(),
    }

    const missing = await recordReturn(depsWith(gateway), base)
    expect(missing.ok).toBe(false)
    if (!missing.ok)
      expect(missing.errors.map((e) => e.field)).toEqual([
        'bankCode',
        'branchCode',
        'accountType',
        'accountNumber',
        'accountHolder',
      ])
    await expect(
      recordReturn(depsWith(gateway), { ...base, bankAccount: { ...account, bankCode: '12' } }),
    ).resolves.toEqual({
      ok: false,
      errors: [{ field: 'bankCode', message: BANK_ACCOUNT_MESSAGES.bankCode }],
    })
    expect(await returnsOf(orderId)).toHaveLength(0)

    const done = await recordReturn(depsWith(gateway), { ...base, bankAccount: account })
    expect(done).toMatchObject({ ok: true, state: 'awaiting-transfer' })
    if (!done.ok) return
    const [row] = await returnsOf(orderId)
    expect(row).toMatchObject({
      state: 'awaiting-transfer',
      route: 'bank-transfer',
      refundAmount: order.totals.amountDue,
      bankAccount: { ...account, accountHolder: 'モリノ\u3000ハナコ' },
    })
    expect(calls).toHaveLength(0)
    // Not resellable: the stock stays as it was.
    expect(await stockOf(payload, 'rt-cream')).toBe(stock)
    const mails = await mailsAbout(order.orderNumber)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('ご指定の口座へお振り込みします')

    await expect(markTransferred(payload, { returnId: done.returnId, staffId })).resolves.toEqual({
      ok: true,
      applied: true,
      state: 'transferred',
    })
    await expect(markTransferred(payload, { returnId: done.returnId, staffId })).resolves.toEqual({
      ok: true,
      applied: false,
      state: 'transferred',
    })
    const transferred = (await returnsOf(orderId))[0]!
    expect(transferred.state).toBe('transferred')
    expect(transferred.transferredAt).toBeTruthy()
    expect(transferred.transferredBy).toBe(staffId)
    expect(await mailsAbout(order.orderNumber)).toHaveLength(1)
  })

  it('is refused before shipping, and after the 返品特約 window unless staff give a reason or the item is defective', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'rt-dha', quantity: 2 }])
    const { gateway } = watched()
    const input: RecordReturnInput = {
      orderId,
      lines: [{ lineIndex: 0, quantity: 1, resellable: true }],
      reason: 'customer',
      staffId,
      idempotencyKey: randomUUID(),
      bankAccount: account,
    }
    await expect(recordReturn(depsWith(gateway), input)).resolves.toEqual({
      ok: false,
      errors: [{ field: 'order', message: RETURN_MESSAGES.notShipped }],
    })
    await shipOrder(payload, orderId, new Date())
    const later = new Date(Date.now() + 30 * 86_400_000)
    const late = await recordReturn(depsWith(gateway, later), input)
    expect(late.ok).toBe(false)
    if (!late.ok)
      expect(late.errors[0]).toMatchObject({
        field: 'overrideReason',
        message: expect.stringMatching(/^期限外の受付理由：返品期限/),
      })
    await expect(
      recordReturn(depsWith(gateway, later), {
        ...input,
        overrideReason: 'お客さまから期限内にお問い合わせあり',
      }),
    ).resolves.toMatchObject({ ok: true, state: 'awaiting-transfer' })
    await expect(
      recordReturn(depsWith(gateway, later), { ...input, reason: 'defective', idempotencyKey: randomUUID() }),
    ).resolves.toMatchObject({ ok: true })
    const rows = await returnsOf(orderId)
    expect(rows.map((r) => r.overrideReason)).toEqual(['お客さまから期限内にお問い合わせあり', null])
  })
})

describe('points earned and already spent', () => {
  it('takes back what the member holds and records the rest, never below zero', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'rt-cream', quantity: 1 }])
    await shipOrder(payload, orderId, new Date())
    const order = await orderOf(orderId)
    const earned = order.totals.pointsToEarn
    expect(earned).toBeGreaterThan(1)
    // The member spends all but one point of what the order earned.
    await withTransaction(payload, (tx) =>
      adjustPoints(payload, tx, { customerId: member.id, delta: -(earned - 1) }),
    )
    const done = await recordReturn(depsWith(watched().gateway), {
      orderId,
      lines: [{ lineIndex: 0, quantity: 1, resellable: true }],
      reason: 'customer',
      staffId,
      idempotencyKey: randomUUID(),
      bankAccount: account(),
    })
    expect(done).toMatchObject({ ok: true })
    expect((await returnsOf(orderId))[0]).toMatchObject({ earnedTakenBack: 1, earnedShortfall: earned - 1 })
    const points = await pointsOf(member.id)
    expect(points).toMatchObject({ balance: 0, ledger: 0 })
  })
})

function account() {
  return {
    bankCode: '0005',
    branchCode: '001',
    accountType: 'ordinary',
    accountNumber: '7654321',
    accountHolder: 'モリノ ハナコ',
  }
}

describe('the 返品・返金 screen’s posts', () => {
  const SITE = 'http://localhost:3000'
  const staffUser = (roles: string[]) => ({ id: staffId, collection: 'users', roles })

  function post(
    fields: Record<string, string>,
    opts: { origin?: string; roles?: string[]; id?: number } = {},
  ) {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    return {
      payload,
      user: staffUser(opts.roles ?? ['support']),
      headers: new Headers({ origin: opts.origin ?? SITE }),
      url: `${SITE}/cms-api/returns-desk/record`,
      routeParams: opts.id ? { id: String(opts.id) } : {},
      formData: async () => form,
    } as unknown as PayloadRequest
  }

  const locationOf = (res: Response) => new URL(res.headers.get('location')!, SITE)

  it('a double submit of the form records one return and refunds once; refusals come back in Japanese', async () => {
    const member = await memberWithPoints(0)
    const order = await shippedCardOrder(member.id, 0)
    const { gateway, calls } = watched()
    const handler = recordReturnHandler(() => depsWith(gateway))
    const fields = {
      orderId: String(order.id),
      orderNumber: order.orderNumber,
      idempotencyKey: randomUUID(),
      reason: 'customer',
      'qty-0': '1',
      'resellable-0': '1',
      'qty-1': '0',
    }
    const [a, b] = await Promise.all([handler(post(fields)), handler(post(fields))])
    expect(a.status).toBe(303)
    expect(locationOf(a).pathname).toBe('/admin/returns/')
    expect(locationOf(a).searchParams.get('return')).toBe(locationOf(b).searchParams.get('return'))
    expect(await returnsOf(order.id)).toHaveLength(1)
    expect(new Set(calls.map((c) => c.request.idempotencyKey)).size).toBe(1)

    const over = await handler(post({ ...fields, idempotencyKey: randomUUID(), 'qty-0': '5' }))
    const where = locationOf(over)
    expect(where.searchParams.get('order')).toBe(order.orderNumber)
    expect(decodeProblems(where.searchParams.get('problem'), env.payloadSecret)).toEqual([
      '返品数量（DHAプラス）：返品できるのは1個までです（ご注文2個、返品済み1個）。',
    ])
    const noReason = await handler(post({ ...fields, idempotencyKey: randomUUID(), reason: 'x' }))
    expect(decodeProblems(locationOf(noReason).searchParams.get('problem'), env.payloadSecret)).toEqual([
      RETURN_MESSAGES.reason,
    ])
    // A forged message is not shown.
    expect(decodeProblems('WyJ4Il0.forged', env.payloadSecret)).toEqual([])

    expect(
      (await handler(post({ ...fields, idempotencyKey: randomUUID() }, { origin: 'https://evil.example' })))
        .status,
    ).toBe(403)
    expect(
      (await handler(post({ ...fields, idempotencyKey: randomUUID() }, { roles: ['editor'] }))).status,
    ).toBe(403)
    expect(await returnsOf(order.id)).toHaveLength(1)
  })

  it('振込済みにする marks a bank-transfer refund once', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'rt-dha', quantity: 1 }])
    await shipOrder(payload, orderId, new Date())
    const done = await recordReturn(depsWith(watched().gateway), {
      orderId,
      lines: [{ lineIndex: 0, quantity: 1, resellable: true }],
      reason: 'customer',
      staffId,
      idempotencyKey: randomUUID(),
      bankAccount: account(),
    })
    if (!done.ok) throw new Error('expected a return')
    const res = await transferredHandler()(post({}, { id: done.returnId }))
    expect(locationOf(res).searchParams.get('return')).toBe(String(done.returnId))
    expect((await returnsOf(orderId))[0]).toMatchObject({ state: 'transferred', transferredBy: staffId })
    const again = await transferredHandler()(post({}, { id: done.returnId }))
    expect(locationOf(again).searchParams.get('return')).toBe(String(done.returnId))
    const refused = await retryHandler(() => depsWith(watched().gateway))(post({}, { id: done.returnId }))
    expect(decodeProblems(locationOf(refused).searchParams.get('problem'), env.payloadSecret)).toEqual([
      'この返品は返金をやり直せません（状態：振込済み）。',
    ])
  })

  it('a refused form comes back as it was filled in, with the same key, from a cookie and not the URL', async () => {
    const member = await memberWithPoints(0)
    const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'rt-cream', quantity: 1 }])
    await shipOrder(payload, orderId, new Date())
    const order = await orderOf(orderId)
    const handler = recordReturnHandler(() => depsWith(watched().gateway))
    const key = randomUUID()
    const fields = {
      orderId: String(orderId),
      orderNumber: order.orderNumber,
      idempotencyKey: key,
      reason: 'defective',
      note: '外箱がつぶれていた',
      'qty-0': '3',
      bankCode: '0005',
      branchCode: '001',
      accountType: 'current',
      accountNumber: '7654321',
      accountHolder: 'モリノ ハナコ',
    }
    const refused = await handler(post(fields))
    expect(refused.status).toBe(303)
    const where = locationOf(refused)
    expect(where.pathname).toBe('/admin/returns/')
    for (const typed of ['7654321', 'モリノ', '外箱'])
      expect(where.href).not.toContain(encodeURIComponent(typed))
    const setCookie = refused.headers.get('set-cookie')!
    expect(setCookie).toMatch(
      /^return_form_draft=[^;]+; Path=\/admin\/returns; Max-Age=900; HttpOnly; SameSite=Lax/,
    )
    const value = cookieFromHeader(setCookie.split(';')[0], RETURN_DRAFT_COOKIE_NAME)
    expect(readReturnDraft(env.payloadSecret, value)).toMatchObject({
      staffId,
      orderId,
      key,
      values: {
        reason: 'defective',
        note: '外箱がつぶれていた',
        lines: [{ quantity: '3', resellable: false }],
        accountType: 'current',
        accountNumber: '7654321',
        accountHolder: 'モリノ ハナコ',
      },
    })

    // The screen the 303 leads to, with the browser's cookie: the form as it was, the same key.
    const { ReturnsView } = await import('@/cms/returns/admin/ReturnsView')
    const render = async (cookie: string, userId = staffId) =>
      renderToStaticMarkup(
        (await ReturnsView({
          initPageResult: {
            req: {
              user: { id: userId, collection: 'users', roles: ['support'] },
              payload,
              headers: new Headers({ cookie }),
            },
          },
          searchParams: Object.fromEntries(where.searchParams),
        } as unknown as AdminViewServerProps)) as ReactElement,
      )
    const html = await render(`payload-token=x; ${setCookie.split(';')[0]}`)
    expect(html).toContain(`name="idempotencyKey" value="${key}"`)
    expect(html).toMatch(/id="qty-0"[^>]*value="3"/)
    expect(html).toMatch(/id="resellable-0"(?![^>]*checked)[^>]*>/)
    expect(html).toMatch(/id="reason-defective"[^>]*checked/)
    expect(html).toMatch(/id="reason-customer"(?![^>]*checked)[^>]*>/)
    expect(html).toContain('外箱がつぶれていた</textarea>')
    expect(html).toMatch(/id="account-type-current"[^>]*checked/)
    expect(html).toMatch(/id="account-number"[^>]*value="7654321"/)
    expect(html).toMatch(/id="account-holder"[^>]*value="モリノ ハナコ"/)
    // Another staff member's browser session, or no cookie: an empty form with a new key.
    // Another staff member of this shop (the screen records who looked, so a real account).
    const colleague = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `returns-${randomUUID()}@example.jp`,
        password: 'Passw0rd!Passw0rd',
        name: '返品 同僚',
        roles: ['support'],
      },
    })
    for (const other of [await render(setCookie.split(';')[0]!, colleague.id), await render('')]) {
      expect(other).not.toContain(key)
      expect(other).not.toContain('7654321')
    }

    // Corrected and sent again with the same key: one return, and the draft is cleared.
    const done = await handler(post({ ...fields, 'qty-0': '1' }))
    expect(locationOf(done).searchParams.get('return')).toMatch(/^\d+$/)
    expect(done.headers.get('set-cookie')).toMatch(/^return_form_draft=; Path=\/admin\/returns; Max-Age=0;/)
    expect(await returnsOf(orderId)).toHaveLength(1)
    expect((await returnsOf(orderId))[0]).toMatchObject({ idempotencyKey: key })
  })
})
