/**
 * The data of the my page's course screens (spec §2, §7 pages/mypage/regular-*), built once for both the API's
 * page calls and the server-rendered pages (docs/adr/034-member-course-changes.md).
 */
import type { RegularCycle } from '@/shop/catalogue/codes'
import { systemClock } from '@/shop/calendar/clock'
import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { formatJapaneseDay, todayInJapan } from '@/shop/calendar/japan-date'

import { lastChangeDay } from './change-deadline'
import { deliveryDateOf } from './delivery-schedule'
import {
  cancelPreview,
  dateChangeTarget,
  pointUseTarget,
  type CancelInput,
  type CancelOutcome,
  type DateChangeInput,
  type MemberCourseDeps,
  type MemberCourseRefusal,
} from './member-course-changes'
import { checkDateChange, DEADLINE_RULE_TEXT, offeredNewDates } from './member-course-rules'
import { listMemberCourses, memberCourseView, type MemberCourseView } from './member-courses'

export interface DayOption {
  /** YYYY-MM-DD */
  date: string
  text: string
}

const dayOf = (date: string): DayOption => ({ date, text: formatJapaneseDay(date) })
const todayOf = (deps: MemberCourseDeps) => todayInJapan((deps.clock ?? systemClock).now())

export async function coursesPage(deps: MemberCourseDeps, customerId: number) {
  return {
    courses: await listMemberCourses(deps.payload, customerId, todayOf(deps)),
    deadlineRule: DEADLINE_RULE_TEXT,
  }
}

export interface DateChangePage {
  course: MemberCourseView
  cycleType: RegularCycle
  sequence: number
  currentDate: DayOption
  lastChangeDate: DayOption
  offeredDates: DayOption[]
  deadlineRule: string
}

export async function dateChangePage(
  deps: MemberCourseDeps,
  customerId: number,
  input: DateChangeInput,
): Promise<DateChangePage | MemberCourseRefusal> {
  const row = await dateChangeTarget(deps, customerId, input)
  if ('ok' in row) return row
  const today = todayOf(deps)
  return {
    course: await memberCourseView(deps.payload, row, today),
    cycleType: row.cycleType as RegularCycle,
    sequence: row.nextSequence,
    currentDate: dayOf(row.nextDeliveryDate),
    lastChangeDate: dayOf(lastChangeDay(row.nextDeliveryDate)),
    offeredDates: offeredNewDates(
      today,
      row.nextDeliveryDate,
      row.cycleType as RegularCycle,
      deps.calendar ?? DEFAULT_DELIVERY_CALENDAR,
    ).map(dayOf),
    deadlineRule: DEADLINE_RULE_TEXT,
  }
}

export interface DateChangeConfirmPage extends DateChangePage {
  newDate: DayOption
  /** The two deliveries after the changed one, as the new anchor counts them. */
  followingDates: { sequence: number; date: string; text: string }[]
  /** What the member agrees to (特商法 12条の6: the change, from which delivery). */
  statement: string
}

export async function dateChangeConfirmPage(
  deps: MemberCourseDeps,
  customerId: number,
  input: DateChangeInput & { deliveryDate: string },
): Promise<DateChangeConfirmPage | MemberCourseRefusal> {
  const page = await dateChangePage(deps, customerId, input)
  if ('ok' in page) return page
  const { cycleType } = page
  const check = checkDateChange(
    todayOf(deps),
    page.currentDate.date,
    input.deliveryDate,
    cycleType,
    deps.calendar ?? DEFAULT_DELIVERY_CALENDAR,
  )
  if (!check.ok)
    return check.reason === 'too-late'
      ? { ok: false, reason: 'too-late', message: check.message }
      : { ok: false, reason: 'invalid', field: 'deliveryDate', message: check.message }
  const anchor = { anchorDate: input.deliveryDate, anchorSequence: page.sequence, cycleType }
  const followingDates = [1, 2].map((step) => {
    const date = deliveryDateOf(anchor, page.sequence + step, deps.calendar ?? DEFAULT_DELIVERY_CALENDAR)
    return { sequence: page.sequence + step, date, text: formatJapaneseDay(date) }
  })
  return {
    ...page,
    newDate: dayOf(input.deliveryDate),
    followingDates,
    statement:
      `定期番号 ${page.course.regularOrderNumber}（${page.course.productName}）の第${page.sequence}回のお届け日を、` +
      `${page.currentDate.text}から${formatJapaneseDay(input.deliveryDate)}に変更します。` +
      `第${page.sequence + 1}回以降のお届けは、変更後のお届け日を基準に${page.course.cycleLabel}お届けします。` +
      `お支払い方法・お届け先・数量は変わりません。`,
  }
}

export interface CancelPage {
  course: MemberCourseView
  cancelFromSequence: number
  stillDelivered: DayOption | null
  effectText: string
  outcome: CancelOutcome
  statement: string
  deadlineRule: string
}

export async function cancelPage(
  deps: MemberCourseDeps,
  customerId: number,
  input: CancelInput,
): Promise<CancelPage | MemberCourseRefusal> {
  const preview = await cancelPreview(deps, customerId, input)
  if (!preview.ok) return preview
  const course = await memberCourseView(deps.payload, preview.row, todayOf(deps))
  return {
    course,
    cancelFromSequence: preview.effect.fromSequence,
    stillDelivered: preview.effect.stillDelivered ? dayOf(preview.effect.stillDelivered.date) : null,
    effectText: preview.effectText,
    outcome: preview.effect.stillDelivered ? 'request-complete' : 'complete',
    statement:
      `定期番号 ${course.regularOrderNumber}（${course.productName}）の定期お届けコースを解約します。` +
      preview.effectText +
      '解約後に同じ定期コースを再開することはできません。',
    deadlineRule: DEADLINE_RULE_TEXT,
  }
}

export interface PointUsePage {
  course: MemberCourseView
  balance: number
  appliesToSequence: number
  deadlineRule: string
}

export async function pointUsePage(
  deps: MemberCourseDeps,
  customerId: number,
  regularOrderNumber: string,
): Promise<PointUsePage | MemberCourseRefusal> {
  const target = await pointUseTarget(deps, customerId, regularOrderNumber)
  if (!target.ok) return target
  return {
    course: await memberCourseView(deps.payload, target.row, todayOf(deps)),
    balance: target.balance,
    appliesToSequence: target.appliesToSequence,
    deadlineRule: DEADLINE_RULE_TEXT,
  }
}
