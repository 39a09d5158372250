import { describe, expect, it } from 'vitest'

import { createAppPaymentGateway } from '@/shop/payments/app-payment-gateway'
import type { CardAttemptLimits } from '@/shop/payments/card-attempt-limits'
import { createCardGateway } from '@/shop/payments/card-gateway'
import type { RefundRequest } from '@/shop/payments/payment-gateway'
import { SETTLEMENT_MESSAGES } from '@/shop/payments/payment-messages'
import { PaymentProviderError, type ProviderClient } from '@/shop/payments/provider-client'

/** A provider that answers every request with `answer` and records what it was sent. */
function fakeProvider(answer: () => Promise<Record<string, unknown>>) {
  const sent: Array<{ path: string; body: Record<string, unknown> }> = []
  const client: ProviderClient = {
    post(path, body) {
      sent.push({ path, body })
      return answer()
    },
  }
  return { client, sent }
}

const request: RefundRequest = {
  reference: 'pay_abc',
  amount: 1200,
  idempotencyKey: 'return-7:1',
  orderNumber: 'W-20261123-0001',
}

// The limits are never consulted by capture or refund.
const noLimits: CardAttemptLimits = {
  beforeAttempt: () => Promise.resolve(null),
  countCard: () => Promise.resolve(null),
  recordApproval: () => Promise.resolve(),
}

describe('card gateway refund', () => {
  it('asks the provider once with the amount, the key and the order number, and passes its answer on', async () => {
    const provider = fakeProvider(async () => ({
      status: 'refunded',
      id: 'pay_abc',
      refundId: 'ref_1',
      kind: 'reduce',
      amount: 1200,
    }))
    const gateway = createCardGateway({ client: provider.client, limits: noLimits })
    await expect(gateway.refund(request)).resolves.toEqual({
      status: 'refunded',
      refundId: 'ref_1',
      kind: 'reduce',
      amount: 1200,
    })
    expect(provider.sent).toEqual([
      {
        path: '/v1/payments/pay_abc/refund',
        body: { amount: 1200, idempotencyKey: 'return-7:1', orderNumber: 'W-20261123-0001' },
      },
    ])
  })

  it('answers a refusal with its Japanese message for staff', async () => {
    const provider = fakeProvider(async () => ({ status: 'refused', code: 'exceeds_remaining' }))
    const gateway = createCardGateway({ client: provider.client, limits: noLimits })
    await expect(gateway.refund(request)).resolves.toEqual({
      status: 'failed',
      code: 'exceeds_remaining',
      message: SETTLEMENT_MESSAGES.exceeds_remaining,
    })
  })

  it('gives a code it does not know a message that names it', async () => {
    const provider = fakeProvider(async () => ({ status: 'refused', code: 'issuer_closed' }))
    const gateway = createCardGateway({ client: provider.client, limits: noLimits })
    const result = await gateway.refund(request)
    expect(result).toMatchObject({ status: 'failed', code: 'issuer_closed' })
    if (result.status === 'failed') expect(result.message).toContain('コード: issuer_closed')
  })

  it('never calls an unknown outcome refunded: no answer, a 500 or a strange answer is provider_unavailable', async () => {
    for (const answer of [
      () => Promise.reject(new PaymentProviderError('payment provider unreachable: TimeoutError')),
      () => Promise.reject(new PaymentProviderError('payment provider answered 500', 500)),
      () => Promise.resolve({ status: 'refunded', refundId: 'ref_1' }),
      () => Promise.resolve({ status: 'refused', code: '<script>' }),
    ]) {
      const gateway = createCardGateway({ client: fakeProvider(answer).client, limits: noLimits })
      await expect(gateway.refund(request)).resolves.toEqual({
        status: 'failed',
        code: 'provider_unavailable',
        message: SETTLEMENT_MESSAGES.provider_unavailable,
      })
    }
  })

  it('answers a payment the provider does not know (404) as not found', async () => {
    const provider = fakeProvider(() => Promise.reject(new PaymentProviderError('answered 404', 404)))
    const gateway = createCardGateway({ client: provider.client, limits: noLimits })
    await expect(gateway.refund(request)).resolves.toMatchObject({
      status: 'failed',
      code: 'payment_not_found',
    })
  })

  it('sends nothing for a bad amount, key, order number or reference', async () => {
    const provider = fakeProvider(() => Promise.reject(new Error('must not be asked')))
    const gateway = createCardGateway({ client: provider.client, limits: noLimits })
    for (const bad of [
      { amount: 0 },
      { amount: 12.5 },
      { idempotencyKey: '' },
      { idempotencyKey: 'two words' },
      { orderNumber: '' },
    ])
      await expect(gateway.refund({ ...request, ...bad })).resolves.toMatchObject({
        status: 'failed',
        code: 'invalid_request',
      })
    await expect(gateway.refund({ ...request, reference: '../x' })).resolves.toMatchObject({
      code: 'payment_not_found',
    })
    expect(provider.sent).toEqual([])
  })
})

describe('capture', () => {
  it('captures all by default, or the amount given, under each kind of payment', async () => {
    const provider = fakeProvider(async () => ({ status: 'captured', id: 'x', amount: 5480 }))
    const card = createCardGateway({ client: provider.client, limits: noLimits })
    const app = createAppPaymentGateway({ client: provider.client })
    await expect(card.capture('pay_abc')).resolves.toEqual({ status: 'captured', amount: 5480 })
    await expect(app.capture('app_abc', 5000)).resolves.toEqual({ status: 'captured', amount: 5480 })
    expect(provider.sent).toEqual([
      { path: '/v1/payments/pay_abc/capture', body: {} },
      { path: '/v1/app-payments/app_abc/capture', body: { amount: 5000 } },
    ])
  })

  it('answers a refusal and a bad amount with messages for staff', async () => {
    const provider = fakeProvider(async () => ({ status: 'refused', code: 'not_capturable' }))
    const gateway = createAppPaymentGateway({ client: provider.client })
    await expect(gateway.capture('app_abc')).resolves.toEqual({
      status: 'failed',
      code: 'not_capturable',
      message: SETTLEMENT_MESSAGES.not_capturable,
    })
    await expect(gateway.capture('app_abc', -1)).resolves.toMatchObject({ code: 'invalid_amount' })
    expect(provider.sent).toHaveLength(1)
  })
})

describe('app payment refund', () => {
  it('goes to the app-payment path', async () => {
    const provider = fakeProvider(async () => ({
      status: 'refunded',
      id: 'app_abc',
      refundId: 'ref_2',
      kind: 'refund',
      amount: 1200,
    }))
    const gateway = createAppPaymentGateway({ client: provider.client })
    await expect(gateway.refund({ ...request, reference: 'app_abc' })).resolves.toMatchObject({
      status: 'refunded',
      kind: 'refund',
    })
    expect(provider.sent[0]?.path).toBe('/v1/app-payments/app_abc/refund')
  })
})
