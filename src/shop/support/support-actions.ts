/**
 * The support console's actions (issue 29 §3, docs/adr/071-support-console.md), each through the owner of what it
 * changes (docs/architecture.md): points through the ledger's adjustPoints, a course through
 * applyStaffCourseAction, an order through cancelOrder, the account's lock through the sign-in limits, a mail
 * through sendMail. Support adds only the note (support-notes) and the record of every action (access-log.ts).
 *
 * Order of work, the same for every action: the input is checked (a bad field is answered with its code and
 * nothing is recorded: nothing happened); the form's one-time key is claimed in the access log (a second post of the
 * same form stops here: 'already-done'); the target is checked to be this customer's; the owner runs; the log row
 * gets the outcome and a detail without personal data.
 */
import type { Payload } from 'payload'

import { withTransaction } from '@/cms/transaction'
import { env } from '@/lib/config/env'
import { isAccountLocked, signInLimits, unlockAccount, type SignInLimits } from '@/shop/auth/sign-in-limits'
import { applyStaffCourseAction, type StaffActionDeps } from '@/shop/courses/staff-course-actions'
import {
  STAFF_ACTION_REFUSALS,
  STAFF_COURSE_MOVED,
  STAFF_SKIP_TAKEN,
} from '@/shop/courses/staff-course-rules'
import { defaultTransport } from '@/shop/mail/default-transport'
import { sendMail, type MailTransport } from '@/shop/mail/mail-service'
import { cancelOrder } from '@/shop/orders/order-status-service'
import { adjustPoints } from '@/shop/points/point-ledger'

import { claimAction, finishAction } from './access-log'
import {
  canCancelOrder,
  checkNote,
  checkPointAdjustment,
  checkTarget,
  COURSE_ACTIONS,
  isActionKey,
  isAddresseeOnlyMail,
  pointChangeText,
  SUPPORT_CANCELLABLE_STATUSES,
  type ConsoleAction,
  type ConsoleError,
  type ConsoleNotice,
  type FieldErrors,
} from './console-rules'

export interface SupportActionDeps {
  limits?: SignInLimits
  mail?: { transport: MailTransport; from: string }
  course?: StaffActionDeps
}

export type ActionResult =
  | { ok: true; notice: ConsoleNotice; delta?: number }
  | { ok: false; error: ConsoleError; fields?: FieldErrors; message?: string }

/** The posted form, as text fields. */
export type ActionForm = Record<string, string | undefined>

/** What the owner said, and the words for the log (never personal data). */
type Ran =
  | { ok: true; notice: ConsoleNotice; detail: string; delta?: number }
  | { ok: false; error: ConsoleError; detail: string }

interface TargetCustomer {
  id: number
  email: string
  withdrawn: boolean
}

class Refusal extends Error {
  constructor(
    readonly error: ConsoleError,
    readonly detail: string,
  ) {
    super(detail)
  }
}

async function loadCustomer(payload: Payload, id: number): Promise<TargetCustomer | null> {
  const doc = await payload.findByID({
    collection: 'customers',
    id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
    select: { email: true, withdrawnAt: true },
  })
  return doc ? { id: doc.id, email: doc.email, withdrawn: Boolean(doc.withdrawnAt) } : null
}

/** The first check: the fields, before anything is recorded. */
function checkInput(
  action: ConsoleAction,
  form: ActionForm,
): { ok: true } | { ok: false; fields: FieldErrors } {
  if (action === 'adjust-points') {
    const checked = checkPointAdjustment({ delta: form.delta, reason: form.reason })
    return checked.ok ? { ok: true } : { ok: false, fields: checked.errors }
  }
  if (action === 'note') {
    const checked = checkNote({ note: form.note })
    return checked.ok ? { ok: true } : { ok: false, fields: checked.errors }
  }
  if (action === 'unlock') return { ok: true }
  const target = checkTarget(form.target)
  return target.ok ? { ok: true } : { ok: false, fields: target.errors }
}

const targetId = (form: ActionForm): number => {
  const t = checkTarget(form.target)
  return t.ok ? t.value.id : 0
}

/** The course owner's refusal as the console's code (its words are shown as they are). */
function courseRefusal(message: string): ConsoleError {
  if (message === STAFF_COURSE_MOVED) return 'course-moved'
  if (message === STAFF_SKIP_TAKEN) return 'course-skip-taken'
  if (message === STAFF_ACTION_REFUSALS.pause) return 'course-pause-refused'
  if (message === STAFF_ACTION_REFUSALS.resume) return 'course-resume-refused'
  if (message === STAFF_ACTION_REFUSALS.skip) return 'course-skip-refused'
  return 'course-refused'
}

async function run(
  payload: Payload,
  staffId: number,
  customer: TargetCustomer,
  action: ConsoleAction,
  form: ActionForm,
  deps: SupportActionDeps,
): Promise<Ran> {
  switch (action) {
    case 'adjust-points': {
      const checked = checkPointAdjustment({ delta: form.delta, reason: form.reason })
      if (!checked.ok) throw new Error('checked before the claim')
      const { delta, reason } = checked.value
      if (customer.withdrawn)
        throw new Refusal('customer-withdrawn', `${pointChangeText(delta)}：退会済みのため実行せず`)
      const balance = await withTransaction(payload, (tx) =>
        adjustPoints(payload, tx, { customerId: customer.id, delta, note: reason }),
      )
      if (balance === null)
        throw new Refusal('points-below-zero', `${pointChangeText(delta)}：残高不足のため実行せず`)
      return {
        ok: true,
        notice: 'points-adjusted',
        delta,
        detail: `${pointChangeText(delta)}（調整後の残高 ${balance.toLocaleString('ja-JP')}ポイント）。理由はポイント履歴に記録`,
      }
    }
    case 'note': {
      const checked = checkNote({ note: form.note })
      if (!checked.ok) throw new Error('checked before the claim')
      await payload.create({
        collection: 'support-notes',
        overrideAccess: true,
        depth: 0,
        select: { text: false },
        data: { customer: customer.id, staff: staffId, text: checked.value.note },
      })
      return {
        ok: true,
        notice: 'note-recorded',
        detail: `メモを記録（${[...checked.value.note].length}文字）`,
      }
    }
    case 'unlock': {
      const limits = deps.limits ?? signInLimits
      if (!(await isAccountLocked(customer.email, limits)))
        throw new Refusal('not-locked', 'ロックされていないため実行せず')
      await unlockAccount(customer.email, limits)
      return { ok: true, notice: 'unlocked', detail: 'ログインの試行回数の制限を解除' }
    }
    case 'resend-mail': {
      const id = targetId(form)
      const mail = await payload.findByID({
        collection: 'mail-outbox',
        id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
      })
      const addresses = new Set([customer.email, customer.email.toLowerCase()])
      if (!mail || !addresses.has(mail.to))
        throw new Refusal('mail-not-found', `送信記録 #${id}：このお客さま宛てでないため実行せず`)
      if (isAddresseeOnlyMail(mail.kind))
        throw new Refusal(
          'mail-addressee-only',
          `送信記録 #${id}（${mail.kind}）：再送できない種別のため実行せず`,
        )
      const sender = deps.mail ?? { transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM }
      await sendMail(
        { payload, ...sender },
        { to: mail.to, subject: mail.subject, text: mail.text, kind: mail.kind },
      )
      return { ok: true, notice: 'mail-resent', detail: `送信記録 #${id}（種別 ${mail.kind}）を再送` }
    }
    case 'cancel-order': {
      const id = targetId(form)
      const order = await payload.findByID({
        collection: 'orders',
        id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
        select: { orderNumber: true, status: true, customer: true },
      })
      const owner = order ? (typeof order.customer === 'object' ? order.customer?.id : order.customer) : null
      if (!order || owner !== customer.id)
        throw new Refusal('order-not-found', `注文 #${id}：このお客さまの注文でないため実行せず`)
      if (!canCancelOrder(order.status))
        throw new Refusal(
          'order-not-cancellable',
          `注文 ${order.orderNumber}：キャンセルできない状態のため実行せず`,
        )
      const result = await cancelOrder(payload, order.id, {}, SUPPORT_CANCELLABLE_STATUSES)
      if (!result.ok)
        throw new Refusal(
          'order-not-cancellable',
          `注文 ${order.orderNumber}：キャンセルできない状態のため実行せず`,
        )
      return {
        ok: true,
        notice: 'order-cancelled',
        detail: `注文 ${order.orderNumber} をキャンセル（在庫・利用ポイントを戻す）`,
      }
    }
    case 'course-pause':
    case 'course-resume':
    case 'course-skip': {
      const id = targetId(form)
      const course = await payload.findByID({
        collection: 'regular-courses',
        id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
        select: { regularOrderNumber: true, customer: true },
      })
      const owner = course
        ? typeof course.customer === 'object'
          ? course.customer?.id
          : course.customer
        : null
      if (!course || owner !== customer.id)
        throw new Refusal('course-not-found', `定期コース #${id}：このお客さまの定期コースでないため実行せず`)
      const result = await applyStaffCourseAction(
        payload,
        course.id,
        COURSE_ACTIONS[action],
        staffId,
        undefined,
        deps.course,
      )
      if (!result.ok)
        throw new Refusal(
          courseRefusal(result.message),
          `定期コース ${course.regularOrderNumber}：${result.message}`,
        )
      const notice: Record<typeof action, ConsoleNotice> = {
        'course-pause': 'course-paused',
        'course-resume': 'course-resumed',
        'course-skip': 'course-skipped',
      }
      return {
        ok: true,
        notice: notice[action],
        detail: `定期コース ${course.regularOrderNumber}：${result.summary}`,
      }
    }
  }
}

/** What the claimed row says while the action runs (and stays saying should the process stop meanwhile). */
const CLAIMED_DETAIL: Record<ConsoleAction, string> = {
  'adjust-points': 'ポイント調整を受付',
  'resend-mail': 'メール再送を受付',
  'course-pause': '定期コースの休止を受付',
  'course-resume': '定期コースの再開を受付',
  'course-skip': '定期コースのスキップを受付',
  'cancel-order': '注文のキャンセルを受付',
  unlock: 'ロック解除を受付',
  note: 'メモの記録を受付',
}

/**
 * Runs one console action for `staffId` on the customer. `form.key` is the form's one-time key; the other fields
 * are the action's (delta, reason, note, target).
 */
export async function runSupportAction(
  payload: Payload,
  staffId: number,
  customerId: number,
  action: ConsoleAction,
  form: ActionForm,
  deps: SupportActionDeps = {},
): Promise<ActionResult> {
  const input = checkInput(action, form)
  if (!input.ok) return { ok: false, error: 'form', fields: input.fields }
  if (!isActionKey(form.key)) return { ok: false, error: 'no-key' }
  const customer = await loadCustomer(payload, customerId)
  if (!customer) return { ok: false, error: 'customer-not-found' }

  const claim = await claimAction(payload, {
    staffId,
    customerId,
    action,
    key: form.key,
    detail: CLAIMED_DETAIL[action],
  })
  if (!claim.ok) return { ok: true, notice: 'already-done' }

  let ran: Ran
  try {
    ran = await run(payload, staffId, customer, action, form, deps)
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    ran = { ok: false, error: error.error, detail: error.detail }
  }
  await finishAction(payload, claim.id, ran.ok ? 'done' : 'refused', ran.detail)
  return ran.ok
    ? { ok: true, notice: ran.notice, ...(ran.delta !== undefined ? { delta: ran.delta } : {}) }
    : { ok: false, error: ran.error }
}
