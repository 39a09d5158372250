/**
 * Staff actions on a regular course in the admin — pause, resume, skip the next delivery, cancel (issue 12,
 * docs/adr/036-order-cancel-detail-and-staff-course-actions.md). Part of the courses' owner: each action changes
 * the course, writes its delivery row (skip) and appends a history row with actor 'staff' and the staff user, and
 * recomputes the customer's 定期購入者 flag, all in one transaction (src/cms/transaction.ts). Guarded updates make
 * each action happen once however often it is asked (a second pause finds the course paused and is refused).
 * The rules (which status each action needs, the resumed date, the skipped sequence) are staff-course-rules.ts.
 */
import type { Payload, PayloadRequest } from 'payload'

import { transitionIf, updateColumns } from '@/cms/guarded-update'
import { updateColumnsWhere } from '@/cms/update-where'
import { withTransaction, type Transaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { systemClock, type Clock } from '@/shop/calendar/clock'
import { DEFAULT_DELIVERY_CALENDAR, type DeliveryCalendarSettings } from '@/shop/calendar/delivery-calendar'
import { formatJapaneseDay, todayInJapan } from '@/shop/calendar/japan-date'
import type { RegularCycle } from '@/shop/catalogue/codes'

import { appendHistory } from './course-history'
import type { CourseStatusCode } from './course-statuses'
import { isDeliveryCreated } from './member-courses'
import { cancelEffectText } from './member-course-rules'
import { syncRegularFlag } from './regular-courses'
import {
  resumePlan,
  skipPlan,
  staffCancelEffect,
  STAFF_ACTION_REFUSALS,
  STAFF_COURSE_MOVED,
  STAFF_SKIP_TAKEN,
  staffActionRefusal,
  type CoursePosition,
  type StaffCourseAction,
} from './staff-course-rules'

export interface StaffActionDeps {
  clock?: Clock
  calendar?: DeliveryCalendarSettings
}

export type StaffActionResult = { ok: true; summary: string } | { ok: false; message: string }

class Refused extends Error {}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

interface StoredCourse extends CoursePosition {
  id: number
  status: CourseStatusCode
  customerId: number | null
  nextDeliveryDate: string
}

async function loadCourse(payload: Payload, tx: Transaction, courseId: number): Promise<StoredCourse> {
  const doc = await payload.findByID({
    collection: 'regular-courses',
    id: courseId,
    depth: 0,
    overrideAccess: true,
    req: tx.req,
  })
  return {
    id: doc.id,
    status: doc.status as CourseStatusCode,
    customerId: idOf(doc.customer as number | { id: number } | null),
    cycleType: doc.cycleType as RegularCycle,
    nextSequence: doc.nextSequence ?? 2,
    nextDeliveryDate: doc.nextDeliveryDate,
    // A course opened before anchors existed counts from its next delivery.
    anchorDate: doc.anchorDate ?? doc.nextDeliveryDate,
    anchorSequence: doc.anchorDate ? (doc.anchorSequence ?? 1) : (doc.nextSequence ?? 2),
  }
}

async function pause(payload: Payload, tx: Transaction, course: StoredCourse): Promise<string> {
  if (!(await transitionIf(payload, 'regular-courses', course.id, 'status', ['active'], 'paused', tx)))
    throw new Refused(STAFF_ACTION_REFUSALS.pause)
  return 'スタッフが定期コースを休止しました（再開するまでお届けはありません）。'
}

async function resume(
  payload: Payload,
  tx: Transaction,
  course: StoredCourse,
  today: string,
  calendar: DeliveryCalendarSettings,
): Promise<string> {
  if (!(await transitionIf(payload, 'regular-courses', course.id, 'status', ['paused'], 'active', tx)))
    throw new Refused(STAFF_ACTION_REFUSALS.resume)
  const plan = resumePlan(course, today, calendar)
  await updateColumns(payload, 'regular-courses', course.id, plan, tx)
  return `スタッフが定期コースを再開しました。次回お届け日は${formatJapaneseDay(plan.nextDeliveryDate)}です。`
}

async function skip(
  payload: Payload,
  tx: Transaction,
  course: StoredCourse,
  calendar: DeliveryCalendarSettings,
): Promise<string> {
  const plan = skipPlan(course, calendar)
  // Moving the course on first, only from the sequence read (a compare-and-set that locks the row on PostgreSQL):
  // of two skips at the same moment, the second finds the course moved and is refused rather than skipping the
  // same delivery twice. The delivery row is unique per (course, sequence): a delivery the engine already ordered
  // is found and refused.
  const moved = await transitionIf(
    payload,
    'regular-courses',
    course.id,
    'nextSequence',
    [String(course.nextSequence)],
    String(plan.nextSequence),
    tx,
  )
  if (!moved) throw new Refused(STAFF_SKIP_TAKEN)
  const { totalDocs } = await payload.count({
    collection: 'regular-deliveries',
    where: { and: [{ course: { equals: course.id } }, { sequence: { equals: plan.skippedSequence } }] },
    overrideAccess: true,
    req: tx.req,
  })
  if (totalDocs > 0) throw new Refused(STAFF_SKIP_TAKEN)
  await payload.create({
    collection: 'regular-deliveries',
    overrideAccess: true,
    depth: 0,
    req: tx.req,
    select: { sequence: true },
    data: {
      course: course.id,
      sequence: plan.skippedSequence,
      deliveryDate: course.nextDeliveryDate,
      status: 'skipped',
    },
  })
  await updateColumns(payload, 'regular-courses', course.id, { nextDeliveryDate: plan.nextDeliveryDate }, tx)
  return `スタッフが第${plan.skippedSequence}回のお届け（${formatJapaneseDay(course.nextDeliveryDate)}）をスキップしました。次回お届け日は${formatJapaneseDay(plan.nextDeliveryDate)}です。`
}

async function cancel(
  payload: Payload,
  tx: Transaction,
  course: StoredCourse,
  today: string,
  at: Date,
): Promise<{ text: string; sequence: number }> {
  const ordered = await isDeliveryCreated(payload, course.id, course.nextSequence, tx.req)
  const effect = staffCancelEffect(course.status, today, {
    sequence: course.nextSequence,
    date: course.nextDeliveryDate,
    ordered,
  })
  // Only from the state read: the engine ordering the next delivery meanwhile moves the course on, and this
  // cancellation is then refused instead of stopping a delivery whose order already exists.
  const updated = await updateColumnsWhere(
    payload,
    'regular-courses',
    course.id,
    { status: course.status, nextSequence: course.nextSequence },
    { status: 'cancelled', cancelFromSequence: effect.fromSequence, cancelledAt: at.toISOString() },
    tx,
  )
  if (!updated) throw new Refused(STAFF_COURSE_MOVED)
  return { text: `スタッフが解約しました。${cancelEffectText(effect)}`, sequence: effect.fromSequence }
}

const EVENTS = { pause: 'paused', resume: 'resumed', skip: 'skipped', cancel: 'cancelled' } as const

/** Applies one staff action to a course. `staffUserId`: the signed-in staff user (kept on the history row). */
export async function applyStaffCourseAction(
  payload: Payload,
  courseId: number,
  action: StaffCourseAction,
  staffUserId: number | null,
  outer?: Partial<PayloadRequest>,
  deps: StaffActionDeps = {},
): Promise<StaffActionResult> {
  const calendar = deps.calendar ?? DEFAULT_DELIVERY_CALENDAR
  const now = (deps.clock ?? systemClock).now()
  const today = todayInJapan(now)
  try {
    const summary = await withTransaction(
      payload,
      async (tx) => {
        const course = await loadCourse(payload, tx, courseId)
        const refusal = staffActionRefusal(action, course.status)
        if (refusal) throw new Refused(refusal)
        let sequence = course.nextSequence
        let text: string
        if (action === 'pause') text = await pause(payload, tx, course)
        else if (action === 'resume') text = await resume(payload, tx, course, today, calendar)
        else if (action === 'skip') text = await skip(payload, tx, course, calendar)
        else ({ text, sequence } = await cancel(payload, tx, course, today, now))
        await appendHistory(payload, tx, {
          courseId,
          event: EVENTS[action],
          actor: 'staff',
          staffUserId,
          sequence,
          summary: text,
        })
        if (course.customerId) await syncRegularFlag(payload, tx, course.customerId)
        return text
      },
      outer,
    )
    logger.info('course changed by staff', { courseId, action, staffUserId })
    return { ok: true, summary }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message }
    throw error
  }
}
