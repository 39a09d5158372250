/**
 * The signed-in member's regular-delivery courses (spec §2, §7; docs/adr/034-member-course-changes.md): the course
 * list, moving the next delivery, cancelling, points for the next delivery. Every call answers 401 to a guest and
 * 404 to a course number that is not the member's own (never saying whether it exists); 409 when the 7-day rule
 * or the course's state refuses the change, with a Japanese reason and where to ask instead.
 */
import { z } from 'zod'

import {
  CANCEL_REASON_MESSAGES,
  cancelAnswerOf,
  isCancelNoteTooLong,
} from '@/shop/courses/cancel-reason-rules'
import { CANCEL_REASONS } from '@/shop/courses/cancel-reasons'
import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'
import { POINT_USE_MODES } from '@/shop/courses/course-statuses'

import { defineCall } from '../define-call'
import { customerStateSchema } from './auth'

export const regularOrderNumberField = z
  .string({ error: '定期番号を指定してください' })
  .min(1, '定期番号を指定してください')
  .max(30, '定期番号が正しくありません')
export const sequenceField = z.coerce
  .number({ error: 'お届け回を指定してください' })
  .int('お届け回が正しくありません')
  .min(1, 'お届け回が正しくありません')
  .max(9999, 'お届け回が正しくありません')
export const productCodeField = z
  .string({ error: '商品コードを指定してください' })
  .min(1, '商品コードを指定してください')
  .max(60, '商品コードが正しくありません')
export const deliveryDateField = z
  .string({ error: 'お届け日を選択してください' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'お届け日を選択してください')

const dayOption = z.object({ date: z.string(), text: z.string() })

export const memberCourseSchema = z.object({
  regularOrderNumber: z.string(),
  productCode: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  productHref: z.string().nullable(),
  cycleLabel: z.string(),
  quantity: z.number().int(),
  status: z.enum(['active', 'paused', 'cancelled', 'ended']),
  statusLabel: z.string(),
  nextSequence: z.number().int(),
  /** YYYY-MM-DD */
  nextDeliveryDate: z.string(),
  nextDeliveryDateText: z.string(),
  /** The last day the next delivery can be changed. */
  lastChangeDate: z.string(),
  lastChangeDateText: z.string(),
  changeable: z.boolean(),
  /** Card brand and last four digits when paid by card. */
  paymentLabel: z.string(),
  pointUse: z.object({ mode: z.enum(POINT_USE_MODES), points: z.number().int() }),
  pointUseText: z.string(),
  cancelFromSequence: z.number().int().nullable(),
  /** My-page links of an active course (null otherwise). */
  links: z
    .object({
      dateChange: z.string(),
      addressChange: z.string(),
      paymentChange: z.string(),
      pointUse: z.string(),
      cancel: z.string(),
    })
    .nullable(),
})

const deliveryQuery = z.object({
  regularOrderNumber: regularOrderNumberField,
  regularOrderDetailSequenceNumber: sequenceField,
})
const cancelQuery = z.object({ regularOrderNumber: regularOrderNumberField, productCode: productCodeField })

export const regularCoursesPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-courses',
  operationId: 'getPagesMypageRegularCourses',
  summary: 'ログイン中の会員の定期お届けコースの一覧（継続中、休止中、解約・終了の順）',
  tags: ['regular'],
  errors: [401],
  response: z.object({ courses: z.array(memberCourseSchema), deadlineRule: z.string() }),
})

const dateChangePageSchema = z.object({
  course: memberCourseSchema,
  sequence: z.number().int(),
  currentDate: dayOption,
  lastChangeDate: dayOption,
  /** Dates the next delivery may move to (never a closure, never within the deadline days from today). */
  offeredDates: z.array(dayOption),
  deadlineRule: z.string(),
})

export const regularDateChangePageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-delivery-date-change',
  operationId: 'getPagesMypageRegularDeliveryDateChange',
  summary: '定期お届けの次回お届け日の変更画面のデータ（選べるお届け日）',
  tags: ['regular'],
  // 404 not the member's course; 409 past the change deadline, already ordered, or the course is not active.
  errors: [401, 404, 409],
  query: deliveryQuery,
  response: dateChangePageSchema,
})

export const regularDateChangeConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-delivery-date-change/confirm',
  operationId: 'getPagesMypageRegularDeliveryDateChangeConfirm',
  summary: '定期お届けの次回お届け日の変更内容の確認画面のデータ（変更後の日付と以降のお届け予定）',
  tags: ['regular'],
  errors: [401, 404, 409],
  query: deliveryQuery.extend({ deliveryDate: deliveryDateField }),
  response: dateChangePageSchema.extend({
    newDate: dayOption,
    followingDates: z.array(z.object({ sequence: z.number().int(), date: z.string(), text: z.string() })),
    statement: z.string(),
  }),
})

export const regularDateChangeCall = defineCall({
  method: 'POST',
  path: 'regular/delivery-date-change',
  operationId: 'postRegularDeliveryDateChange',
  summary: `定期お届けの次回お届け日を変更する（お届け予定日の${REGULAR_CHANGE_DEADLINE_DAYS}日前まで）。以降のお届けは変更後の日付を基準にする。受付メールを送る`,
  tags: ['regular'],
  errors: [401, 404, 409],
  body: deliveryQuery.extend({ deliveryDate: deliveryDateField }),
  response: z.object({
    regularOrderNumber: z.string(),
    regularOrderDetailSequenceNumber: z.number().int(),
    previousDate: z.string(),
    newDate: z.string(),
  }),
})

const cancelPageSchema = z.object({
  course: memberCourseSchema,
  /** The first delivery that is not made. */
  cancelFromSequence: z.number().int(),
  /** The delivery that still ships (past the change deadline), or null. */
  stillDelivered: dayOption.nullable(),
  effectText: z.string(),
  /** complete: nothing more ships; request-complete: accepted, one more delivery still ships. */
  outcome: z.enum(['complete', 'request-complete']),
  statement: z.string(),
  deadlineRule: z.string(),
})

export const regularCancelPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-cancel',
  operationId: 'getPagesMypageRegularCancel',
  summary: '定期お届けコースの解約画面のデータ（どのお届けから止まるか）',
  tags: ['regular'],
  errors: [401, 404, 409],
  query: cancelQuery,
  response: cancelPageSchema,
})

export const regularCancelConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-cancel/confirm',
  operationId: 'getPagesMypageRegularCancelConfirm',
  summary: '定期お届けコースの解約内容の確認画面のデータ',
  tags: ['regular'],
  errors: [401, 404, 409],
  query: cancelQuery,
  response: cancelPageSchema,
})

/**
 * The cancel's body: the course, and the member's optional reason (issue 28 §2). `cancelReasonNote` is the text
 * for 「その他」 (at most CANCEL_REASON_NOTE_MAX characters after trimming); with another reason it is refused, and
 * the course's owner stores it only with 'other' (src/shop/courses/cancel-reason-rules.ts).
 */
export const regularCancelBodySchema = cancelQuery
  .extend({
    cancelReason: z.enum(CANCEL_REASONS, { error: CANCEL_REASON_MESSAGES.reason }).nullish(),
    cancelReasonNote: z
      .string({ error: CANCEL_REASON_MESSAGES.noteText })
      .refine((note) => !isCancelNoteTooLong(note), CANCEL_REASON_MESSAGES.noteTooLong)
      .nullish(),
  })
  .superRefine((body, ctx) => {
    const note = body.cancelReasonNote?.trim() ?? ''
    if (note && cancelAnswerOf(body.cancelReason, note).note === null)
      ctx.addIssue({
        code: 'custom',
        path: ['cancelReasonNote'],
        message: CANCEL_REASON_MESSAGES.noteWithoutOther,
      })
  })

export const regularCancelCall = defineCall({
  method: 'POST',
  path: 'regular/cancel',
  operationId: 'postRegularCancel',
  summary: `定期お届けコースを解約する。次回のお届けが変更期限（${REGULAR_CHANGE_DEADLINE_DAYS}日前）を過ぎていればそのお届けの次から止まる。解約の理由（任意、「その他」は内容も）をコースに記録する。受付メールを送る`,
  tags: ['regular'],
  // 400 with fields.cancelReason / fields.cancelReasonNote: a reason not in the list, a note too long or without 'other'.
  errors: [401, 404, 409],
  body: regularCancelBodySchema,
  response: z.object({
    regularOrderNumber: z.string(),
    outcome: z.enum(['complete', 'request-complete']),
    cancelFromSequence: z.number().int(),
    effectText: z.string(),
    stillDeliveredDate: z.string().nullable(),
    /** The member's state, with isRegularOrderCustomer recomputed from the courses. */
    state: customerStateSchema,
  }),
})

export const regularPointUsePageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/regular-point-use',
  operationId: 'getPagesMypageRegularPointUse',
  summary: '定期お届けの次回ポイント利用の設定画面のデータ（保有ポイントと現在の設定）',
  tags: ['regular'],
  errors: [401, 404, 409],
  query: z.object({ regularOrderNumber: regularOrderNumberField }),
  response: z.object({
    course: memberCourseSchema,
    balance: z.number().int(),
    appliesToSequence: z.number().int(),
    deadlineRule: z.string(),
  }),
})

export const pointUseInputSchema = z.object({
  regularOrderNumber: regularOrderNumberField,
  pointUseMode: z.enum(POINT_USE_MODES, { error: 'ポイントの利用方法を選択してください' }),
  /** Only with 'some'. */
  points: z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null
      const n = typeof value === 'number' ? value : /^\d{1,7}$/.test(value.trim()) ? Number(value) : NaN
      if (!Number.isSafeInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: '利用ポイントを半角数字で入力してください' })
        return z.NEVER
      }
      return n
    }),
})

export const regularPointUseCall = defineCall({
  method: 'POST',
  path: 'regular-point-use',
  operationId: 'postRegularPointUse',
  summary:
    '定期お届けの次回お届けで使うポイントを設定する（利用しない／すべて／指定pt）。保有ポイント以内。お届けの注文時に残高で再度上限をかける',
  tags: ['regular'],
  // 400 with fields.points: more than the balance, or no number for 'some'.
  errors: [401, 404, 409],
  body: pointUseInputSchema,
  response: z.object({
    regularOrderNumber: z.string(),
    pointUseMode: z.enum(POINT_USE_MODES),
    points: z.number().int(),
    useText: z.string(),
    appliesToSequence: z.number().int(),
  }),
})
