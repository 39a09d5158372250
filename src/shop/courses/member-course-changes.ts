/**
 * A member's own changes to a course on the my page (issue 12, docs/adr/034-member-course-changes.md): move the
 * next delivery, cancel, choose points for the next delivery. Part of the courses' owner (src/shop/courses): each
 * change is one conditional UPDATE (only while the course is still as the member saw it, so a concurrent change by
 * the delivery engine or another tab wins cleanly) with its history row in the same transaction; a cancellation
 * recomputes the member's regular flag there too. Receipt mails go after the commit.
 */
import type { Payload } from 'payload'

import { withTransaction } from '@/cms/transaction'
import { updateColumnsWhere } from '@/cms/update-where'
import { logger } from '@/lib/log'
import type { RegularCycle } from '@/shop/catalogue/codes'
import { loadPurchasable } from '@/shop/catalogue/purchasable'
import { type Clock, systemClock } from '@/shop/calendar/clock'
import { DEFAULT_DELIVERY_CALENDAR, type DeliveryCalendarSettings } from '@/shop/calendar/delivery-calendar'
import { formatJapaneseDay, todayInJapan } from '@/shop/calendar/japan-date'
import { type MailTransport, sendMail, type OutgoingMail } from '@/shop/mail/mail-service'

import { type CancelAnswer, cancelAnswerOf, cancelReasonHistoryText } from './cancel-reason-rules'
import { isChangeable } from './change-deadline'
import { appendHistory } from './course-history'
import { courseCancelledMail, deliveryDateChangedMail, type CourseMailAddressee } from './course-mails'
import { COURSE_STATUS_LABELS, type PointUseMode } from './course-statuses'
import {
  cancelEffect,
  cancelEffectText,
  checkDateChange,
  checkPointUse,
  INQUIRY_ROUTE_TEXT,
  pointUseText,
  type CancelEffect,
  type PointUse,
} from './member-course-rules'
import { findMemberCourse, isDeliveryCreated, type MemberCourseRow } from './member-courses'
import { syncRegularFlag } from './regular-courses'

export interface MemberCourseDeps {
  payload: Payload
  clock?: Clock
  calendar?: DeliveryCalendarSettings
  /** Without it no receipt mail is sent (tests of the rules alone). */
  mail?: { transport: MailTransport; from: string }
}

export type MemberCourseRefusal =
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'too-late' | 'not-active' | 'conflict'; message: string }
  | { ok: false; reason: 'invalid'; field: string; message: string }

export const COURSE_CHANGE_MESSAGES = {
  conflict:
    'ほかの操作と重なったため、変更できませんでした。定期コースの一覧を再読み込みしてから、もう一度お試しください。',
  notActive: (statusLabel: string) => `この定期コースは「${statusLabel}」のため、変更できません。`,
  notNextSequence: (next: number) => `変更できるのは次回のお届け（第${next}回）です。`,
  alreadyOrdered: (sequence: number) =>
    `第${sequence}回のお届けはすでにご注文を作成しているため、マイページでは変更できません。お急ぎの場合は、${INQUIRY_ROUTE_TEXT}`,
} as const

const todayOf = (deps: MemberCourseDeps) => todayInJapan((deps.clock ?? systemClock).now())

async function productNameOf(payload: Payload, productCode: string): Promise<string> {
  return (await loadPurchasable(payload, [productCode])).get(productCode)?.name ?? productCode
}

/** The receipt goes after the commit; a mail failure is logged (without the address) and the change stands. */
async function mailAfter(deps: MemberCourseDeps, mail: OutgoingMail): Promise<void> {
  if (!deps.mail) return
  try {
    await sendMail({ payload: deps.payload, ...deps.mail }, mail)
  } catch (error) {
    // The error's name only: a transport's message may carry the recipient's address.
    logger.warn('course receipt mail failed', {
      kind: mail.kind,
      error: error instanceof Error ? error.name : 'unknown',
    })
  }
}

async function activeCourse(
  deps: MemberCourseDeps,
  customerId: number,
  regularOrderNumber: string,
): Promise<MemberCourseRow | MemberCourseRefusal> {
  const row = await findMemberCourse(deps.payload, customerId, regularOrderNumber)
  if (!row) return { ok: false, reason: 'not-found' }
  if (row.status !== 'active')
    return {
      ok: false,
      reason: 'not-active',
      message: COURSE_CHANGE_MESSAGES.notActive(COURSE_STATUS_LABELS[row.status]),
    }
  return row
}

const isRefusal = (value: MemberCourseRow | MemberCourseRefusal): value is MemberCourseRefusal =>
  'ok' in value && value.ok === false

// ---------------------------------------------------------------- date change

export interface DateChangeInput {
  regularOrderNumber: string
  sequence: number
}

/**
 * The delivery the member may move: `sequence` must be the course's next one, not yet ordered and still changeable
 * today. The course row when it may.
 */
export async function dateChangeTarget(
  deps: MemberCourseDeps,
  customerId: number,
  input: DateChangeInput,
): Promise<MemberCourseRow | MemberCourseRefusal> {
  const row = await activeCourse(deps, customerId, input.regularOrderNumber)
  if (isRefusal(row)) return row
  if (input.sequence < row.nextSequence)
    return { ok: false, reason: 'too-late', message: COURSE_CHANGE_MESSAGES.alreadyOrdered(input.sequence) }
  if (input.sequence > row.nextSequence)
    return {
      ok: false,
      reason: 'invalid',
      field: 'regularOrderDetailSequenceNumber',
      message: COURSE_CHANGE_MESSAGES.notNextSequence(row.nextSequence),
    }
  if (await isDeliveryCreated(deps.payload, row.id, row.nextSequence))
    return { ok: false, reason: 'too-late', message: COURSE_CHANGE_MESSAGES.alreadyOrdered(row.nextSequence) }
  const check = checkDateChange(
    todayOf(deps),
    row.nextDeliveryDate,
    row.nextDeliveryDate,
    row.cycleType as RegularCycle,
    deps.calendar ?? DEFAULT_DELIVERY_CALENDAR,
  )
  if (!check.ok && check.reason === 'too-late')
    return { ok: false, reason: 'too-late', message: check.message }
  return row
}

export interface DateChanged {
  ok: true
  regularOrderNumber: string
  sequence: number
  previousDate: string
  newDate: string
}

/** Moves the next delivery to `deliveryDate` and re-anchors the course there (the following ones keep the rhythm). */
export async function changeDeliveryDate(
  deps: MemberCourseDeps,
  member: CourseMailAddressee & { id: number },
  input: DateChangeInput & { deliveryDate: string },
): Promise<DateChanged | MemberCourseRefusal> {
  const row = await dateChangeTarget(deps, member.id, input)
  if (isRefusal(row)) return row
  const check = checkDateChange(
    todayOf(deps),
    row.nextDeliveryDate,
    input.deliveryDate,
    row.cycleType as RegularCycle,
    deps.calendar ?? DEFAULT_DELIVERY_CALENDAR,
  )
  if (!check.ok)
    return check.reason === 'too-late'
      ? { ok: false, reason: 'too-late', message: check.message }
      : { ok: false, reason: 'invalid', field: 'deliveryDate', message: check.message }
  const { payload } = deps
  const changed = await withTransaction(payload, async (tx) => {
    const updated = await updateColumnsWhere(
      payload,
      'regular-courses',
      row.id,
      { status: 'active', nextSequence: row.nextSequence, nextDeliveryDate: row.nextDeliveryDate },
      {
        nextDeliveryDate: input.deliveryDate,
        anchorDate: input.deliveryDate,
        anchorSequence: row.nextSequence,
      },
      tx,
    )
    if (!updated) return false
    await appendHistory(payload, tx, {
      courseId: row.id,
      event: 'date-changed',
      actor: 'member',
      sequence: row.nextSequence,
      summary: `第${row.nextSequence}回のお届け日を${formatJapaneseDay(row.nextDeliveryDate)}から${formatJapaneseDay(input.deliveryDate)}に変更しました（以降のお届けはこの日を基準にします）。`,
    })
    return true
  })
  if (!changed) return { ok: false, reason: 'conflict', message: COURSE_CHANGE_MESSAGES.conflict }
  const change = { sequence: row.nextSequence, from: row.nextDeliveryDate, to: input.deliveryDate }
  await mailAfter(
    deps,
    deliveryDateChangedMail(
      member,
      {
        regularOrderNumber: row.regularOrderNumber,
        productName: await productNameOf(payload, row.productCode),
      },
      change,
      (deps.clock ?? systemClock).now(),
    ),
  )
  return {
    ok: true,
    regularOrderNumber: row.regularOrderNumber,
    sequence: row.nextSequence,
    previousDate: row.nextDeliveryDate,
    newDate: input.deliveryDate,
  }
}

// ---------------------------------------------------------------- cancel

export interface CancelInput {
  regularOrderNumber: string
  productCode: string
}

/** The cancel with the member's optional reason (issue 28 §2); the note counts only with 'other'. */
export interface CancelWithReasonInput extends CancelInput {
  cancelReason?: string | null
  cancelReasonNote?: string | null
}

export interface CancelPreview {
  ok: true
  row: MemberCourseRow
  effect: CancelEffect
  effectText: string
}

/** What cancelling now would do; the course must be the member's, of this product, and active. */
export async function cancelPreview(
  deps: MemberCourseDeps,
  customerId: number,
  input: CancelInput,
): Promise<CancelPreview | MemberCourseRefusal> {
  const found = await findMemberCourse(deps.payload, customerId, input.regularOrderNumber)
  if (!found || found.productCode !== input.productCode) return { ok: false, reason: 'not-found' }
  const row = await activeCourse(deps, customerId, input.regularOrderNumber)
  if (isRefusal(row)) return row
  const ordered = await isDeliveryCreated(deps.payload, row.id, row.nextSequence)
  const effect = cancelEffect(todayOf(deps), {
    sequence: row.nextSequence,
    date: row.nextDeliveryDate,
    ordered,
  })
  return { ok: true, row, effect, effectText: cancelEffectText(effect) }
}

/** 'complete': nothing more ships; 'request-complete': accepted, and one more delivery still ships. */
export type CancelOutcome = 'complete' | 'request-complete'

export interface Cancelled {
  ok: true
  regularOrderNumber: string
  outcome: CancelOutcome
  cancelFromSequence: number
  effectText: string
  /** The delivery that still ships (YYYY-MM-DD), or null. */
  stillDeliveredDate: string | null
}

export async function cancelMemberCourse(
  deps: MemberCourseDeps,
  member: CourseMailAddressee & { id: number },
  input: CancelWithReasonInput,
): Promise<Cancelled | MemberCourseRefusal> {
  const preview = await cancelPreview(deps, member.id, input)
  if (!preview.ok) return preview
  const { row, effect, effectText } = preview
  const { payload } = deps
  const at = (deps.clock ?? systemClock).now()
  // The reason goes in the same UPDATE as the cancel; the history row names the reason's label only, never the
  // member's free text (it may hold personal data; staff read it on the course).
  const answer: CancelAnswer = cancelAnswerOf(input.cancelReason, input.cancelReasonNote)
  const cancelled = await withTransaction(payload, async (tx) => {
    const updated = await updateColumnsWhere(
      payload,
      'regular-courses',
      row.id,
      { status: 'active', nextSequence: row.nextSequence },
      {
        status: 'cancelled',
        cancelFromSequence: effect.fromSequence,
        cancelledAt: at.toISOString(),
        cancelReason: answer.reason,
        cancelReasonNote: answer.note,
      },
      tx,
    )
    if (!updated) return false
    await appendHistory(payload, tx, {
      courseId: row.id,
      event: 'cancelled',
      actor: 'member',
      sequence: effect.fromSequence,
      summary: `会員が解約しました${cancelReasonHistoryText(answer.reason)}。${effectText}`,
    })
    await syncRegularFlag(payload, tx, member.id)
    return true
  })
  if (!cancelled) return { ok: false, reason: 'conflict', message: COURSE_CHANGE_MESSAGES.conflict }
  await mailAfter(
    deps,
    courseCancelledMail(
      member,
      {
        regularOrderNumber: row.regularOrderNumber,
        productName: await productNameOf(payload, row.productCode),
      },
      effectText,
      at,
    ),
  )
  return {
    ok: true,
    regularOrderNumber: row.regularOrderNumber,
    outcome: effect.stillDelivered ? 'request-complete' : 'complete',
    cancelFromSequence: effect.fromSequence,
    effectText,
    stillDeliveredDate: effect.stillDelivered?.date ?? null,
  }
}

// ---------------------------------------------------------------- point use

export interface PointUseTarget {
  ok: true
  row: MemberCourseRow
  /** The delivery the choice applies to: the next one, or the one after it when the next is no longer changeable. */
  appliesToSequence: number
  balance: number
}

async function balanceOf(payload: Payload, customerId: number): Promise<number> {
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
    select: { swcPoint: true },
  })
  return Math.max(0, customer?.swcPoint ?? 0)
}

export async function pointUseTarget(
  deps: MemberCourseDeps,
  customerId: number,
  regularOrderNumber: string,
): Promise<PointUseTarget | MemberCourseRefusal> {
  const row = await activeCourse(deps, customerId, regularOrderNumber)
  if (isRefusal(row)) return row
  const ordered = await isDeliveryCreated(deps.payload, row.id, row.nextSequence)
  const nextOpen = !ordered && isChangeable(todayOf(deps), row.nextDeliveryDate)
  return {
    ok: true,
    row,
    appliesToSequence: nextOpen ? row.nextSequence : row.nextSequence + 1,
    balance: await balanceOf(deps.payload, customerId),
  }
}

export interface PointUseSet {
  ok: true
  regularOrderNumber: string
  use: PointUse
  useText: string
  appliesToSequence: number
}

export async function setPointUse(
  deps: MemberCourseDeps,
  customerId: number,
  input: { regularOrderNumber: string; mode: PointUseMode; points?: number | null },
): Promise<PointUseSet | MemberCourseRefusal> {
  const target = await pointUseTarget(deps, customerId, input.regularOrderNumber)
  if (!target.ok) return target
  const check = checkPointUse(input.mode, input.points, target.balance)
  if (!check.ok) return { ok: false, reason: 'invalid', field: check.field, message: check.message }
  const { payload } = deps
  const { row } = target
  const useText = pointUseText(check.use)
  const saved = await withTransaction(payload, async (tx) => {
    const updated = await updateColumnsWhere(
      payload,
      'regular-courses',
      row.id,
      { status: 'active' },
      { pointUse_mode: check.use.mode, pointUse_points: check.use.points },
      tx,
    )
    if (!updated) return false
    await appendHistory(payload, tx, {
      courseId: row.id,
      event: 'points-set',
      actor: 'member',
      sequence: target.appliesToSequence,
      summary: `第${target.appliesToSequence}回のお届けのポイント利用を「${useText}」に設定しました。`,
    })
    return true
  })
  if (!saved) return { ok: false, reason: 'conflict', message: COURSE_CHANGE_MESSAGES.conflict }
  return {
    ok: true,
    regularOrderNumber: row.regularOrderNumber,
    use: check.use,
    useText,
    appliesToSequence: target.appliesToSequence,
  }
}
