/**
 * Credit card payments (docs/adr/018) through the card provider: authorise with a one-time token from the
 * provider's card-token script or with a card the provider keeps for the member; EMV 3-D Secure when the issuer
 * asks for it (the browser goes to the ACS and comes back, then `complete` asks the provider for the outcome);
 * void with `cancel`; capture and refund through provider-settlement.ts (docs/adr/066). The card-testing limits (card-attempt-limits.ts) count every attempt before it stands.
 */
import { z } from 'zod'

import { logger } from '@/lib/log'

import {
  type CardAttemptLimits,
  cardAttemptLimits,
  type LimitRefusal,
  RATE_LIMITED_CODE,
} from './card-attempt-limits'
import type { AuthorizeResult, CompleteResult, PaymentGateway } from './payment-gateway'
import { PAYMENT_MESSAGES } from './payment-messages'
import { createProviderClient, type ProviderClient } from './provider-client'
import { captureAtProvider, refundAtProvider } from './provider-settlement'

const card = z.object({ fingerprint: z.string().min(1), brand: z.string(), last4: z.string() }).optional()
const savedCard = z.object({
  reference: z.string().min(1),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
})

const providerAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authorized'), id: z.string().min(1), card, savedCard: savedCard.optional() }),
  z.object({ status: z.literal('challenge_required'), id: z.string().min(1), acsUrl: z.url(), card }),
  z.object({ status: z.literal('declined'), id: z.string().optional(), code: z.string(), card }),
])
type ProviderAnswer = z.infer<typeof providerAnswer>

/** What the provider answers a void: its own shape, not an authorisation's. */
const voidAnswer = z.object({ status: z.literal('voided'), id: z.string().optional() })

const REFERENCE = /^[\w-]{1,100}$/

const declined = (code: string, message: string) => ({ status: 'declined', code, message }) as const

const rateLimited = (refusal: LimitRefusal) => ({
  ...declined(RATE_LIMITED_CODE, refusal.message),
  retryAfterSeconds: refusal.retryAfterSeconds,
})

function declineMessage(code: string): string {
  switch (code) {
    case 'authentication_failed':
      return PAYMENT_MESSAGES.authenticationFailed
    case 'invalid_token':
      return PAYMENT_MESSAGES.tokenExpired
    case 'invalid_saved_card':
      return PAYMENT_MESSAGES.savedCardUnavailable
    default:
      return PAYMENT_MESSAGES.declined
  }
}

const cardKey = (answer: ProviderAnswer) => (answer.card ? `fp:${answer.card.fingerprint}` : null)

export interface CardGatewayDeps {
  client?: ProviderClient
  limits?: CardAttemptLimits
}

export function createCardGateway(deps: CardGatewayDeps = {}): PaymentGateway {
  const client = deps.client ?? createProviderClient()
  const limits = deps.limits ?? cardAttemptLimits()

  async function call<T>(
    path: string,
    body: Record<string, unknown>,
    schema: z.ZodType<T>,
  ): Promise<T | null> {
    try {
      const parsed = schema.safeParse(await client.post(path, body))
      if (parsed.success) return parsed.data
      logger.error('card provider answer not understood', { path: path.split('/').slice(0, 3).join('/') })
    } catch (error) {
      logger.warn('card provider request failed', {
        err: error instanceof Error ? error.message : String(error),
      })
    }
    return null
  }

  /** Voids a payment the provider holds (authorised, or waiting for its 3-D Secure challenge). */
  const voidPayment = (reference: string) =>
    call(`/v1/payments/${encodeURIComponent(reference)}/void`, {}, voidAnswer)

  return {
    async authorize(request): Promise<AuthorizeResult> {
      const token = request.cardToken?.trim() || undefined
      const saved = request.savedCardReference?.trim() || undefined
      if (Boolean(token) === Boolean(saved)) return declined('missing_card', PAYMENT_MESSAGES.missingCard)
      const savedKey = saved ? `saved:${saved}` : null
      const refusal = await limits.beforeAttempt({
        ip: request.ip,
        memberId: request.customerId,
        cardKey: savedKey,
      })
      if (refusal) {
        logger.info('card attempt refused by limits', {
          orderNumber: request.orderNumber,
          scope: refusal.scope,
        })
        return rateLimited(refusal)
      }
      const customerRef =
        request.customerId !== undefined && request.customerId !== null
          ? `member-${request.customerId}`
          : undefined
      const answer = await call(
        '/v1/payments',
        {
          orderNumber: request.orderNumber,
          amount: request.amount,
          ...(token ? { token } : { savedCard: saved }),
          // Only a member has somewhere to keep the card's reference.
          saveCard: Boolean(request.saveCard && token && customerRef),
          ...(customerRef ? { customerRef } : {}),
          returnUrl: request.returnUrl,
          ip: request.ip,
        },
        providerAnswer,
      )
      if (!answer) return declined('provider_unavailable', PAYMENT_MESSAGES.unavailable)
      logger.info('card authorisation', { orderNumber: request.orderNumber, status: answer.status })
      // The card's fingerprint is known only now: the attempt is counted against it before anything stands.
      const key = cardKey(answer)
      const blocked = key ? await limits.countCard(key) : null
      if (blocked) {
        // A card already tried too often is not charged, even if the issuer would now approve it.
        if (answer.status !== 'declined') await voidPayment(answer.id)
        logger.info('card attempt refused by limits', {
          orderNumber: request.orderNumber,
          scope: blocked.scope,
        })
        return rateLimited(blocked)
      }
      if (answer.status === 'declined') return declined(answer.code, declineMessage(answer.code))
      // A challenge stays counted against the card until it ends in an approval (complete).
      if (answer.status === 'challenge_required')
        return { status: 'redirect', reference: answer.id, redirectUrl: answer.acsUrl }
      await limits.recordApproval([key, savedKey])
      return {
        status: 'authorized',
        reference: answer.id,
        ...(answer.savedCard ? { savedCard: answer.savedCard } : {}),
      }
    },

    async complete(reference, returned): Promise<CompleteResult> {
      // What the browser brought back is only a pointer; the outcome is asked of the provider.
      if (
        !REFERENCE.test(reference) ||
        (returned.reference !== undefined && returned.reference !== reference)
      )
        return declined('reference_mismatch', PAYMENT_MESSAGES.authenticationFailed)
      const answer = await call(`/v1/payments/${encodeURIComponent(reference)}/complete`, {}, providerAnswer)
      if (!answer || answer.status === 'challenge_required')
        return declined('provider_unavailable', PAYMENT_MESSAGES.unavailable)
      logger.info('card authorisation completed', { status: answer.status })
      // The attempt was counted against the card when the challenge was asked for (authorize).
      if (answer.status === 'declined') return declined(answer.code, declineMessage(answer.code))
      await limits.recordApproval([cardKey(answer)])
      return {
        status: 'authorized',
        reference: answer.id,
        ...(answer.savedCard ? { savedCard: answer.savedCard } : {}),
      }
    },

    async cancel(reference) {
      if (!REFERENCE.test(reference)) throw new Error('not a card payment reference')
      // The caller logs a failed void (it may still hold the money), so a void not confirmed is an error here.
      if (!(await voidPayment(reference))) throw new Error('card payment not voided')
    },

    capture: (reference, amount) => captureAtProvider(client, '/v1/payments', reference, amount),

    refund: (request) => refundAtProvider(client, '/v1/payments', request),
  }
}
