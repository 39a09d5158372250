/**
 * What a member may change on a regular course from my page (issue 12, docs/adr/035): the delivery address of the
 * next delivery still changeable (the 7-day rule, change-deadline.ts) and the payment method. Pure: the services
 * (course-address-change.ts, course-payment-change.ts) read the course and the customer and ask here.
 */
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import {
  COURSE_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type CoursePaymentMethod,
} from '@/shop/payments/payment-methods'

import { REGULAR_CHANGE_DEADLINE_DAYS, isChangeable, lastChangeDay } from './change-deadline'
import type { CourseStatusCode } from './course-statuses'

/** Where a member goes when a change is no longer possible online (the inquiry form, spec §1). */
export const INQUIRY_PATH = '/inquiry/contact/'

/** Courses a member may still change: deliveries are made (active) or only paused by staff. */
export const CHANGEABLE_COURSE_STATUSES: readonly CourseStatusCode[] = ['active', 'paused']

export const COURSE_CHANGE_MESSAGES = {
  notChangeable: 'この定期コースは解約済みまたは終了しているため、変更できません。',
  sequenceMoved: 'お届け予定が更新されています。お手数ですが、定期コースの一覧からもう一度お手続きください。',
  tooLate: (deliveryDate: string) =>
    `次回のお届け（${formatJapaneseDay(deliveryDate)}）は、お届け日の${REGULAR_CHANGE_DEADLINE_DAYS}日前（${formatJapaneseDay(lastChangeDay(deliveryDate))}）を過ぎたため、マイページからは変更できません。お問い合わせフォームからご連絡ください。`,
  directDebitUnregistered:
    '口座振替をご利用いただくには、先に口座の登録が必要です。「口座を登録する」からご登録ください。',
  savedCardMissing: '登録済みのカードがありません。新しいカードの情報を入力してください。',
  unchanged: '現在と同じお支払い方法です。別のお支払い方法をお選びください。',
} as const

export interface CourseFacts {
  status: CourseStatusCode
  nextSequence: number
  nextDeliveryDate: string
}

export type AddressChangeRefusal =
  | { ok: false; reason: 'not-changeable'; message: string }
  | { ok: false; reason: 'sequence-moved'; message: string }
  | { ok: false; reason: 'too-late'; message: string; lastChangeDay: string; inquiryPath: string }

/**
 * The delivery an address change applies to: the requested one must be the course's next delivery (the member
 * saw it on the list), and it must be at least 7 days away (decided in ADR 035: inside 7 days the change is
 * refused with the inquiry route, never moved silently to the following delivery).
 */
export function addressChangeTarget(
  course: CourseFacts,
  requestedSequence: number,
  today: string,
): { ok: true; sequence: number; deliveryDate: string } | AddressChangeRefusal {
  if (!CHANGEABLE_COURSE_STATUSES.includes(course.status))
    return { ok: false, reason: 'not-changeable', message: COURSE_CHANGE_MESSAGES.notChangeable }
  if (requestedSequence !== course.nextSequence)
    return { ok: false, reason: 'sequence-moved', message: COURSE_CHANGE_MESSAGES.sequenceMoved }
  if (!isChangeable(today, course.nextDeliveryDate))
    return {
      ok: false,
      reason: 'too-late',
      message: COURSE_CHANGE_MESSAGES.tooLate(course.nextDeliveryDate),
      lastChangeDay: lastChangeDay(course.nextDeliveryDate),
      inquiryPath: INQUIRY_PATH,
    }
  return { ok: true, sequence: course.nextSequence, deliveryDate: course.nextDeliveryDate }
}

/** What the member chose on the payment-method change page. */
export type PaymentChoice =
  { method: '1' | '3' | '4' } | { method: '2'; card: 'saved' } | { method: '2'; card: 'new'; token: string }

export interface PaymentOwner {
  hasSavedCard: boolean
  hasDirectDebit: boolean
}

export interface CurrentPayment {
  method: CoursePaymentMethod | null
  cardReference: string | null
}

/** Null when the choice may be made; else the Japanese reason and the field it belongs to. */
export function paymentChoiceRefusal(
  status: CourseStatusCode,
  current: CurrentPayment,
  choice: PaymentChoice,
  owner: PaymentOwner,
  savedCardReference: string | null,
): { reason: string; field: string; message: string } | null {
  if (!CHANGEABLE_COURSE_STATUSES.includes(status))
    return {
      reason: 'not-changeable',
      field: 'regularOrderNumber',
      message: COURSE_CHANGE_MESSAGES.notChangeable,
    }
  if (choice.method === '3' && !owner.hasDirectDebit)
    return {
      reason: 'direct-debit-unregistered',
      field: 'paymentMethod',
      message: COURSE_CHANGE_MESSAGES.directDebitUnregistered,
    }
  if (choice.method === '2' && choice.card === 'saved') {
    if (!owner.hasSavedCard)
      return { reason: 'saved-card-missing', field: 'card', message: COURSE_CHANGE_MESSAGES.savedCardMissing }
    if (current.method === '2' && current.cardReference === savedCardReference)
      return { reason: 'unchanged', field: 'paymentMethod', message: COURSE_CHANGE_MESSAGES.unchanged }
    return null
  }
  if (choice.method !== '2' && current.method === choice.method)
    return { reason: 'unchanged', field: 'paymentMethod', message: COURSE_CHANGE_MESSAGES.unchanged }
  return null
}

export const isCourseMethod = (code: string): code is CoursePaymentMethod =>
  (COURSE_PAYMENT_METHODS as readonly string[]).includes(code)

/** The history row's summary: the methods' names only, never card or account data. */
export function paymentChangeSummary(from: CoursePaymentMethod | null, to: CoursePaymentMethod): string {
  const before = from ? PAYMENT_METHOD_LABELS[from] : '未設定'
  return from === to
    ? `お支払いの${PAYMENT_METHOD_LABELS[to]}を別のものに変更しました。`
    : `お支払い方法を「${before}」から「${PAYMENT_METHOD_LABELS[to]}」に変更しました。`
}

/** The history row's summary of an address change: which delivery, never the address. */
export const addressChangeSummary = (sequence: number): string =>
  `第${sequence}回のお届けからお届け先を変更しました。`

/** Another member's course and an unknown number read the same (404). */
export const COURSE_NOT_FOUND = '定期コースが見つかりませんでした。定期コースの一覧からお手続きください。'
