/**
 * Pure rules of a member's own course changes on the my page (docs/adr/034-member-course-changes.md): which new
 * dates the next delivery may move to, from which delivery a cancellation takes effect, what a point-use choice
 * means, and the texts that state the 7-day rule. The number 7 is read from change-deadline.ts only.
 */
import type { RegularCycle } from '@/shop/catalogue/codes'
import {
  DEFAULT_DELIVERY_CALENDAR,
  isClosed,
  type DeliveryCalendarSettings,
} from '@/shop/calendar/delivery-calendar'
import { addDays, addMonthsClamped, formatJapaneseDay } from '@/shop/calendar/japan-date'
import { CYCLE_MONTHS } from '@/shop/orders/delivery-dates'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

import { isChangeable, lastChangeDay, REGULAR_CHANGE_DEADLINE_DAYS } from './change-deadline'
import type { PointUseMode } from './course-statuses'
import { DATE_REQUIRED_MESSAGE, NOT_OFFERED_MESSAGE } from './date-change-messages'

export { DATE_REQUIRED_MESSAGE, NOT_OFFERED_MESSAGE }

/** How many days before its current date the next delivery may be brought forward at most. */
export const DATE_CHANGE_EARLIER_DAYS = 14

/** Where a member asks once the deadline has passed (the one phone number, the inquiry form). */
export const INQUIRY_FORM_PATH = '/inquiry/contact/'

/** 「定期お届けの変更・解約は、お届け予定日の7日前までに承ります。」 */
export const DEADLINE_RULE_TEXT = `定期お届けの変更・解約は、お届け予定日の${REGULAR_CHANGE_DEADLINE_DAYS}日前までに承ります。`

export const INQUIRY_ROUTE_TEXT = `お電話（${SHOP_CONTACT.phone}、${SHOP_CONTACT.phoneHours}）またはお問い合わせフォーム（${INQUIRY_FORM_PATH}）からご連絡ください。`

/** Why a change of the delivery on `deliveryDate` is refused on the my page, and where to ask instead. */
export function tooLateMessage(deliveryDate: string): string {
  return (
    `${formatJapaneseDay(deliveryDate)}のお届けは、変更の受付期限（${formatJapaneseDay(lastChangeDay(deliveryDate))}）を過ぎたため、マイページでは変更できません。` +
    `${DEADLINE_RULE_TEXT}お急ぎの場合は、${INQUIRY_ROUTE_TEXT}`
  )
}

/**
 * The dates the next delivery (now on `currentDate`) may move to: from the later of `today` + 7 days and
 * `currentDate` − 14 days, up to the day before the cycle's next date after `currentDate` (so it never reaches the
 * delivery after it); never a closure, never the current date itself. Empty when the current date is no longer
 * changeable.
 */
export function offeredNewDates(
  today: string,
  currentDate: string,
  cycleType: RegularCycle,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string[] {
  if (!isChangeable(today, currentDate)) return []
  const months = CYCLE_MONTHS[cycleType]
  if (!months) throw new RangeError(`not a regular cycle: ${String(cycleType)}`)
  const soonest = addDays(today, REGULAR_CHANGE_DEADLINE_DAYS)
  const earliest = [soonest, addDays(currentDate, -DATE_CHANGE_EARLIER_DAYS)].sort().at(-1)!
  const latest = addDays(addMonthsClamped(currentDate, months), -1)
  const dates: string[] = []
  for (let day = earliest; day <= latest; day = addDays(day, 1)) {
    if (day !== currentDate && !isClosed(day, calendar)) dates.push(day)
  }
  return dates
}

export type DateChangeCheck =
  | { ok: true }
  | { ok: false; reason: 'too-late'; message: string }
  | { ok: false; reason: 'not-offered'; message: string }

/** Whether the next delivery on `currentDate` may move to `newDate` today. */
export function checkDateChange(
  today: string,
  currentDate: string,
  newDate: string,
  cycleType: RegularCycle,
  calendar: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): DateChangeCheck {
  if (!isChangeable(today, currentDate))
    return { ok: false, reason: 'too-late', message: tooLateMessage(currentDate) }
  if (!newDate) return { ok: false, reason: 'not-offered', message: DATE_REQUIRED_MESSAGE }
  if (!offeredNewDates(today, currentDate, cycleType, calendar).includes(newDate))
    return { ok: false, reason: 'not-offered', message: NOT_OFFERED_MESSAGE }
  return { ok: true }
}

export interface CancelEffect {
  /** The first delivery that is not made (cancelFromSequence). */
  fromSequence: number
  /** The delivery that still ships although the member cancels now, or null when none does. */
  stillDelivered: { sequence: number; date: string } | null
}

/**
 * From which delivery a cancellation made `today` takes effect: the next delivery when it is still changeable and
 * not yet ordered; else the one after it, and the next one still ships.
 */
export function cancelEffect(
  today: string,
  next: { sequence: number; date: string; ordered: boolean },
): CancelEffect {
  if (!next.ordered && isChangeable(today, next.date))
    return { fromSequence: next.sequence, stillDelivered: null }
  return { fromSequence: next.sequence + 1, stillDelivered: { sequence: next.sequence, date: next.date } }
}

/** What the member is told about a cancellation's effect (confirm page, complete page, receipt mail). */
export function cancelEffectText(effect: CancelEffect): string {
  if (!effect.stillDelivered)
    return `第${effect.fromSequence}回のお届けから停止し、以降のお届けはありません。`
  return (
    `第${effect.stillDelivered.sequence}回・${formatJapaneseDay(effect.stillDelivered.date)}のお届けは、変更の受付期限を過ぎているため、そのままお届けします。` +
    `その次のお届け（第${effect.fromSequence}回）から停止します。`
  )
}

export interface PointUse {
  mode: PointUseMode
  points: number
}

export type PointUseCheck =
  { ok: true; use: PointUse } | { ok: false; field: 'points' | 'pointUseMode'; message: string }

export const POINT_USE_LIMIT = 9_999_999

/**
 * A point-use choice checked against the balance: 'none' is 0, 'all' uses whatever the balance is when the
 * delivery is ordered (points 0 here), 'some' needs 1 … balance points. The engine caps it again at ordering.
 */
export function checkPointUse(
  mode: PointUseMode,
  points: number | null | undefined,
  balance: number,
): PointUseCheck {
  if (mode === 'none') return { ok: true, use: { mode, points: 0 } }
  if (mode === 'all') {
    // On the choice itself: the number field is not shown for 「すべて利用する」.
    if (balance <= 0)
      return { ok: false, field: 'pointUseMode', message: 'ご利用いただけるポイントがありません。' }
    return { ok: true, use: { mode, points: 0 } }
  }
  if (points == null || !Number.isSafeInteger(points) || points < 1)
    return { ok: false, field: 'points', message: '利用ポイントを1以上の整数で入力してください。' }
  if (points > balance)
    return {
      ok: false,
      field: 'points',
      message: `利用ポイントは保有ポイント（${balance.toLocaleString('ja-JP')}pt）以内で入力してください。`,
    }
  return { ok: true, use: { mode, points } }
}

/** 「利用しない」「すべて利用する」「500pt 利用する」 */
export function pointUseText(use: PointUse): string {
  if (use.mode === 'none') return '利用しない'
  if (use.mode === 'all') return 'すべて利用する（お届けの注文時点の保有ポイント）'
  return `${use.points.toLocaleString('ja-JP')}pt 利用する`
}
