/**
 * The checkout's server side (spec §3/§7; docs/adr/020-checkout-flow.md), without HTTP: the page data, the
 * whole-form check with the confirm screen's content, the order submission with payment authorisation and
 * registration while ordering, and the points preview. Route handlers read cookies and headers and call these;
 * every rule lives here or in the small siblings this file composes.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { checkoutPageSchema, orderReviewSchema } from '@/lib/api/calls/order'
import { ApiError, API_ERROR_MESSAGES } from '@/lib/api/errors'
import type { Variant } from '@/shop/campaigns/ab-test'
import type { StartedSession } from '@/shop/auth/session-service'
import { checkoutOrdererValuesOf, orderPersonOf, personOfCheckout } from '@/shop/customer/person-address'
import {
  checkOrder,
  ownerScopeOf,
  type OrderCheckInput,
  type OrderCheckResult,
} from '@/shop/orders/order-check'
import { ORDER_MESSAGES } from '@/shop/orders/order-messages'
import { submitOrder, type Authorize } from '@/shop/orders/order-service'
import { findOrderById, type PaymentOrder } from '@/shop/orders/pending-orders'
import { findPlacedOrder, IDEMPOTENCY_KEY_PATTERN, type PersonSnapshot } from '@/shop/orders/place-order'
import { httpStatusForDecline, RATE_LIMITED_CODE } from '@/shop/payments/card-attempt-limits'
import { gatewayFor } from '@/shop/payments/gateways'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { pointsPayableOf } from '@/shop/points/point-rules'

import type { CheckoutDeps } from './checkout-deps'
import { readCheckoutForm, type CheckoutInput } from './checkout-input'
import { CHECKOUT_MESSAGES } from './checkout-messages'
import {
  DELIVERY_TIME_OPTIONS,
  GIFT_PACKAGING_OPTIONS,
  GIFT_WRAPPING_KIND_OPTIONS,
  MAIL_MAGAZINE_OPTIONS,
  paymentMethodOptions,
} from './checkout-options'
import {
  deliveryChoiceOf,
  deliveryOf,
  destinationOf,
  giftChoiceOf,
  giftOf,
  mailMagazinesOf,
  paymentMethodOf,
  registrationOf,
  typedSections,
  type CheckoutSections,
  type OrdererSection,
} from './checkout-sections'
import { loadCheckoutState, type CheckoutShopper, type CheckoutState } from './checkout-state'
import { stepsFor, validateCheckout } from './checkout-steps'
import { offeredDeliveryDates } from '@/shop/calendar/delivery-calendar'
import { enteredBlocks } from './entered-rows'
import { confirmationFor, sendReceiptOnce } from './order-receipt'
import {
  completeRegistration,
  createMemberForOrder,
  discardMemberForOrder,
  isEmailRegistered,
} from './order-registration'
import { expireStalePendingOrders } from './payment-completion'
import { orderPathsFor, type OrderPaths } from './payment-return-paths'
import { stepOfField, stepPath } from './step-of-field'

export type CheckoutPage = z.output<typeof checkoutPageSchema>
export type OrderReview = z.output<typeof orderReviewSchema>

function fieldError(fields: Record<string, string>, step: string): ApiError {
  return new ApiError(400, 'validation_failed', API_ERROR_MESSAGES.validationFailed, {
    fields: { ...fields, _step: step },
  })
}

/** The order check's refusal: a field's problem is 400 on it (points, cash-on-delivery limit); the cart's is 409. */
function checkRefusal(result: Extract<OrderCheckResult, { ok: false }>): ApiError {
  const fields = Object.keys(result.fieldErrors)
  if (fields.length > 0) return fieldError(result.fieldErrors, stepOfField(fields[0]!))
  return ApiError.conflict(result.messages.join('\n') || ORDER_MESSAGES.cartChanged, 'order_refused')
}

// ---------------------------------------------------------------------------------------------------------
// Page data

export async function checkoutPage(
  payload: Payload,
  shopper: CheckoutShopper,
  now: Date = new Date(),
): Promise<CheckoutPage> {
  await expireStalePendingOrders(payload, now)
  const state = await loadCheckoutState(payload, shopper, now)
  const { context, member } = state
  const calendar = { ...context.calendar, closures: [...context.calendar.closures] }
  return {
    context: { ...context, calendar, offeredPaymentMethods: [...context.offeredPaymentMethods] },
    cart: state.cart,
    prefill: member ? checkoutOrdererValuesOf(member.profile) : {},
    savedCard: member?.savedCard ? { brand: member.savedCard.brand, last4: member.savedCard.last4 } : null,
    cardTokenScriptUrl: state.cardTokenScriptUrl,
    deliveryDates: offeredDeliveryDates(context.today, context.calendar),
    deliveryTimes: DELIVERY_TIME_OPTIONS,
    paymentMethods: paymentMethodOptions(state.offeredPaymentMethods, state.cashOnDeliveryFee),
    giftWrappingKinds: GIFT_WRAPPING_KIND_OPTIONS,
    giftPackagings: GIFT_PACKAGING_OPTIONS,
    mailMagazines: MAIL_MAGAZINE_OPTIONS,
    steps: stepsFor({ isMember: context.isMember }).map(({ id, path, title }) => ({ id, path, title })),
  }
}

// ---------------------------------------------------------------------------------------------------------
// The whole form

interface ValidatedCheckout {
  state: CheckoutState
  input: CheckoutInput
  sections: CheckoutSections
  orderer: PersonSnapshot
  destination: PersonSnapshot
  /** A guest registering with this order (PASSWORD set). */
  registration: OrdererSection | null
  method: PaymentMethodCode
  check: Omit<OrderCheckInput, 'paymentMethod' | 'now'>
}

/** Every section of the steps this shopper takes, against the context from the database; 400 with `_step`. */
async function validated(
  payload: Payload,
  shopper: CheckoutShopper,
  input: CheckoutInput,
  now: Date,
): Promise<ValidatedCheckout> {
  const state = await loadCheckoutState(payload, shopper, now)
  const result = validateCheckout(input.form, state.context)
  if (!result.success) throw fieldError(result.errors, stepPath(result.firstInvalidStep))
  const sections = typedSections(result.sections)
  const registration = state.member ? null : registrationOf(sections.orderer)
  if (registration && (await isEmailRegistered(payload, registration.EMAIL1)))
    throw fieldError({ EMAIL1: CHECKOUT_MESSAGES.emailRegistered }, stepPath('shopping01'))
  const guest = sections.orderer as OrdererSection
  const orderer = state.member
    ? orderPersonOf(state.member.profile, state.member.profile.email)
    : orderPersonOf(personOfCheckout(guest), guest.EMAIL1)
  return {
    state,
    input,
    sections,
    orderer,
    destination: destinationOf(sections.destination, orderer),
    registration,
    method: paymentMethodOf(sections.payment),
    check: {
      pointMethod: sections.points.POINT_METHOD,
      pointNumber: sections.points.POINT_NUMBER,
      gift: giftChoiceOf(sections.gift),
      specifiedDate: sections.delivery.DELIVERY_SPECIFIED_DATE || null,
    },
  }
}

function cardShown(v: ValidatedCheckout) {
  if (v.method !== PAYMENT_METHODS.CREDIT_CARD) return null
  const saved = v.state.member?.savedCard
  if (v.sections.payment.LAST_USED_CARD === '1' && saved)
    return { brand: saved.brand, last4: saved.last4, saved: true }
  return v.input.cardDisplay ? { ...v.input.cardDisplay, saved: false } : null
}

/** `POST order/check`: every section validated, the cart priced from the database, the confirm screen's content. */
export async function checkCheckout(
  payload: Payload,
  shopper: CheckoutShopper,
  raw: Record<string, unknown>,
  now: Date = new Date(),
): Promise<OrderReview> {
  const input = readCheckoutForm(raw)
  await expireStalePendingOrders(payload, now)
  const v = await validated(payload, shopper, input, now)
  const result = await checkOrder(payload, shopper, { ...v.check, paymentMethod: v.method, now })
  if (!result.ok) throw checkRefusal(result)
  const { totals } = result.order
  const { confirmation } = confirmationFor({
    lines: result.order.lines,
    gift: v.check.gift ?? null,
    paymentMethod: v.method,
    pointsUsed: totals.pointsUsed,
    pointsToEarn: totals.pointsToEarn,
    delivery: deliveryChoiceOf(v.sections.delivery),
    orderDate: v.state.context.today,
    hasAccount: v.state.member !== null || v.registration !== null,
  })
  const o = v.sections.orderer
  const entered = enteredBlocks({
    isMember: v.state.member !== null,
    orderer: v.orderer,
    ordererDetails: o
      ? {
          gender: o.GENDER,
          birthDate:
            o.BIRTH_YEAR && o.BIRTH_MONTH && o.BIRTH_DAY
              ? `${o.BIRTH_YEAR}-${o.BIRTH_MONTH}-${o.BIRTH_DAY}`
              : null,
        }
      : undefined,
    destination: v.sections.destination.address ? v.destination : null,
    delivery: deliveryChoiceOf(v.sections.delivery),
    gift: v.check.gift ?? null,
    payment: {
      method: v.method,
      card: cardShown(v),
      saveCard: v.sections.payment.WANT_SAVE_CREDIT_CARD,
    },
    points: v.state.member ? { method: v.sections.points.POINT_METHOD, used: totals.pointsUsed } : null,
    mailMagazines: mailMagazinesOf(v.sections.mailMagazine),
    registering: v.registration !== null,
  })
  return { ...confirmation, entered, amountDue: totals.amountDue }
}

// ---------------------------------------------------------------------------------------------------------
// Submission

export interface SubmitCheckoutOptions {
  /** The `Idempotency-Key` header; the body's `idempotencyKey` otherwise. */
  idempotencyKey: string | null
  ip: string
  /** The session cookie the browser sent (ended when a registering guest is signed in). */
  previousSessionToken: string | null
  /** The A/B variant the order records (src/shop/campaigns: the visitor's assignment under RANDOM), or null. */
  abVariant?: Variant | null
  now?: Date
}

export type SubmitCheckoutAnswer =
  | { status: 'placed'; orderNumber: string; completePath: string }
  | { status: 'redirect'; orderNumber: string; redirectUrl: string }

export interface SubmitCheckoutResult {
  answer: SubmitCheckoutAnswer
  /** A guest registered with this order: the new member's session (the route sets the cookie). */
  session: StartedSession | null
}

function answerOf(
  order: Pick<PaymentOrder, 'orderNumber' | 'status' | 'redirectUrl'>,
  paths: OrderPaths,
): SubmitCheckoutAnswer {
  if (order.status === 'payment-pending' && order.redirectUrl)
    return { status: 'redirect', orderNumber: order.orderNumber, redirectUrl: order.redirectUrl }
  return {
    status: 'placed',
    orderNumber: order.orderNumber,
    completePath: paths.complete(order.orderNumber),
  }
}

/** A key this shopper already used: as a member, or (a guest who registered with that order) as the cart's owner. */
async function replayOf(
  payload: Payload,
  shopper: CheckoutShopper,
  key: string,
): Promise<PaymentOrder | null> {
  const scopes = [ownerScopeOf(shopper.customerId, null), ownerScopeOf(null, shopper.cartToken)]
  for (const scope of scopes) {
    if (!scope) continue
    const placed = await findPlacedOrder(payload, scope, key)
    if (placed) return findOrderById(payload, placed.orderId)
  }
  return null
}

type Decline = { code: string; message: string; retryAfterSeconds?: number }

function declineError(decline: Decline): ApiError {
  const status = httpStatusForDecline({ status: 'declined', code: decline.code })
  const headers: Record<string, string> =
    status === 429 && decline.retryAfterSeconds
      ? { 'retry-after': String(Math.ceil(decline.retryAfterSeconds)) }
      : {}
  return new ApiError(
    status,
    decline.code === RATE_LIMITED_CODE ? 'too_many_attempts' : 'payment_declined',
    decline.message,
    {
      headers,
    },
  )
}

/** `POST order`. Throws ApiError for 400 (fields), 402 (declined), 409 (cart, stock, points), 429 (card limits). */
export async function submitCheckout(
  deps: CheckoutDeps,
  shopper: CheckoutShopper,
  raw: Record<string, unknown>,
  options: SubmitCheckoutOptions,
): Promise<SubmitCheckoutResult> {
  const { payload } = deps
  const now = options.now ?? new Date()
  const paths = orderPathsFor(shopper.campaignCart)
  const input = readCheckoutForm(raw)
  const key = options.idempotencyKey ?? input.idempotencyKey
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError(400, 'validation_failed', CHECKOUT_MESSAGES.idempotencyKey, {
      fields: { idempotencyKey: CHECKOUT_MESSAGES.idempotencyKey },
    })
  // Before anything else: after the first success the cart is gone, so a repeat must be answered from the order.
  const replay = await replayOf(payload, shopper, key)
  if (replay) return { answer: answerOf(replay, paths), session: null }

  await expireStalePendingOrders(payload, now)
  const v = await validated(payload, shopper, input, now)
  const mailMagazines = mailMagazinesOf(v.sections.mailMagazine)
  let registeredId: number | null = null
  if (v.registration) {
    const created = await createMemberForOrder(payload, v.registration, { mailMagazines })
    if (!created.ok) throw fieldError({ EMAIL1: CHECKOUT_MESSAGES.emailRegistered }, stepPath('shopping01'))
    registeredId = created.customerId
  }

  // What the gateway said, for the answer (submitOrder reports a decline by its message only).
  const said: { decline: Decline | null } = { decline: null }
  const payment = v.sections.payment
  const authorize: Authorize = async (checked, orderNumber) => {
    const result = await gatewayFor(v.method).authorize({
      orderNumber,
      amount: checked.totals.amountDue,
      method: v.method,
      cardToken: payment.CARD_TOKEN || undefined,
      savedCardReference:
        payment.LAST_USED_CARD === '1' ? (v.state.member?.savedCard?.reference ?? undefined) : undefined,
      saveCard: payment.WANT_SAVE_CREDIT_CARD,
      customerId: checked.customerId,
      returnUrl: paths.returnUrl(v.method, deps.siteUrl),
      ip: options.ip,
    })
    if (result.status === 'declined') {
      said.decline = result
      return { declined: result.message }
    }
    if (result.status === 'redirect')
      return {
        method: v.method,
        status: 'pending',
        reference: result.reference,
        redirectUrl: result.redirectUrl,
      }
    return {
      method: v.method,
      status: 'authorized',
      reference: result.reference,
      savedCard: result.savedCard,
    }
  }

  let result: Awaited<ReturnType<typeof submitOrder>>
  try {
    result = await submitOrder(
      payload,
      {
        shopper,
        paymentMethod: v.method,
        check: v.check,
        orderer: v.orderer,
        destination: v.destination,
        delivery: deliveryOf(v.sections.delivery),
        gift: giftOf(v.sections.gift),
        idempotencyKey: key,
        mailMagazines,
        registeredCustomerId: registeredId,
        abVariant: options.abVariant ?? null,
        now,
      },
      { authorize, gateway: gatewayFor(v.method) },
    )
  } catch (error) {
    if (registeredId) await discardMemberForOrder(payload, registeredId)
    throw error
  }
  // Our placement did not happen (refused, or a concurrent submit with the same key placed it): the member made
  // for it is not attached to anything.
  if (registeredId && (!result.ok || result.replayed)) await discardMemberForOrder(payload, registeredId)

  if (!result.ok) {
    switch (result.code) {
      case 'check':
        throw checkRefusal({ ok: false, messages: result.messages, fieldErrors: result.fieldErrors })
      case 'declined':
        throw declineError(said.decline ?? { code: 'declined', message: result.message })
      case 'invalid-key':
        throw new ApiError(400, 'validation_failed', result.message, {
          fields: { idempotencyKey: result.message },
        })
      case 'failed':
        throw ApiError.internal(result.message, 'order_failed')
      default:
        throw ApiError.conflict(
          result.message,
          result.code === 'points' ? 'points_insufficient' : 'order_refused',
        )
    }
  }
  const order = (await findOrderById(payload, result.orderId)) ?? { ...result, redirectUrl: null }
  if (result.replayed) return { answer: answerOf(order, paths), session: null }

  const session = registeredId
    ? await completeRegistration(deps, registeredId, options.previousSessionToken)
    : null
  // Pending: the receipt goes when the payment is confirmed (payment-completion.ts).
  if (order.status !== 'payment-pending') await sendReceiptOnce(deps, result.orderId, now)
  return { answer: answerOf(order, paths), session }
}

// ---------------------------------------------------------------------------------------------------------
// Points preview

export interface RewardPoints {
  balance: number | null
  payable: number
  pointsToUse: number
  pointsToEarn: number
}

/** `POST order/reward-points`: what points may pay for this cart, what the choice uses, what the order earns. */
export async function rewardPoints(
  payload: Payload,
  shopper: CheckoutShopper,
  input: { POINT_METHOD?: string; POINT_NUMBER?: string | number },
): Promise<RewardPoints> {
  const result = await checkOrder(payload, shopper, {
    pointMethod: input.POINT_METHOD || '0',
    pointNumber: input.POINT_NUMBER,
  })
  if (!result.ok) {
    if (Object.keys(result.fieldErrors).length > 0)
      throw new ApiError(400, 'validation_failed', API_ERROR_MESSAGES.validationFailed, {
        fields: result.fieldErrors,
      })
    throw ApiError.conflict(result.messages.join('\n') || CHECKOUT_MESSAGES.emptyCart, 'order_refused')
  }
  const { totals, pointBalance } = result.order
  return {
    balance: pointBalance,
    payable: pointsPayableOf({ includingTax: totals.itemsIncludingTax }),
    pointsToUse: totals.pointsUsed,
    pointsToEarn: totals.pointsToEarn,
  }
}
