import { describe, expect, it } from 'vitest'

import { gatewayFor, UnsupportedPaymentMethodError } from '@/shop/payments/gateways'
import { SETTLEMENT_MESSAGES } from '@/shop/payments/payment-messages'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

const request = {
  orderNumber: 'W-20261123-0001',
  amount: 3980,
  returnUrl: 'http://localhost:3000/cart/',
  ip: '203.0.113.5',
}

describe('gatewayFor', () => {
  it.each([PAYMENT_METHODS.CASH_ON_DELIVERY, PAYMENT_METHODS.DIRECT_DEBIT, PAYMENT_METHODS.POSTAL_TRANSFER])(
    'authorises offline method %s at once with an offline reference',
    async (method) => {
      const gateway = gatewayFor(method)
      const result = await gateway.authorize({ ...request, method })
      expect(result).toEqual({ status: 'authorized', reference: `offline-${method}-W-20261123-0001` })
      if (result.status !== 'authorized') throw new Error('not authorised')
      await expect(gateway.complete(result.reference, {})).resolves.toMatchObject({ status: 'authorized' })
      await expect(gateway.cancel(result.reference)).resolves.toBeUndefined()
    },
  )

  it.each([PAYMENT_METHODS.CASH_ON_DELIVERY, PAYMENT_METHODS.DIRECT_DEBIT, PAYMENT_METHODS.POSTAL_TRANSFER])(
    'refuses to refund or capture offline method %s: staff refund by bank transfer',
    async (method) => {
      const gateway = gatewayFor(method)
      const reference = `offline-${method}-W-20261123-0001`
      await expect(
        gateway.refund({
          reference,
          amount: 1000,
          idempotencyKey: 'return-1',
          orderNumber: 'W-20261123-0001',
        }),
      ).resolves.toEqual({
        status: 'failed',
        code: 'bank_transfer_required',
        message: SETTLEMENT_MESSAGES.bank_transfer_required,
      })
      await expect(gateway.capture(reference)).resolves.toMatchObject({
        status: 'failed',
        code: 'collected_offline',
      })
    },
  )

  it('gives the card and the app payments their own gateways', () => {
    expect(gatewayFor(PAYMENT_METHODS.CREDIT_CARD)).toBe(gatewayFor(PAYMENT_METHODS.CREDIT_CARD))
    expect(gatewayFor(PAYMENT_METHODS.PAYPAY)).toBe(gatewayFor(PAYMENT_METHODS.DBARAI))
    expect(gatewayFor(PAYMENT_METHODS.PAYPAY)).not.toBe(gatewayFor(PAYMENT_METHODS.CREDIT_CARD))
  })

  it('gives Rakuten Pay a redirect gateway of its own', () => {
    const rakuten = gatewayFor(PAYMENT_METHODS.EXTERNAL_SETTLEMENT)
    expect(rakuten).not.toBe(gatewayFor(PAYMENT_METHODS.PAYPAY))
  })

  it('has no gateway for no method or points only', () => {
    for (const method of [PAYMENT_METHODS.NONE, PAYMENT_METHODS.POINT])
      expect(() => gatewayFor(method)).toThrow(UnsupportedPaymentMethodError)
  })
})
