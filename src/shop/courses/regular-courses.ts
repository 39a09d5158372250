/**
 * Regular-delivery courses' one owner (issue 12, docs/adr/032-courses-and-ledger-owners.md): every write of a
 * course goes through here, and so does the customer's `isRegularOrderCustomer` flag, which is recomputed from the
 * courses inside the same transaction on every status change: true while the customer has an active course.
 * Withdrawal asks hasActiveCourse (the courses, never the flag).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { RegularCourse } from '@/cms/payload-types'
import { transitionIf, updateColumns } from '@/cms/guarded-update'
import { withTransaction, type Transaction } from '@/cms/transaction'

import type { SavedCard } from '@/shop/payments/payment-gateway'
import { isCoursePaymentMethod, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import { appendHistory } from './course-history'
import { ACTIVE_COURSE_STATUS } from './course-rules'
import { regularOrderNumberFor } from './regular-order-number'

/** Context a course write by this module carries, so the collection's staff hook does not recompute twice. */
export const COURSE_OWNER_CONTEXT = { courseOwner: true } as const

export type NewCourse = Pick<
  RegularCourse,
  'productCode' | 'cycleType' | 'quantity' | 'firstDeliveryDate' | 'nextDeliveryDate'
>

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/** True when the customer has at least one active course (read inside `tx` when given). */
export async function hasActiveCourse(
  payload: Payload,
  customerId: number,
  tx?: Transaction,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'regular-courses',
    where: { and: [{ customer: { equals: customerId } }, { status: { equals: ACTIVE_COURSE_STATUS } }] },
    overrideAccess: true,
    req: tx?.req,
  })
  return totalDocs > 0
}

/** Sets the customer's flag from their courses (call inside the transaction that changed a course). */
export async function syncRegularFlag(
  payload: Payload,
  tx: Transaction,
  customerId: number,
): Promise<boolean> {
  const regular = await hasActiveCourse(payload, customerId, tx)
  await updateColumns(payload, 'customers', customerId, { isRegularOrderCustomer: regular }, tx)
  return regular
}

/** What a course keeps from the order that opened it, to make its later deliveries alike. */
export interface CourseOrigin {
  customerId: number | null
  orderId: number
  orderNumber: string
  courses: readonly NewCourse[]
  payment: { method: PaymentMethodCode; savedCard?: SavedCard | null }
  destination: RegularCourse['destination']
  delivery: { timeCode?: string | null; timeLabel?: string | null }
}

/** One active course per regular line of a placed order; the member becomes a regular customer. */
export async function openCourses(payload: Payload, tx: Transaction, order: CourseOrigin): Promise<void> {
  const { savedCard } = order.payment
  const method = isCoursePaymentMethod(order.payment.method) ? order.payment.method : null
  for (const [index, course] of order.courses.entries()) {
    const created = await payload.create({
      collection: 'regular-courses',
      overrideAccess: true,
      depth: 0,
      req: tx.req,
      context: COURSE_OWNER_CONTEXT,
      select: { productCode: true },
      data: {
        customer: order.customerId,
        order: order.orderId,
        status: ACTIVE_COURSE_STATUS,
        regularOrderNumber: regularOrderNumberFor(order.orderNumber, index),
        ...course,
        nextSequence: 2,
        anchorDate: course.firstDeliveryDate,
        anchorSequence: 1,
        payment: {
          method,
          cardReference: savedCard?.reference ?? null,
          cardBrand: savedCard?.brand ?? null,
          cardLast4: savedCard?.last4 ?? null,
        },
        destination: order.destination,
        deliveryTimeCode: order.delivery.timeCode ?? '0',
        deliveryTimeLabel: order.delivery.timeLabel ?? null,
        pointUse: { mode: 'none', points: 0 },
      },
    })
    await appendHistory(payload, tx, {
      courseId: created.id,
      event: 'opened',
      actor: order.customerId ? 'member' : 'system',
      sequence: 1,
      summary: `ご注文 ${order.orderNumber} で開始しました。`,
    })
  }
  if (order.customerId && order.courses.length > 0) await syncRegularFlag(payload, tx, order.customerId)
}

async function coursesWhere(payload: Payload, tx: Transaction, field: 'order' | 'id', id: number) {
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { and: [{ [field]: { equals: id } }, { status: { equals: ACTIVE_COURSE_STATUS } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: tx.req,
    select: { customer: true },
  })
  return docs.map((doc) => ({ id: doc.id, customerId: idOf(doc.customer) }))
}

async function endCourses(
  payload: Payload,
  tx: Transaction,
  courses: { id: number; customerId: number | null }[],
  summary: string,
): Promise<number> {
  const customers = new Set<number>()
  let ended = 0
  for (const course of courses) {
    if (
      !(await transitionIf(
        payload,
        'regular-courses',
        course.id,
        'status',
        ['active', 'paused'],
        'cancelled',
        tx,
      ))
    )
      continue
    ended++
    await appendHistory(payload, tx, { courseId: course.id, event: 'cancelled', actor: 'system', summary })
    if (course.customerId) customers.add(course.customerId)
  }
  for (const customerId of customers) await syncRegularFlag(payload, tx, customerId)
  return ended
}

/**
 * A cancelled order: the courses it opened end (their customer's flag follows); when it was one delivery of a
 * course, only that delivery is cancelled and the course keeps a history row of it.
 */
export async function cancelOrderCourses(
  payload: Payload,
  tx: Transaction,
  order: { id: number; orderNumber: string; regularCourse?: number | null; regularSequence?: number | null },
): Promise<void> {
  await endCourses(
    payload,
    tx,
    await coursesWhere(payload, tx, 'order', order.id),
    `最初のご注文 ${order.orderNumber} がキャンセルされたため、解約しました。`,
  )
  if (order.regularCourse)
    await appendHistory(payload, tx, {
      courseId: order.regularCourse,
      event: 'delivery-cancelled',
      actor: 'system',
      sequence: order.regularSequence ?? null,
      summary: `第${order.regularSequence ?? '-'}回のご注文 ${order.orderNumber} がキャンセルされました（定期コースは続きます）。`,
    })
}

/** Ends one course (a member's or staff cancellation). True when this call ended it. */
export async function cancelCourse(
  payload: Payload,
  courseId: number,
  outer?: Partial<PayloadRequest>,
): Promise<boolean> {
  return withTransaction(
    payload,
    async (tx) =>
      (await endCourses(
        payload,
        tx,
        await coursesWhere(payload, tx, 'id', courseId),
        '定期コースを解約しました。',
      )) > 0,
    outer,
  )
}

/** A course whose status changed outside the owner's paths (none today: staff use the staff actions): the customer's flag is recomputed in its transaction. */
export async function courseChanged(
  payload: Payload,
  customerId: number | null,
  outer?: Partial<PayloadRequest>,
): Promise<void> {
  if (!customerId) return
  await withTransaction(payload, (tx) => syncRegularFlag(payload, tx, customerId), outer)
}
