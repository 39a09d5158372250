/**
 * The whole `POST order` step without HTTP (the route is thin): a repeated key answers with its order before
 * anything else (the cart is gone by then), the order is checked from the database again, the payment is
 * authorised for the checked amount, and the order is placed (place-order.ts).
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'
import { GIFT_WRAPPING_KINDS, type GiftChoice, type GiftWrappingKind } from '@/shop/checkout/fees'
import type { PaymentGateway } from '@/shop/payments/payment-gateway'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import { checkOrder, ownerScopeOf, type CheckedOrder, type OrderCheckInput } from './order-check'
import { ORDER_MESSAGES } from './order-messages'
import {
  findPlacedOrder,
  freshOrderNumber,
  IDEMPOTENCY_KEY_PATTERN,
  placeOrder,
  type PaymentOutcome,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from './place-order'

export interface SubmitOrderInput extends Omit<PlaceOrderInput, 'checked' | 'payment' | 'orderNumber'> {
  shopper: { customerId?: number | null; cartToken?: string | null; campaignCart?: boolean }
  paymentMethod: PaymentMethodCode
  check?: Omit<OrderCheckInput, 'paymentMethod'>
  /**
   * A guest registering while ordering (ADR 020): the member just created for them. The order is still checked
   * and priced as the guest's cart (no member points), but it, its regular courses and a kept card belong to the
   * new member; the idempotency scope stays the guest's cart, so a repeated submit finds it.
   */
  registeredCustomerId?: number | null
}

/** Authorises the checked amount (card, app payments); null = decline, with the gateway's Japanese message. */
export type Authorize = (
  checked: CheckedOrder,
  orderNumber: string,
) => Promise<PaymentOutcome | { declined: string }>

export type SubmitOrderResult =
  | PlaceOrderResult
  | { ok: false; code: 'check'; messages: string[]; fieldErrors: Record<string, string> }
  | { ok: false; code: 'declined'; message: string }

const PAY_LATER: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.CASH_ON_DELIVERY,
  PAYMENT_METHODS.DIRECT_DEBIT,
  PAYMENT_METHODS.POSTAL_TRANSFER,
]

/** The wrapping the bill charges for: only when wanted, with a known kind (NormalWrapping when unset). */
function giftChoiceOf(gift: SubmitOrderInput['gift']): GiftChoice | null {
  if (!gift.wanted) return null
  const kind =
    gift.kind && gift.kind in GIFT_WRAPPING_KINDS ? (gift.kind as GiftWrappingKind) : 'NormalWrapping'
  return { kind, packaging: gift.packaging === '2' ? '2' : '1' }
}

export async function submitOrder(
  payload: Payload,
  input: SubmitOrderInput,
  deps: { authorize?: Authorize; gateway?: Pick<PaymentGateway, 'cancel'> } = {},
): Promise<SubmitOrderResult> {
  const scope = ownerScopeOf(input.shopper.customerId, input.shopper.cartToken)
  if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey))
    return { ok: false, code: 'invalid-key', message: ORDER_MESSAGES.idempotencyKeyInvalid }
  if (scope) {
    const replay = await findPlacedOrder(payload, scope, input.idempotencyKey)
    if (replay) return { ok: true, replayed: true, ...replay }
  }
  const check = await checkOrder(payload, input.shopper, {
    ...input.check,
    now: input.now,
    paymentMethod: input.paymentMethod,
    gift: giftChoiceOf(input.gift),
  })
  if (!check.ok) {
    // A concurrent submit with the same key (a double click) may have placed the order, and consumed the cart the
    // check just missed, since the look-up above: answer with that order, not with "the cart is empty".
    const winner = scope ? await findPlacedOrder(payload, scope, input.idempotencyKey) : null
    if (winner) return { ok: true, replayed: true, ...winner }
    return { ok: false, code: 'check', messages: check.messages, fieldErrors: check.fieldErrors }
  }
  const checked: CheckedOrder =
    input.registeredCustomerId && !check.order.customerId
      ? { ...check.order, customerId: input.registeredCustomerId }
      : check.order
  let payment: PaymentOutcome
  // Pay-later orders get their number in placement (retried on a clash); an authorisation needs it first.
  let orderNumber: string | undefined
  if (PAY_LATER.includes(input.paymentMethod) || checked.totals.amountDue === 0) {
    payment = { method: input.paymentMethod, status: 'not-required' }
  } else {
    orderNumber = await freshOrderNumber(payload, input.now ?? new Date())
    if (!deps.authorize) throw new Error('submitOrder: this payment method needs an authorize step')
    const outcome = await deps.authorize(checked, orderNumber)
    if ('declined' in outcome) {
      logger.info('order: payment declined', { cartId: checked.cartId })
      return { ok: false, code: 'declined', message: outcome.declined }
    }
    payment = outcome
  }
  const {
    shopper: _shopper,
    paymentMethod: _method,
    check: _check,
    registeredCustomerId: _registered,
    ...rest
  } = input
  // The key was looked up above (with the same scope: the checked order's owner scope is this shopper's).
  return placeOrder(
    payload,
    { ...rest, checked, payment, orderNumber, keyAlreadyChecked: checked.ownerScope === scope },
    { gateway: deps.gateway },
  )
}
