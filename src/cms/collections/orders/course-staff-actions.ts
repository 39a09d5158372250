/**
 * The admin's door to the staff actions on a course (issue 12, docs/adr/036): a `staffAction` select that is
 * never stored (virtual). Staff pick 「休止する」「再開する」「次回のお届けをスキップする」「解約する」 and save; beforeChange takes
 * the choice out of the data (so nothing else of the save depends on it) and afterChange hands it to the courses'
 * owner (src/shop/courses/staff-course-actions.ts) in the save's transaction, then returns the course as the owner
 * left it. A refusal (a paused course paused again, a delivery already ordered) aborts the save with its Japanese
 * message. Chosen over a custom admin component (no import map, nothing to break on an admin upgrade) and over an
 * API route (the admin's own access, CSRF and transaction apply as they are).
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Field,
} from 'payload'

import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'
import { applyStaffCourseAction } from '@/shop/courses/staff-course-actions'
import {
  STAFF_COURSE_ACTION_LABELS,
  STAFF_COURSE_ACTIONS,
  type StaffCourseAction,
} from '@/shop/courses/staff-course-rules'

import { hasRole } from '../../access'
import { optionsOf } from '../catalogue/options'

const CONTEXT_KEY = 'staffCourseAction'

export const STALE_FORM =
  'この画面の表示は最新ではありません（ほかの操作で定期コースが変わりました）。画面を再読み込みしてから操作してください。'

const isAction = (value: unknown): value is StaffCourseAction =>
  typeof value === 'string' && (STAFF_COURSE_ACTIONS as readonly string[]).includes(value)

type StaffUser = { id: number | string; roles?: readonly string[] | null; collection?: string }

/** Admin and support only (least privilege, docs/adr/023): the same roles that may update courses at all. */
export const canUseStaffAction = (user: unknown): boolean =>
  hasRole(user as StaffUser | null | undefined, 'admin', 'support')

export const staffActionField: Field = {
  name: 'staffAction',
  label: 'スタッフ操作',
  type: 'select',
  virtual: true,
  options: optionsOf(STAFF_COURSE_ACTIONS, STAFF_COURSE_ACTION_LABELS),
  access: { create: () => false, update: ({ req }) => canUseStaffAction(req.user) },
  admin: {
    // Payload makes virtual fields read-only in the admin unless told otherwise.
    readOnly: false,
    position: 'sidebar',
    description: `選んで保存すると実行され、変更履歴に記録されます。休止：お届けを止めます。再開：次回お届け日を${REGULAR_CHANGE_DEADLINE_DAYS}日以上先のお届け日に計算し直します。スキップ：次回のお届けを1回飛ばします。解約：以降のお届けを止めます（受付期限を過ぎた次回分はそのままお届け）。`,
  },
}

/**
 * The admin's form sends the delivery number it showed (read before field access strips it): a form older than
 * the course — saved again after an action, or another staff member acted meanwhile — must not repeat or cross an
 * action (a second skip from the same form would skip another delivery).
 */
export const refuseStaleStaffAction: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  const id = (args as { id?: number | string }).id
  if (operation !== 'update' || id == null || !data || data.staffAction == null || data.staffAction === '')
    return args
  if (typeof data.nextSequence !== 'number') return args
  const stored = await req.payload.findByID({
    collection: 'regular-courses',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    select: { nextSequence: true },
  })
  if (stored.nextSequence !== data.nextSequence) throw new APIError(STALE_FORM, 409, undefined, true)
  return args
}

export const takeStaffAction: CollectionBeforeChangeHook = ({ data, operation, req, context }) => {
  if (operation !== 'update' || !data) return data
  const { staffAction, ...rest } = data as Record<string, unknown>
  if (staffAction == null || staffAction === '') return rest
  if (!isAction(staffAction))
    throw new APIError('スタッフ操作の選択が正しくありません。', 400, undefined, true)
  if (!canUseStaffAction(req.user))
    throw new APIError('この操作を行う権限がありません。', 403, undefined, true)
  context[CONTEXT_KEY] = staffAction
  return rest
}

export const runStaffAction: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  const action = context[CONTEXT_KEY]
  if (operation !== 'update' || !isAction(action)) return doc
  delete context[CONTEXT_KEY]
  const staffUserId = typeof req.user?.id === 'number' ? req.user.id : null
  const result = await applyStaffCourseAction(req.payload, doc.id as number, action, staffUserId, req)
  if (!result.ok) throw new APIError(result.message, 409, undefined, true)
  // The owner recomputed the customer's flag already; the collection's own status hook need not again.
  context.courseOwner = true
  const fresh = await req.payload.findByID({
    collection: 'regular-courses',
    id: doc.id as number,
    depth: 0,
    req,
    overrideAccess: true,
  })
  // An explicit empty action in the answer clears the admin's select, so saving again does not repeat it.
  return { ...fresh, staffAction: null }
}
