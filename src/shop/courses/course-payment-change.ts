/**
 * A member changes the payment method of one regular course (issue 12, spec §2, docs/adr/035): the saved card, a
 * new card, cash on delivery, direct debit (only once registered, src/shop/payments/direct-debit.ts) or postal
 * transfer. A new card is tokenised in the browser by the provider's script (never a card number here) and
 * verified by the provider with a zero-amount authorisation that may ask for an EMV 3-D Secure challenge; the
 * provider keeps the card and the shop stores its reference, brand and last four on the course and as the
 * member's saved card. The card-testing limits count these attempts like checkout's (the card gateway does).
 * The course, the member's saved card and the history row are written in one transaction; afterwards the receipt
 * is mailed and a delivery whose payment failed is retried (payment-change-retry.ts, the engine's hook).
 */
import type { Payload } from 'payload'

import type { Customer, RegularCourse } from '@/cms/payload-types'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { type Clock, systemClock } from '@/shop/calendar/clock'
import { addresseeOf } from '@/shop/customer/customer-notice-mails'
import { memberById } from '@/shop/customer/member-lookup'
import { type MailTransport, sendMail } from '@/shop/mail/mail-service'
import { gatewayFor } from '@/shop/payments/gateways'
import type { PaymentGateway, SavedCard } from '@/shop/payments/payment-gateway'
import { PAYMENT_MESSAGES } from '@/shop/payments/payment-messages'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type CoursePaymentMethod,
} from '@/shop/payments/payment-methods'

import { appendHistory } from './course-history'
import { coursePaymentChangedMail } from './course-change-mails'
import {
  type PaymentChoice,
  isCourseMethod,
  paymentChangeSummary,
  paymentChoiceRefusal,
} from './course-change-rules'
import type { CourseStatusCode } from './course-statuses'
import { memberCourse } from './member-course'
import { type RetryFailedDelivery, retryAfterPaymentChange } from './payment-change-retry'
import { COURSE_OWNER_CONTEXT } from './regular-courses'

/** Where the provider hands the browser back after the 3-D Secure challenge (trailing slash, like checkout's). */
export const PAYMENT_CHANGE_TDS_ROUTE = '/api/pages/mypage/payment-method-change/tds-callback/'

export interface PaymentChangeDeps {
  payload: Payload
  transport: MailTransport
  from: string
  /** The shop's public origin (SITE_URL), for the provider's return URL. */
  siteUrl: string
  clock?: Clock
  cardGateway?: PaymentGateway
  retry?: RetryFailedDelivery
}

export type PaymentChangeFailure =
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'refused'; code: string; field: string; message: string }
  | { ok: false; reason: 'declined'; code: string; message: string; retryAfterSeconds?: number }

export type PaymentChangeDone = {
  ok: true
  status: 'changed'
  method: CoursePaymentMethod
  methodLabel: string
}

const currentOf = (course: RegularCourse) => ({
  method: course.payment?.method && isCourseMethod(course.payment.method) ? course.payment.method : null,
  cardReference: course.payment?.cardReference ?? null,
})

async function courseAndMember(payload: Payload, customerId: number, regularOrderNumber: string) {
  const course = await memberCourse(payload, customerId, regularOrderNumber)
  const member = course ? await memberById(payload, customerId) : null
  return course && member ? { course, member } : null
}

function refusalOf(
  course: RegularCourse,
  member: Customer,
  choice: PaymentChoice,
): PaymentChangeFailure | null {
  const refusal = paymentChoiceRefusal(
    course.status as CourseStatusCode,
    currentOf(course),
    choice,
    {
      hasSavedCard: Boolean(member.savedCard?.reference),
      hasDirectDebit: Boolean(member.directDebit?.reference),
    },
    member.savedCard?.reference ?? null,
  )
  return refusal
    ? { ok: false, reason: 'refused', code: refusal.reason, field: refusal.field, message: refusal.message }
    : null
}

/** `POST payment-method-change/check`: whether the choice may be made, before the confirm page. */
export async function checkPaymentChange(
  payload: Payload,
  input: { customerId: number; regularOrderNumber: string; choice: PaymentChoice },
): Promise<{ ok: true; method: CoursePaymentMethod; methodLabel: string } | PaymentChangeFailure> {
  const found = await courseAndMember(payload, input.customerId, input.regularOrderNumber)
  if (!found) return { ok: false, reason: 'not-found' }
  const refused = refusalOf(found.course, found.member, input.choice)
  if (refused) return refused
  return { ok: true, method: input.choice.method, methodLabel: PAYMENT_METHOD_LABELS[input.choice.method] }
}

async function apply(
  deps: PaymentChangeDeps,
  course: RegularCourse,
  member: Customer,
  method: CoursePaymentMethod,
  card: SavedCard | null,
  newCard: boolean,
): Promise<PaymentChangeDone> {
  const from = currentOf(course).method
  await withTransaction(deps.payload, async (tx) => {
    await deps.payload.update({
      collection: 'regular-courses',
      id: course.id,
      overrideAccess: true,
      depth: 0,
      req: tx.req,
      context: COURSE_OWNER_CONTEXT,
      select: { regularOrderNumber: true },
      data: {
        payment: {
          method,
          cardReference: card?.reference ?? null,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
        },
      },
    })
    if (newCard && card)
      await deps.payload.update({
        collection: 'customers',
        id: member.id,
        overrideAccess: true,
        depth: 0,
        req: tx.req,
        select: { email: true },
        data: { savedCard: { reference: card.reference, brand: card.brand, last4: card.last4 } },
      })
    await appendHistory(deps.payload, tx, {
      courseId: course.id,
      event: 'payment-changed',
      actor: 'member',
      sequence: course.nextSequence,
      summary: paymentChangeSummary(from, method),
    })
  })
  logger.info('course payment method changed', { courseId: course.id, method })
  const methodLabel = PAYMENT_METHOD_LABELS[method]
  await sendMail(
    deps,
    coursePaymentChangedMail(addresseeOf(member), {
      regularOrderNumber: course.regularOrderNumber ?? '',
      methodLabel,
      at: (deps.clock ?? systemClock).now(),
    }),
  )
  await retryAfterPaymentChange(deps.payload, course.id, deps.retry)
  return { ok: true, status: 'changed', method, methodLabel }
}

/**
 * `POST payment-method-change`: changes at once, or (a new card the issuer wants to authenticate) answers the
 * ACS page to send the browser to; the change is then made by `completeCardPaymentChange`.
 */
export async function startPaymentChange(
  deps: PaymentChangeDeps,
  input: { customerId: number; regularOrderNumber: string; choice: PaymentChoice; ip: string },
): Promise<
  | PaymentChangeDone
  | { ok: true; status: 'redirect'; reference: string; redirectUrl: string }
  | PaymentChangeFailure
> {
  const found = await courseAndMember(deps.payload, input.customerId, input.regularOrderNumber)
  if (!found) return { ok: false, reason: 'not-found' }
  const { course, member } = found
  const refused = refusalOf(course, member, input.choice)
  if (refused) return refused
  const { choice } = input
  if (choice.method !== PAYMENT_METHODS.CREDIT_CARD)
    return apply(deps, course, member, choice.method, null, false)
  if (choice.card === 'saved') {
    const saved = member.savedCard
    const card = { reference: saved?.reference ?? '', brand: saved?.brand ?? '', last4: saved?.last4 ?? '' }
    return apply(deps, course, member, PAYMENT_METHODS.CREDIT_CARD, card, false)
  }
  const gateway = deps.cardGateway ?? gatewayFor(PAYMENT_METHODS.CREDIT_CARD)
  // A zero-amount verification: nothing is charged, the provider keeps the card for the member.
  const result = await gateway.authorize({
    orderNumber: `CV-${course.regularOrderNumber ?? course.id}`,
    amount: 0,
    method: PAYMENT_METHODS.CREDIT_CARD,
    cardToken: choice.token,
    saveCard: true,
    customerId: member.id,
    returnUrl: `${deps.siteUrl.replace(/\/+$/, '')}${PAYMENT_CHANGE_TDS_ROUTE}`,
    ip: input.ip,
  })
  if (result.status === 'declined')
    return {
      ok: false,
      reason: 'declined',
      code: result.code,
      message: result.message,
      ...(result.retryAfterSeconds !== undefined ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
    }
  if (result.status === 'redirect')
    return { ok: true, status: 'redirect', reference: result.reference, redirectUrl: result.redirectUrl }
  if (!result.savedCard)
    return { ok: false, reason: 'declined', code: 'not_kept', message: PAYMENT_MESSAGES.unavailable }
  return apply(deps, course, member, PAYMENT_METHODS.CREDIT_CARD, result.savedCard, true)
}

/** After the 3-D Secure challenge: the provider says whether the card passed; then the course changes. */
export async function completeCardPaymentChange(
  deps: PaymentChangeDeps,
  input: { customerId: number; regularOrderNumber: string; reference: string },
): Promise<PaymentChangeDone | PaymentChangeFailure> {
  const found = await courseAndMember(deps.payload, input.customerId, input.regularOrderNumber)
  if (!found) return { ok: false, reason: 'not-found' }
  const gateway = deps.cardGateway ?? gatewayFor(PAYMENT_METHODS.CREDIT_CARD)
  const result = await gateway.complete(input.reference, { reference: input.reference })
  if (result.status === 'declined')
    return { ok: false, reason: 'declined', code: result.code, message: result.message }
  if (!result.savedCard)
    return { ok: false, reason: 'declined', code: 'not_kept', message: PAYMENT_MESSAGES.unavailable }
  const refused = refusalOf(found.course, found.member, { method: '2', card: 'new', token: '' })
  if (refused) return refused
  return apply(deps, found.course, found.member, PAYMENT_METHODS.CREDIT_CARD, result.savedCard, true)
}
