/**
 * The one interface the shop pays through (architecture.md: real protocol, local sandbox). Checkout asks the
 * gateway of the chosen method to authorise the amount; a card may need an EMV 3-D Secure challenge and an app
 * payment a redirect, after which the browser comes back and the shop completes the authorisation. Nothing
 * here ever sees a card number: only the provider's token. Later the shop may capture the payment (売上確定) and
 * give money back the way the shopper paid (docs/adr/066).
 */
import type { PaymentMethodCode } from './payment-methods'
import type { RefundKind } from './refund-rules'

export interface AuthorizeRequest {
  /** The shop's order number: the provider's merchant reference (readable, unique). */
  orderNumber: string
  /** Yen, tax included: what the shopper pays by this method. */
  amount: number
  method: PaymentMethodCode
  /** Credit card: the one-time token the browser got from the card-token service. */
  cardToken?: string
  /** Credit card: a card the provider keeps for this member (LAST_USED_CARD). */
  savedCardReference?: string
  /** Credit card: ask the provider to keep the card for next time (WANT_SAVE_CREDIT_CARD). */
  saveCard?: boolean
  customerId?: number | null
  /** Where the browser returns after a 3-D Secure challenge or an app payment. */
  returnUrl: string
  /** For the provider's fraud checks and the shop's card-testing limits. */
  ip: string
}

export interface SavedCard {
  /** The provider's reference for the kept card: the only thing the shop stores, with brand and last four. */
  reference: string
  brand: string
  last4: string
}

export type AuthorizeResult =
  | { status: 'authorized'; reference: string; savedCard?: SavedCard }
  /** The browser must go to `redirectUrl` (3-D Secure challenge, app payment) and come back to returnUrl. */
  | { status: 'redirect'; reference: string; redirectUrl: string }
  /**
   * Refused: `message` is Japanese and safe to show (no reason that helps card testing). `retryAfterSeconds`
   * when a card-testing limit refused it (the route's Retry-After).
   */
  | { status: 'declined'; code: string; message: string; retryAfterSeconds?: number }

export type CompleteResult = Exclude<AuthorizeResult, { status: 'redirect' }>

export interface RefundRequest {
  /** The payment's reference, as `authorize` or `complete` answered it. */
  reference: string
  /** Yen to give back now: whole yen, at least 1, at most what is still refundable. */
  amount: number
  /**
   * One key per intended refund (a return and its attempt, say), reused for every retry of it: the provider
   * answers a repeated key with its first answer, so a double click or a retry after a lost answer never gives
   * money back twice. `[\w.:-]{1,100}`.
   */
  idempotencyKey: string
  /** The shop's order number: the provider checks it is the payment's, so the wrong payment is never refunded. */
  orderNumber: string
}

export type RefundResult =
  /**
   * Given back. `kind`: 'void' (nothing was captured and the whole authorisation was released), 'reduce' (nothing
   * was captured and the authorisation was lowered, 減額) or 'refund' (captured money returned). `amount` is what
   * this refund gave back.
   */
  | { status: 'refunded'; refundId: string; kind: RefundKind; amount: number }
  /**
   * Nothing was given back by this call. `message` is Japanese, for staff. Code `bank_transfer_required`: the
   * method cannot refund through a gateway (cash on delivery, direct debit, postal transfer); refund by bank
   * transfer. Code `provider_unavailable`: the outcome is unknown; retry with the same key.
   */
  | { status: 'failed'; code: string; message: string }

export type CaptureResult =
  { status: 'captured'; amount: number } | { status: 'failed'; code: string; message: string }

export interface PaymentGateway {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>
  /** After the browser came back from the challenge or the app, with what it brought back. */
  complete(reference: string, returned: Record<string, string>): Promise<CompleteResult>
  /** Releases an authorisation whose order could not be placed (stock ran out, the transaction failed). */
  cancel(reference: string): Promise<void>
  /**
   * Charges an authorised payment (売上確定): all of it, or `amount` yen of it (the rest is released). A repeated
   * capture of the same amount answers the capture already made.
   */
  capture(reference: string, amount?: number): Promise<CaptureResult>
  /** Gives money back the way the shopper paid: a void, a reduction or a refund, exactly once per key. */
  refund(request: RefundRequest): Promise<RefundResult>
}
