/**
 * How money held by a card or app-payment provider can be captured and given back (docs/adr/066). Pure: the
 * provider (its sandbox here) decides with these, and the gateways check a request with them before sending it.
 *
 * A Japanese card processor holds a payment in one of two stages:
 * - authorised (仮売上): nothing has been charged yet. Giving back all of it voids the authorisation (取消);
 *   giving back part of it lowers the authorised amount (減額), and the rest can still be captured.
 * - captured (売上確定): the money was charged. Giving back returns part or all of what was captured (返金).
 * Either way, what is given back in total can never exceed what the shopper paid.
 */

export type RefundKind = 'refund' | 'void' | 'reduce'

/** A payment the provider holds, in yen. */
export interface HeldPayment {
  stage: 'authorized' | 'captured'
  /** What is authorised now: the first authorisation less every reduction. */
  authorized: number
  /** Captured: what was charged (0 while only authorised). */
  captured: number
  /** Captured: what was returned of it so far. */
  refunded: number
}

export type RefundRefusal = 'invalid_amount' | 'not_refundable' | 'exceeds_remaining'
export type CaptureRefusal = 'invalid_amount' | 'not_capturable' | 'exceeds_authorized' | 'already_captured'

export type RefundDecision =
  { ok: true; kind: RefundKind; after: HeldPayment } | { ok: false; code: RefundRefusal }

export type CaptureDecision =
  { ok: true; after: HeldPayment; alreadyCaptured: boolean } | { ok: false; code: CaptureRefusal }

/** The provider's limit for one payment (and what the sandbox accepts for an authorisation). */
export const MAX_PAYMENT_YEN = 10_000_000

/** An amount to give back or capture: whole yen, at least 1. */
export const isPaymentYen = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_PAYMENT_YEN

/**
 * The caller's key for one refund (a return's id and attempt, say): letters, digits, `_ - . :`, up to 100.
 * Printable and short, because it travels to the provider and into logs.
 */
export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w.:-]{1,100}$/.test(value)

/** What can still be given back: the authorised amount, or what was captured and not yet returned. */
export function refundableOf(payment: HeldPayment): number {
  return payment.stage === 'authorized' ? payment.authorized : payment.captured - payment.refunded
}

/** `payment` is null when the provider holds nothing refundable (pending, declined, voided). */
export function decideRefund(payment: HeldPayment | null, amount: number): RefundDecision {
  if (!isPaymentYen(amount)) return { ok: false, code: 'invalid_amount' }
  if (!payment) return { ok: false, code: 'not_refundable' }
  if (amount > refundableOf(payment)) return { ok: false, code: 'exceeds_remaining' }
  if (payment.stage === 'captured')
    return { ok: true, kind: 'refund', after: { ...payment, refunded: payment.refunded + amount } }
  // Nothing was charged: the authorisation itself shrinks, and when nothing of it would be left it is voided
  // rather than kept as a zero-yen authorisation that could still be captured.
  const after = { ...payment, authorized: payment.authorized - amount }
  return { ok: true, kind: amount === payment.authorized ? 'void' : 'reduce', after }
}

/**
 * Capturing all of the authorisation, or less (the rest is released). Capturing again with the same amount, or
 * with none, answers the capture already made: a retry after a lost answer must not fail.
 */
export function decideCapture(payment: HeldPayment | null, amount?: number): CaptureDecision {
  if (amount !== undefined && !isPaymentYen(amount)) return { ok: false, code: 'invalid_amount' }
  if (!payment) return { ok: false, code: 'not_capturable' }
  if (payment.stage === 'captured')
    return amount === undefined || amount === payment.captured
      ? { ok: true, after: payment, alreadyCaptured: true }
      : { ok: false, code: 'already_captured' }
  const captured = amount ?? payment.authorized
  // A zero-yen authorisation (a card verified to be kept, docs/adr/035) has nothing to capture.
  if (captured === 0 || captured > payment.authorized) return { ok: false, code: 'exceeds_authorized' }
  return {
    ok: true,
    after: { stage: 'captured', authorized: payment.authorized, captured, refunded: 0 },
    alreadyCaptured: false,
  }
}
