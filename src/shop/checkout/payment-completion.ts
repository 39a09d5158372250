/**
 * The end of a card or app payment that needed the browser (ADR 020): the provider's hand-back names the
 * payment by its reference; the shop finds the payment-pending order by it, asks the gateway for the outcome
 * (`complete`: what the browser brought is only a pointer) and confirms the order — receipt mail once — or
 * cancels it with stock, points and cart given back. A second hand-back of the same reference changes nothing
 * and reports the same outcome. Pending orders whose browser never came back are cancelled the same way once
 * they are older than PENDING_PAYMENT_TTL_MS, lazily when checkout pages are used.
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'
import {
  EXPIRED_CODE,
  confirmPendingOrder,
  failPendingOrder,
  findOrderById,
  findOrderByPaymentReference,
  findStalePendingOrders,
  type PaymentOrder,
} from '@/shop/orders/pending-orders'
import { gatewayFor } from '@/shop/payments/gateways'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import type { CheckoutDeps } from './checkout-deps'
import { sendReceiptOnce } from './order-receipt'
import { failureCodeOf, type PaymentFailureCode } from './payment-return-paths'

export type PaymentCompletion =
  | { outcome: 'confirmed'; orderNumber: string; method: string; campaign: string | null }
  | {
      outcome: 'failed'
      code: PaymentFailureCode
      orderNumber: string | null
      method: string | null
      /** A campaign's one-page order (its pages differ); null otherwise or when the order is unknown. */
      campaign: string | null
    }

const CONFIRMED_STATUSES = new Set(['confirmed', 'shipped'])

/** What a finished order says about its payment: confirmed, or failed with its (folded) code. */
function settledOutcome(order: PaymentOrder): PaymentCompletion {
  if (order.paymentStatus === 'authorized' || CONFIRMED_STATUSES.has(order.status))
    return {
      outcome: 'confirmed',
      orderNumber: order.orderNumber,
      method: order.method,
      campaign: order.campaign,
    }
  return {
    outcome: 'failed',
    code: failureCodeOf(order.failureCode ?? 'declined'),
    orderNumber: order.orderNumber,
    method: order.method,
    campaign: order.campaign,
  }
}

async function voidQuietly(order: PaymentOrder): Promise<void> {
  if (!order.reference) return
  try {
    await gatewayFor(order.method).cancel(order.reference)
  } catch (error) {
    logger.warn('payment could not be voided', {
      orderNumber: order.orderNumber,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
}

export async function completePendingPayment(
  deps: CheckoutDeps,
  reference: string,
  returned: Record<string, string>,
): Promise<PaymentCompletion> {
  const { payload } = deps
  const order = await findOrderByPaymentReference(payload, reference)
  if (!order) {
    logger.info('payment hand-back for no order')
    return { outcome: 'failed', code: 'unknown', orderNumber: null, method: null, campaign: null }
  }
  if (order.status !== 'payment-pending' || order.paymentStatus !== 'pending') return settledOutcome(order)

  const result = await gatewayFor(order.method).complete(reference, returned)
  if (result.status === 'authorized') {
    if (await confirmPendingOrder(payload, order, result.savedCard)) {
      await sendReceiptOnce(deps, order.id)
      return {
        outcome: 'confirmed',
        orderNumber: order.orderNumber,
        method: order.method,
        campaign: order.campaign,
      }
    }
    // Someone else decided first: a concurrent hand-back (confirmed), or the stale sweep (cancelled: the
    // authorisation we just got must not be charged).
    const now = await findOrderById(payload, order.id)
    if (now && now.status === 'cancelled') await voidQuietly(order)
    return now
      ? settledOutcome(now)
      : { outcome: 'failed', code: 'unknown', orderNumber: null, method: null, campaign: null }
  }
  // The provider could not be asked: the order is given up all the same (the shopper gets the cart back at
  // once), and whatever the provider may still hold is voided.
  if (result.code === 'provider_unavailable') await voidQuietly(order)
  await failPendingOrder(payload, order.id, result.code)
  const now = await findOrderById(payload, order.id)
  return now
    ? settledOutcome(now)
    : {
        outcome: 'failed',
        code: failureCodeOf(result.code),
        orderNumber: order.orderNumber,
        method: order.method,
        campaign: order.campaign,
      }
}

export type RakutenHandBack =
  { outcome: 'confirm-page'; reference: string; confirmId: string } | PaymentCompletion

/**
 * Rakuten Pay's hand-back (`rakuten/confirm`) does not complete yet: the shopper confirms the order on the shop's
 * page first, which posts `rakuten/order`. Without a confirmId the shopper cancelled in Rakuten Pay: completed
 * (declined) at once, so the cart comes back. A hand-back for an order already decided reports that outcome.
 */
export async function rakutenHandBack(
  deps: CheckoutDeps,
  reference: string,
  confirmId: string | undefined,
): Promise<RakutenHandBack> {
  const order = await findOrderByPaymentReference(deps.payload, reference)
  if (!order || order.method !== PAYMENT_METHODS.EXTERNAL_SETTLEMENT)
    return { outcome: 'failed', code: 'unknown', orderNumber: null, method: null, campaign: null }
  if (order.status !== 'payment-pending') return settledOutcome(order)
  if (!confirmId) return completePendingPayment(deps, reference, { reference })
  return { outcome: 'confirm-page', reference, confirmId }
}

/**
 * Cancels pending payments older than the TTL (the browser never came back): the provider's authorisation is
 * voided first, so a late hand-back cannot charge a cancelled order. Never fails the request that triggered it.
 */
export async function expireStalePendingOrders(payload: Payload, now: Date = new Date()): Promise<number> {
  try {
    const stale = await findStalePendingOrders(payload, now)
    let cancelled = 0
    for (const order of stale) {
      await voidQuietly(order)
      if (await failPendingOrder(payload, order.id, EXPIRED_CODE, now)) cancelled++
    }
    if (cancelled > 0) logger.info('stale payment-pending orders cancelled', { count: cancelled })
    return cancelled
  } catch (error) {
    logger.error('stale payment-pending sweep failed', {
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
    return 0
  }
}
