/**
 * A member changes the delivery address of a regular course (issue 12, spec §2, docs/adr/035): the new destination
 * is confirmed with a one-time password mailed to the member's address (purpose 'regular-address-change', the same
 * OTP service as the mail-address change), then applies from the course's next delivery if that is still
 * changeable (7-day rule; inside 7 days: refused with the inquiry route). The course, its history row and nothing
 * else are written here, in one transaction; the receipt is mailed after the commit.
 */
import type { Payload } from 'payload'

import type { RegularCourse } from '@/cms/payload-types'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { type Clock, systemClock } from '@/shop/calendar/clock'
import { todayInJapan } from '@/shop/calendar/japan-date'
import { addresseeOf } from '@/shop/customer/customer-notice-mails'
import { memberById } from '@/shop/customer/member-lookup'
import { type Person, orderPersonOf } from '@/shop/customer/person-address'
import { sendMail } from '@/shop/mail/mail-service'
import {
  type OtpDeps,
  type OtpFailure,
  OTP_MESSAGES,
  consumeOtp,
  sendOtp,
  verifyOtp,
} from '@/shop/otp/otp-service'

import { appendHistory } from './course-history'
import { courseAddressChangedMail } from './course-change-mails'
import { type AddressChangeRefusal, addressChangeSummary, addressChangeTarget } from './course-change-rules'
import type { CourseStatusCode } from './course-statuses'
import { memberCourse } from './member-course'
import { COURSE_OWNER_CONTEXT } from './regular-courses'

const PURPOSE = 'regular-address-change'

export type AddressChangeDeps = OtpDeps & { clock?: Clock }

export type CourseNotFound = { ok: false; reason: 'not-found' }
export type AddressChangeFailure = CourseNotFound | AddressChangeRefusal | OtpFailure

export interface AddressChangeTarget {
  customerId: number
  regularOrderNumber: string
  sequence: number
}

const todayOf = (deps: { clock?: Clock }) => todayInJapan((deps.clock ?? systemClock).now())

async function targetOf(payload: Payload, input: AddressChangeTarget, today: string) {
  const course = await memberCourse(payload, input.customerId, input.regularOrderNumber)
  if (!course) return { ok: false, reason: 'not-found' } as const
  const target = addressChangeTarget(
    {
      status: course.status as CourseStatusCode,
      nextSequence: course.nextSequence,
      nextDeliveryDate: course.nextDeliveryDate,
    },
    input.sequence,
    today,
  )
  return target.ok ? { ...target, course } : target
}

/** What the input and confirm pages show: the course's current destination and the delivery it applies to. */
export async function addressChangeView(
  payload: Payload,
  input: AddressChangeTarget,
  clock: Clock = systemClock,
): Promise<
  | {
      ok: true
      course: RegularCourse
      sequence: number
      deliveryDate: string
    }
  | CourseNotFound
  | AddressChangeRefusal
> {
  const target = await targetOf(payload, input, todayOf({ clock }))
  if (!target.ok) return target
  return { ok: true, course: target.course, sequence: target.sequence, deliveryDate: target.deliveryDate }
}

/** Step 1: checks the course and mails a code to the member (again, for the same transaction, when given). */
export async function sendAddressChangeCode(
  deps: AddressChangeDeps,
  input: AddressChangeTarget & { ip: string; transactionId?: string },
): Promise<{ ok: true; transactionId: string } | AddressChangeFailure> {
  const target = await targetOf(deps.payload, input, todayOf(deps))
  if (!target.ok) return target
  const member = await memberById(deps.payload, input.customerId)
  if (!member) return { ok: false, reason: 'not-found' }
  const issued = await sendOtp(deps, {
    purpose: PURPOSE,
    email: member.email,
    ip: input.ip,
    delivery: 'code',
    customerId: input.customerId,
    transactionId: input.transactionId,
  })
  if (issued.ok) logger.info('course address change code sent', { customerId: input.customerId })
  return issued
}

/** Step 2: the code proves the member's mailbox; the course's destination changes from the target delivery on. */
export async function completeAddressChange(
  deps: AddressChangeDeps,
  input: AddressChangeTarget & { ip: string; transactionId: string; code: string; destination: Person },
): Promise<{ ok: true; sequence: number; deliveryDate: string } | AddressChangeFailure> {
  const target = await targetOf(deps.payload, input, todayOf(deps))
  if (!target.ok) return target
  const member = await memberById(deps.payload, input.customerId)
  if (!member) return { ok: false, reason: 'not-found' }
  const verified = await verifyOtp(deps, {
    purpose: PURPOSE,
    transactionId: input.transactionId,
    code: input.code,
    ip: input.ip,
  })
  if (!verified.ok) return verified
  const consumed = await consumeOtp(deps, {
    purpose: PURPOSE,
    transactionId: input.transactionId,
    email: member.email,
  })
  if (!consumed.ok) return consumed
  if (consumed.customerId !== input.customerId) {
    logger.warn('course address change refused: transaction of another member', {
      customerId: input.customerId,
    })
    return { ok: false, reason: 'unknown', message: OTP_MESSAGES.unknown }
  }
  const { course, sequence, deliveryDate } = target
  const previousEmail = course.destination?.email ?? null
  await withTransaction(deps.payload, async (tx) => {
    await deps.payload.update({
      collection: 'regular-courses',
      id: course.id,
      overrideAccess: true,
      depth: 0,
      req: tx.req,
      context: COURSE_OWNER_CONTEXT,
      select: { regularOrderNumber: true },
      data: { destination: orderPersonOf(input.destination, previousEmail) },
    })
    await appendHistory(deps.payload, tx, {
      courseId: course.id,
      event: 'address-changed',
      actor: 'member',
      sequence,
      summary: addressChangeSummary(sequence),
    })
  })
  logger.info('course address changed', { courseId: course.id, sequence })
  await sendMail(
    deps,
    courseAddressChangedMail(addresseeOf(member), {
      regularOrderNumber: course.regularOrderNumber ?? input.regularOrderNumber,
      sequence,
      deliveryDate,
      at: (deps.clock ?? systemClock).now(),
    }),
  )
  return { ok: true, sequence, deliveryDate }
}
