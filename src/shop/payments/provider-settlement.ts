/**
 * Capture and refund over the provider API (docs/adr/066), shared by the card and the app-payment gateways: the
 * same calls under their own paths (`/v1/payments/:id/…`, `/v1/app-payments/:id/…`).
 *
 * - `POST …/:id/capture` `{amount?}` → `captured {id, amount}` | `refused {code}`
 * - `POST …/:id/refund` `{amount, idempotencyKey, orderNumber}` →
 *   `refunded {id, refundId, kind, amount}` | `refused {code}`
 *
 * A refund the provider's answer did not reach the shop for is `provider_unavailable`, never `refunded`: the
 * caller retries with the same idempotency key and gets the provider's first answer.
 */
import { z } from 'zod'

import { logger } from '@/lib/log'

import type { CaptureResult, RefundRequest, RefundResult } from './payment-gateway'
import { settlementMessage } from './payment-messages'
import { PaymentProviderError, type ProviderClient } from './provider-client'
import { isIdempotencyKey, isPaymentYen } from './refund-rules'

const REFERENCE = /^[\w-]{1,100}$/

/** Provider codes end up in a staff message: only short, plain ones are taken. */
const code = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/)

const refundAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('refunded'),
    refundId: z.string().min(1).max(200),
    kind: z.enum(['refund', 'void', 'reduce']),
    amount: z.number().int().positive(),
  }),
  z.object({ status: z.literal('refused'), code }),
])

const captureAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('captured'), amount: z.number().int().positive() }),
  z.object({ status: z.literal('refused'), code }),
])

const failed = (failure: string) =>
  ({ status: 'failed', code: failure, message: settlementMessage(failure) }) as const

export type PaymentKindPath = '/v1/payments' | '/v1/app-payments'

/** Asks the provider; null when it could not be asked or its answer was not understood (outcome unknown). */
async function ask<T>(
  client: ProviderClient,
  path: string,
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
): Promise<T | { notFound: true } | null> {
  try {
    const parsed = schema.safeParse(await client.post(path, body))
    if (parsed.success) return parsed.data
    logger.error('payment provider answer not understood', { path: path.split('/').slice(0, 3).join('/') })
  } catch (error) {
    // A payment the provider does not know is an answer, not an outage: retrying would not help.
    if (error instanceof PaymentProviderError && error.status === 404) return { notFound: true }
    logger.warn('payment provider request failed', {
      err: error instanceof Error ? error.message : String(error),
    })
  }
  return null
}

export async function refundAtProvider(
  client: ProviderClient,
  kindPath: PaymentKindPath,
  request: RefundRequest,
): Promise<RefundResult> {
  if (!REFERENCE.test(request.reference)) return failed('payment_not_found')
  if (!isPaymentYen(request.amount) || !isIdempotencyKey(request.idempotencyKey) || !request.orderNumber)
    return failed('invalid_request')
  const answer = await ask(
    client,
    `${kindPath}/${encodeURIComponent(request.reference)}/refund`,
    { amount: request.amount, idempotencyKey: request.idempotencyKey, orderNumber: request.orderNumber },
    refundAnswer,
  )
  if (!answer) return failed('provider_unavailable')
  if ('notFound' in answer) return failed('payment_not_found')
  logger.info('payment refund', {
    orderNumber: request.orderNumber,
    status: answer.status,
    ...(answer.status === 'refunded' ? { kind: answer.kind, amount: answer.amount } : { code: answer.code }),
  })
  if (answer.status === 'refused') return failed(answer.code)
  return { status: 'refunded', refundId: answer.refundId, kind: answer.kind, amount: answer.amount }
}

export async function captureAtProvider(
  client: ProviderClient,
  kindPath: PaymentKindPath,
  reference: string,
  amount?: number,
): Promise<CaptureResult> {
  if (!REFERENCE.test(reference)) return failed('payment_not_found')
  if (amount !== undefined && !isPaymentYen(amount)) return failed('invalid_amount')
  const answer = await ask(
    client,
    `${kindPath}/${encodeURIComponent(reference)}/capture`,
    amount === undefined ? {} : { amount },
    captureAnswer,
  )
  if (!answer) return failed('provider_unavailable')
  if ('notFound' in answer) return failed('payment_not_found')
  logger.info('payment capture', { status: answer.status })
  if (answer.status === 'refused') return failed(answer.code)
  return { status: 'captured', amount: answer.amount }
}
