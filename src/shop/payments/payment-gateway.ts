/**
 * The one interface the shop pays through (architecture.md: real protocol, local sandbox). Checkout asks the
 * gateway of the chosen method to authorise the amount; a card may need an EMV 3-D Secure challenge and an app
 * payment a redirect, after which the browser comes back and the shop completes the authorisation. Nothing
 * here ever sees a card number: only the provider's token.
 */
import type { PaymentMethodCode } from './payment-methods'

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

export interface PaymentGateway {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>
  /** After the browser came back from the challenge or the app, with what it brought back. */
  complete(reference: string, returned: Record<string, string>): Promise<CompleteResult>
  /** Releases an authorisation whose order could not be placed (stock ran out, the transaction failed). */
  cancel(reference: string): Promise<void>
}
