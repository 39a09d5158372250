/**
 * Capture and refund through the real gateways and the in-process card sandbox (docs/adr/066): a whole refund of
 * an authorisation voids it, a partial one reduces it, a captured payment is refunded, and a refund is exactly
 * once per idempotency key, however often or however concurrently it is asked for.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
})

import { createAppPaymentGateway } from '@/shop/payments/app-payment-gateway'
import { createCardAttemptLimits, DEFAULT_CARD_ATTEMPT_LIMITS } from '@/shop/payments/card-attempt-limits'
import { createCardGateway } from '@/shop/payments/card-gateway'
import { gatewayFor } from '@/shop/payments/gateways'
import type { PaymentGateway, RefundRequest } from '@/shop/payments/payment-gateway'
import { SETTLEMENT_MESSAGES } from '@/shop/payments/payment-messages'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

import { isolatedRateLimiter } from './rate-limit-helper'

const SHOP_ORIGIN = 'http://localhost:3000'
const AMOUNT = 5480

let origin = ''
const card = createCardGateway({
  limits: createCardAttemptLimits(DEFAULT_CARD_ATTEMPT_LIMITS, isolatedRateLimiter()),
})
const app = createAppPaymentGateway()

beforeAll(async () => {
  origin = (await cardSandbox()).origin
})

let seq = 0
const nextOrderNumber = () => `W-20261129-${String(++seq).padStart(4, '0')}`
const nextKey = () => `return-${seq}-${Math.random().toString(36).slice(2, 10)}`

/** The browser's part: the card-token service, posted to as the token script would. */
async function token(): Promise<string> {
  const response = await fetch(`${origin}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4111111111111111',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'TARO YAMADA',
    }),
  })
  const body = (await response.json()) as { token: string }
  return body.token
}

interface Paid {
  gateway: PaymentGateway
  reference: string
  orderNumber: string
  refund(amount: number, idempotencyKey?: string): ReturnType<PaymentGateway['refund']>
}

function paid(gateway: PaymentGateway, reference: string, orderNumber: string): Paid {
  return {
    gateway,
    reference,
    orderNumber,
    refund: (amount, idempotencyKey = nextKey()) =>
      gateway.refund({ reference, amount, idempotencyKey, orderNumber }),
  }
}

async function cardPayment(amount = AMOUNT): Promise<Paid> {
  const orderNumber = nextOrderNumber()
  const result = await card.authorize({
    orderNumber,
    amount,
    method: PAYMENT_METHODS.CREDIT_CARD,
    cardToken: await token(),
    returnUrl: `${SHOP_ORIGIN}/api/pages/cart/tds-callback`,
    ip: '203.0.113.7',
  })
  if (result.status !== 'authorized') throw new Error(`expected an authorisation, got ${result.status}`)
  return paid(card, result.reference, orderNumber)
}

async function capturedCardPayment(amount = AMOUNT): Promise<Paid> {
  const payment = await cardPayment(amount)
  await expect(card.capture(payment.reference)).resolves.toEqual({ status: 'captured', amount })
  return payment
}

/** An app payment the shopper approved in the app, completed authorised. */
async function appPayment(method: PaymentMethodCode, amount = AMOUNT): Promise<Paid> {
  const orderNumber = nextOrderNumber()
  const result = await app.authorize({
    orderNumber,
    amount,
    method,
    returnUrl: `${SHOP_ORIGIN}/api/gmo-app-payment-callback`,
    ip: '203.0.113.7',
  })
  if (result.status !== 'redirect') throw new Error(`expected a redirect, got ${result.status}`)
  await fetch(result.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
  })
  const completed = await app.complete(result.reference, { reference: result.reference })
  if (completed.status !== 'authorized') throw new Error(`expected an authorisation, got ${completed.status}`)
  return paid(app, result.reference, orderNumber)
}

const refunded = (kind: string, amount: number) => ({
  status: 'refunded',
  refundId: expect.stringMatching(/^ref_/),
  kind,
  amount,
})
const refusal = (code: keyof typeof SETTLEMENT_MESSAGES) => ({
  status: 'failed',
  code,
  message: SETTLEMENT_MESSAGES[code],
})

describe('refund of an authorised card payment (not captured)', () => {
  it('voids the authorisation when all of it is refunded; nothing is left to refund or capture', async () => {
    const payment = await cardPayment()
    await expect(payment.refund(AMOUNT)).resolves.toEqual(refunded('void', AMOUNT))
    await expect(payment.refund(1)).resolves.toEqual(refusal('not_refundable'))
    await expect(card.capture(payment.reference)).resolves.toEqual(refusal('not_capturable'))
  })

  it('reduces the authorisation when part is refunded, and the rest can still be captured and refunded', async () => {
    const payment = await cardPayment()
    await expect(payment.refund(1480)).resolves.toEqual(refunded('reduce', 1480))
    await expect(payment.refund(4001)).resolves.toEqual(refusal('exceeds_remaining'))
    await expect(card.capture(payment.reference)).resolves.toEqual({ status: 'captured', amount: 4000 })
    await expect(payment.refund(4000)).resolves.toEqual(refunded('refund', 4000))
    await expect(payment.refund(1)).resolves.toEqual(refusal('exceeds_remaining'))
  })
})

describe('refund of a captured card payment', () => {
  it('returns part, then the rest, and refuses anything beyond', async () => {
    const payment = await capturedCardPayment()
    await expect(payment.refund(2000)).resolves.toEqual(refunded('refund', 2000))
    await expect(payment.refund(3481)).resolves.toEqual(refusal('exceeds_remaining'))
    await expect(payment.refund(3480)).resolves.toEqual(refunded('refund', 3480))
    await expect(payment.refund(1)).resolves.toEqual(refusal('exceeds_remaining'))
  })

  it('answers a repeated capture with the capture made, and cannot void a captured payment', async () => {
    const payment = await capturedCardPayment()
    await expect(card.capture(payment.reference)).resolves.toEqual({ status: 'captured', amount: AMOUNT })
    await expect(card.capture(payment.reference, 1000)).resolves.toEqual(refusal('already_captured'))
    await expect(card.cancel(payment.reference)).rejects.toThrow('not voided')
    await expect(payment.refund(AMOUNT)).resolves.toEqual(refunded('refund', AMOUNT))
  })

  it('refuses an over-refund of the whole payment at once', async () => {
    const payment = await capturedCardPayment()
    await expect(payment.refund(AMOUNT + 1)).resolves.toEqual(refusal('exceeds_remaining'))
    await expect(payment.refund(AMOUNT)).resolves.toEqual(refunded('refund', AMOUNT))
  })
})

describe('exactly once', () => {
  it('answers the same key twice with the first answer and refunds once', async () => {
    const payment = await capturedCardPayment()
    const key = nextKey()
    const first = await payment.refund(1000, key)
    expect(first).toEqual(refunded('refund', 1000))
    await expect(payment.refund(1000, key)).resolves.toEqual(first)
    // Only 1000 was taken: the other 4480 is still there, and not one yen more.
    await expect(payment.refund(4480)).resolves.toEqual(refunded('refund', 4480))
    await expect(payment.refund(1)).resolves.toEqual(refusal('exceeds_remaining'))
  })

  it('refunds once when the same key arrives concurrently (a double click)', async () => {
    const payment = await capturedCardPayment()
    const key = nextKey()
    const answers = await Promise.all(Array.from({ length: 5 }, () => payment.refund(1000, key)))
    expect(answers[0]).toEqual(refunded('refund', 1000))
    for (const answer of answers) expect(answer).toEqual(answers[0])
    await expect(payment.refund(4480)).resolves.toEqual(refunded('refund', 4480))
    await expect(payment.refund(1)).resolves.toEqual(refusal('exceeds_remaining'))
  })

  it('voids once when a whole refund of an authorisation arrives twice at once', async () => {
    const payment = await cardPayment()
    const key = nextKey()
    const [a, b] = await Promise.all([payment.refund(AMOUNT, key), payment.refund(AMOUNT, key)])
    expect(a).toEqual(refunded('void', AMOUNT))
    expect(b).toEqual(a)
  })

  it('never gives back more than was paid when two different refunds arrive at once', async () => {
    const payment = await capturedCardPayment()
    const answers = await Promise.all([payment.refund(3000), payment.refund(3000)])
    expect(answers.filter((answer) => answer.status === 'refunded')).toHaveLength(1)
    expect(answers).toContainEqual(refusal('exceeds_remaining'))
  })

  it('refuses a key used for another refund, and refunds nothing for it', async () => {
    const payment = await capturedCardPayment()
    const key = nextKey()
    await expect(payment.refund(1000, key)).resolves.toEqual(refunded('refund', 1000))
    await expect(payment.refund(2000, key)).resolves.toEqual(refusal('idempotency_key_reused'))
    const other = await capturedCardPayment()
    await expect(other.refund(1000, key)).resolves.toEqual(refusal('idempotency_key_reused'))
    await expect(payment.refund(4480)).resolves.toEqual(refunded('refund', 4480))
    await expect(other.refund(AMOUNT)).resolves.toEqual(refunded('refund', AMOUNT))
  })
})

describe('the payment refunded is the one meant', () => {
  it('refuses a refund naming another order, and a payment the provider does not know', async () => {
    const payment = await capturedCardPayment()
    const request: RefundRequest = {
      reference: payment.reference,
      amount: 1000,
      idempotencyKey: nextKey(),
      orderNumber: 'W-20261129-9999',
    }
    await expect(card.refund(request)).resolves.toEqual(refusal('order_mismatch'))
    await expect(card.refund({ ...request, reference: 'pay_unknown' })).resolves.toEqual(
      refusal('payment_not_found'),
    )
    // A card reference is not an app payment's, nor the other way round.
    await expect(app.refund({ ...request, orderNumber: payment.orderNumber })).resolves.toEqual(
      refusal('payment_not_found'),
    )
    await expect(payment.refund(AMOUNT)).resolves.toEqual(refunded('refund', AMOUNT))
  })
})

describe('app payments', () => {
  it.each([PAYMENT_METHODS.PAYPAY, PAYMENT_METHODS.AUPAY, PAYMENT_METHODS.DBARAI])(
    '%s: reduces, captures the rest and refunds it, once per key',
    async (method) => {
      const payment = await appPayment(method)
      await expect(payment.refund(480)).resolves.toEqual(refunded('reduce', 480))
      await expect(app.capture(payment.reference)).resolves.toEqual({ status: 'captured', amount: 5000 })
      const key = nextKey()
      const [a, b] = await Promise.all([payment.refund(5000, key), payment.refund(5000, key)])
      expect(a).toEqual(refunded('refund', 5000))
      expect(b).toEqual(a)
      await expect(payment.refund(1)).resolves.toEqual(refusal('exceeds_remaining'))
    },
  )

  it('voids an app authorisation refunded whole, and refuses one the shopper never approved', async () => {
    const payment = await appPayment(PAYMENT_METHODS.PAYPAY)
    await expect(payment.refund(AMOUNT)).resolves.toEqual(refunded('void', AMOUNT))

    const orderNumber = nextOrderNumber()
    const pending = await app.authorize({
      orderNumber,
      amount: AMOUNT,
      method: PAYMENT_METHODS.PAYPAY,
      returnUrl: `${SHOP_ORIGIN}/api/gmo-app-payment-callback`,
      ip: '203.0.113.7',
    })
    if (pending.status !== 'redirect') throw new Error('expected a redirect')
    await expect(
      app.refund({ reference: pending.reference, amount: 100, idempotencyKey: nextKey(), orderNumber }),
    ).resolves.toEqual(refusal('not_refundable'))
  })

  it('refunds Rakuten Pay through its own gateway', async () => {
    const gateway = gatewayFor(PAYMENT_METHODS.EXTERNAL_SETTLEMENT)
    const orderNumber = nextOrderNumber()
    const result = await gateway.authorize({
      orderNumber,
      amount: AMOUNT,
      method: PAYMENT_METHODS.EXTERNAL_SETTLEMENT,
      returnUrl: `${SHOP_ORIGIN}/api/rakuten/confirm`,
      ip: '203.0.113.7',
    })
    if (result.status !== 'redirect') throw new Error('expected a redirect')
    const handBack = await (
      await fetch(result.redirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=approve',
      })
    ).text()
    const confirmId = /name="confirmId" value="([^"]+)"/.exec(handBack)?.[1] ?? ''
    await expect(
      gateway.complete(result.reference, { reference: result.reference, confirmId }),
    ).resolves.toMatchObject({ status: 'authorized' })
    await expect(gateway.capture(result.reference)).resolves.toEqual({ status: 'captured', amount: AMOUNT })
    await expect(
      gateway.refund({ reference: result.reference, amount: 1000, idempotencyKey: nextKey(), orderNumber }),
    ).resolves.toEqual(refunded('refund', 1000))
  })
})

describe('offline methods', () => {
  it.each([PAYMENT_METHODS.CASH_ON_DELIVERY, PAYMENT_METHODS.DIRECT_DEBIT, PAYMENT_METHODS.POSTAL_TRANSFER])(
    '%s: asks for a bank-transfer refund instead',
    async (method) => {
      const gateway = gatewayFor(method)
      const orderNumber = nextOrderNumber()
      const result = await gateway.authorize({
        orderNumber,
        amount: AMOUNT,
        method,
        returnUrl: SHOP_ORIGIN,
        ip: '203.0.113.7',
      })
      if (result.status !== 'authorized') throw new Error('expected an authorisation')
      await expect(
        gateway.refund({
          reference: result.reference,
          amount: AMOUNT,
          idempotencyKey: nextKey(),
          orderNumber,
        }),
      ).resolves.toEqual(refusal('bank_transfer_required'))
    },
  )
})
