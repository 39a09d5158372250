/**
 * App payments (PayPay 9, au PAY 10, d払い 11; docs/adr/018) through the payment provider's redirect flow: the
 * provider answers with a page where the shopper approves or cancels in the app, the browser comes back to the
 * shop's callback (spec §7 `POST gmo-app-payment-callback`), and `complete` asks the provider for the outcome.
 * Rakuten Pay (EXTERNAL_SETTLEMENT 7) has the same shape with its own provider (`rakutenPayConfig`): its hand-back
 * also carries a `confirmId` (spec §7 `POST rakuten/confirm`), which `complete` must present. Capture and refund
 * go through provider-settlement.ts like the card's (docs/adr/066): the apps' providers void, reduce and refund too.
 */
import { z } from 'zod'

import { logger } from '@/lib/log'

import type { AuthorizeResult, CompleteResult, PaymentGateway } from './payment-gateway'
import { PAYMENT_MESSAGES } from './payment-messages'
import { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods'
import { createProviderClient, type ProviderClient } from './provider-client'
import { captureAtProvider, refundAtProvider } from './provider-settlement'

const APP_NAMES: Partial<Record<PaymentMethodCode, string>> = {
  [PAYMENT_METHODS.PAYPAY]: 'PAYPAY',
  [PAYMENT_METHODS.AUPAY]: 'AUPAY',
  [PAYMENT_METHODS.DBARAI]: 'DBARAI',
  // Rakuten Pay (EXTERNAL_SETTLEMENT) is its own provider with the same redirect shape (docs/adr/018).
  [PAYMENT_METHODS.EXTERNAL_SETTLEMENT]: 'RAKUTEN',
}

const startAnswer = z.object({ status: z.literal('redirect'), id: z.string().min(1), redirectUrl: z.url() })
const completeAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authorized'), id: z.string().min(1) }),
  z.object({ status: z.literal('declined'), code: z.string() }),
])

const REFERENCE = /^[\w-]{1,100}$/

const unavailable = {
  status: 'declined',
  code: 'provider_unavailable',
  message: PAYMENT_MESSAGES.unavailable,
} as const

export function createAppPaymentGateway(deps: { client?: ProviderClient } = {}): PaymentGateway {
  const client = deps.client ?? createProviderClient()
  return {
    async authorize(request): Promise<AuthorizeResult> {
      const app = APP_NAMES[request.method]
      if (!app) throw new Error(`payment method ${request.method} is not an app payment`)
      try {
        const answer = startAnswer.parse(
          await client.post('/v1/app-payments', {
            method: app,
            orderNumber: request.orderNumber,
            amount: request.amount,
            returnUrl: request.returnUrl,
          }),
        )
        logger.info('app payment started', { orderNumber: request.orderNumber, app })
        return { status: 'redirect', reference: answer.id, redirectUrl: answer.redirectUrl }
      } catch (error) {
        logger.warn('app payment could not start', {
          err: error instanceof Error ? error.message : String(error),
        })
        return unavailable
      }
    },

    async complete(reference, returned): Promise<CompleteResult> {
      if (
        !REFERENCE.test(reference) ||
        (returned.reference !== undefined && returned.reference !== reference)
      )
        return { status: 'declined', code: 'reference_mismatch', message: PAYMENT_MESSAGES.appCancelled }
      try {
        const answer = completeAnswer.parse(
          await client.post(
            `/v1/app-payments/${encodeURIComponent(reference)}/complete`,
            // Rakuten Pay's confirmId (spec §7 rakuten/order); the app payments need none.
            returned.confirmId ? { confirmId: returned.confirmId } : {},
          ),
        )
        logger.info('app payment completed', { status: answer.status })
        return answer.status === 'authorized'
          ? { status: 'authorized', reference: answer.id }
          : { status: 'declined', code: answer.code, message: PAYMENT_MESSAGES.appCancelled }
      } catch (error) {
        logger.warn('app payment could not complete', {
          err: error instanceof Error ? error.message : String(error),
        })
        return unavailable
      }
    },

    async cancel(reference) {
      if (!REFERENCE.test(reference)) throw new Error('not an app payment reference')
      await client.post(`/v1/app-payments/${encodeURIComponent(reference)}/void`, {})
    },

    capture: (reference, amount) => captureAtProvider(client, '/v1/app-payments', reference, amount),

    refund: (request) => refundAtProvider(client, '/v1/app-payments', request),
  }
}
