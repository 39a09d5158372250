/**
 * Pure rules of the staff actions on a course in the admin (pause, resume, skip the next delivery, cancel; issue 12,
 * docs/adr/036-order-cancel-detail-and-staff-course-actions.md). The owner (staff-course-actions.ts) applies them.
 */
import type { DeliveryCalendarSettings } from '@/shop/calendar/delivery-calendar'
import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { addDays, addMonthsClamped } from '@/shop/calendar/japan-date'
import { CYCLE_MONTHS } from '@/shop/orders/delivery-dates'

import { REGULAR_CHANGE_DEADLINE_DAYS } from './change-deadline'
import type { CourseStatusCode } from './course-statuses'
import { deliveryDateOf, type CourseAnchor } from './delivery-schedule'
import { cancelEffect, type CancelEffect } from './member-course-rules'

export const STAFF_COURSE_ACTIONS = ['pause', 'resume', 'skip', 'cancel'] as const
export type StaffCourseAction = (typeof STAFF_COURSE_ACTIONS)[number]

export const STAFF_COURSE_ACTION_LABELS: Record<StaffCourseAction, string> = {
  pause: '休止する（お届けを止める）',
  resume: '再開する（次回お届け日を計算し直す）',
  skip: '次回のお届けをスキップする',
  cancel: '解約する（以降のお届けを止める）',
}

/** The statuses each action starts from. */
const FROM: Record<StaffCourseAction, readonly CourseStatusCode[]> = {
  pause: ['active'],
  resume: ['paused'],
  skip: ['active'],
  cancel: ['active', 'paused'],
}

export const STAFF_ACTION_REFUSALS: Record<StaffCourseAction, string> = {
  pause: '休止できるのは「継続中」の定期コースだけです。',
  resume: '再開できるのは「休止中」の定期コースだけです。',
  skip: 'スキップできるのは「継続中」の定期コースだけです。',
  cancel: '解約できるのは「継続中」または「休止中」の定期コースだけです。',
}

export const STAFF_COURSE_MOVED =
  'この定期コースは、操作の間にほかの処理（お届けの注文作成など）で変わりました。画面を再読み込みしてから操作してください。'

export const STAFF_SKIP_TAKEN =
  'この回のお届けは、すでに注文作成・スキップなどの処理が行われています。画面を再読み込みしてご確認ください。'

/** Null when the action may be applied to a course in `status`; otherwise the Japanese reason. */
export function staffActionRefusal(action: StaffCourseAction, status: CourseStatusCode): string | null {
  return FROM[action].includes(status) ? null : STAFF_ACTION_REFUSALS[action]
}

export interface CoursePosition extends CourseAnchor {
  nextSequence: number
}

/**
 * Resuming: the next delivery is the first of the course's own dates (deliveryDateOf, counted from its anchor)
 * on or after today + 7 days (the change deadline: the member gets the full notice). The course is re-anchored
 * there so that it stays at `nextSequence` (the paused months are not counted as deliveries) and keeps its day of
 * the month.
 */
export function resumePlan(
  course: CoursePosition,
  today: string,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): { anchorDate: string; anchorSequence: number; nextDeliveryDate: string } {
  const earliest = addDays(today, REGULAR_CHANGE_DEADLINE_DAYS)
  const from = Math.max(course.nextSequence, course.anchorSequence)
  for (let sequence = from; sequence < from + 1200; sequence++) {
    const date = deliveryDateOf(course, sequence, calendar)
    if (date < earliest) continue
    const anchorDate = addMonthsClamped(
      course.anchorDate,
      (sequence - course.anchorSequence) * CYCLE_MONTHS[course.cycleType],
    )
    return { anchorDate, anchorSequence: course.nextSequence, nextDeliveryDate: date }
  }
  throw new RangeError('no delivery date within a hundred years')
}

/** Skipping: the course moves on one delivery; the next date is that delivery's own. */
export function skipPlan(
  course: CoursePosition,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): { skippedSequence: number; nextSequence: number; nextDeliveryDate: string } {
  const nextSequence = course.nextSequence + 1
  return {
    skippedSequence: course.nextSequence,
    nextSequence,
    nextDeliveryDate: deliveryDateOf(course, nextSequence, calendar),
  }
}

/**
 * Cancelling by staff (a member's request by phone, say): an active course stops like a member's cancellation
 * (cancelEffect: from the next delivery while it can still be changed and is not ordered, else from the one
 * after); a paused course makes no delivery, so it stops from its next one.
 */
export function staffCancelEffect(
  status: CourseStatusCode,
  today: string,
  next: { sequence: number; date: string; ordered: boolean },
): CancelEffect {
  if (status === 'paused') return { fromSequence: next.sequence, stillDelivered: null }
  return cancelEffect(today, next)
}
