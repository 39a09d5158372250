/**
 * The support console's rules (issue 29 §3, docs/adr/071-support-console.md). Pure: who may use it, the actions
 * and their Japanese labels, the one-time key of each form, and the validation of each action's input with
 * messages that name the field. The services (support-actions.ts) and the admin views read them.
 */
import type { OrderStatus } from '@/shop/orders/order-status'
import type { CourseStatusCode } from '@/shop/courses/course-statuses'
import {
  STAFF_ACTION_REFUSALS,
  STAFF_COURSE_MOVED,
  STAFF_SKIP_TAKEN,
  staffActionRefusal,
} from '@/shop/courses/staff-course-rules'

/** Customer care: support staff, and admins (ADR 023). Editors, marketers and reviewers never see customers. */
export const CONSOLE_ROLES = ['admin', 'support'] as const
export const canUseConsole = (roles: readonly string[]): boolean =>
  roles.some((role) => (CONSOLE_ROLES as readonly string[]).includes(role))

/** The record of who saw and did what is for admins only: support does not audit itself. */
export const canReadAccessLog = (roles: readonly string[]): boolean => roles.includes('admin')

/** Everything the access log records: the views of personal data and every action. */
export const ACCESS_ACTIONS = [
  'search',
  'view',
  'adjust-points',
  'resend-mail',
  'course-pause',
  'course-resume',
  'course-skip',
  'cancel-order',
  'unlock',
  'note',
] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]

export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  search: '検索',
  view: '閲覧',
  'adjust-points': 'ポイント調整',
  'resend-mail': 'メール再送',
  'course-pause': '定期コースの休止',
  'course-resume': '定期コースの再開',
  'course-skip': '定期コースのスキップ',
  'cancel-order': '注文のキャンセル',
  unlock: 'ロック解除',
  note: 'メモの記録',
}

/** The actions a form can post (views are recorded by the pages themselves). */
export const CONSOLE_ACTIONS = [
  'adjust-points',
  'resend-mail',
  'course-pause',
  'course-resume',
  'course-skip',
  'cancel-order',
  'unlock',
  'note',
] as const satisfies readonly AccessAction[]
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number]
export const isConsoleAction = (value: unknown): value is ConsoleAction =>
  typeof value === 'string' && (CONSOLE_ACTIONS as readonly string[]).includes(value)

/** How an action ended: claimed (its key taken, the work under way or interrupted), done, or refused by its owner. */
export const ACCESS_OUTCOMES = ['claimed', 'done', 'refused'] as const
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number]
export const ACCESS_OUTCOME_LABELS: Record<AccessOutcome, string> = {
  claimed: '受付',
  done: '完了',
  refused: '実行せず',
}

export const isAccessAction = (value: unknown): value is AccessAction =>
  typeof value === 'string' && (ACCESS_ACTIONS as readonly string[]).includes(value)

// ---------------------------------------------------------------------------------------------------------------
// Limits and validation

export const MAX_POINT_DELTA = 100_000
export const MAX_REASON_LENGTH = 200
export const MAX_NOTE_LENGTH = 1000

/**
 * The one-time key of a rendered form: a random UUID (or any 16–64 letters, digits and hyphens). Stored unique
 * with the access-log row of the action, so a second post of the same form applies nothing.
 */
const ACTION_KEY = /^[A-Za-z0-9-]{16,64}$/
export const isActionKey = (value: unknown): value is string =>
  typeof value === 'string' && ACTION_KEY.test(value)

/** The statuses support may cancel: those the order rules allow to become キャンセル (not shipped, not cancelled). */
export const SUPPORT_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'received',
  'payment-pending',
  'confirmed',
]
export const canCancelOrder = (status: string): boolean =>
  (SUPPORT_CANCELLABLE_STATUSES as readonly string[]).includes(status)

/** The course actions of the console, as the course owner names them. */
export const COURSE_ACTIONS = {
  'course-pause': 'pause',
  'course-resume': 'resume',
  'course-skip': 'skip',
} as const
export type CourseConsoleAction = keyof typeof COURSE_ACTIONS

/** The course buttons offered for a course in `status` (the owner re-checks: a stale page is refused there). */
export function courseActionsFor(status: CourseStatusCode): CourseConsoleAction[] {
  return (Object.keys(COURSE_ACTIONS) as CourseConsoleAction[]).filter(
    (action) => staffActionRefusal(COURSE_ACTIONS[action], status) === null,
  )
}

export const COURSE_ACTION_BUTTONS: Record<CourseConsoleAction, string> = {
  'course-pause': '休止する',
  'course-resume': '再開する',
  'course-skip': '次回をスキップする',
}

/**
 * Mails whose text is for the addressee alone: one-time codes (otp-*) and staff mails (reset links). The console
 * never shows their text and never sends them again — an old code is no use, and the customer asks for a new one.
 */
export const isAddresseeOnlyMail = (kind: string): boolean => kind === 'staff' || kind.startsWith('otp-')

/** Kinds of mail that tell of a change to the account: listed again under ログイン・セキュリティ. */
export const SECURITY_MAIL_KINDS: ReadonlySet<string> = new Set([
  'password-changed',
  'mail-address-changed',
  'withdrawal',
])

/** What is wrong with a field; the page shows fieldMessage(field, problem). Codes, so a redirect can carry them. */
export const FIELD_PROBLEMS = ['empty', 'format', 'zero', 'range', 'long'] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

/** The form fields, with the labels the console shows (the messages name them). */
export const FIELD_LABELS = {
  delta: 'ポイント数（増減）',
  reason: '理由',
  note: 'メモ',
  target: '対象',
} as const
export type ConsoleField = keyof typeof FIELD_LABELS

export type FieldErrors = Partial<Record<ConsoleField, FieldProblem>>
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const MAX_LENGTH: Partial<Record<ConsoleField, number>> = { reason: MAX_REASON_LENGTH, note: MAX_NOTE_LENGTH }

/** The Japanese message of a field's problem, naming the field. */
export function fieldMessage(field: ConsoleField, problem: FieldProblem): string {
  const label = `「${FIELD_LABELS[field]}」`
  if (field === 'target') return `${label}が正しくありません。画面を再読み込みしてください。`
  switch (problem) {
    case 'empty':
      return `${label}を入力してください。`
    case 'format':
      return `${label}は整数で入力してください（減らすときは -100 のように）。`
    case 'zero':
      return `${label}に0は指定できません。`
    case 'range':
      return `${label}は${MAX_POINT_DELTA.toLocaleString('ja-JP')}ポイント以内（-${MAX_POINT_DELTA.toLocaleString('ja-JP')}〜${MAX_POINT_DELTA.toLocaleString('ja-JP')}）で入力してください。`
    case 'long':
      return `${label}は${MAX_LENGTH[field] ?? 0}文字以内で入力してください。`
  }
}

export const isConsoleField = (v: unknown): v is ConsoleField =>
  typeof v === 'string' && Object.hasOwn(FIELD_LABELS, v)
export const isFieldProblem = (v: unknown): v is FieldProblem =>
  typeof v === 'string' && (FIELD_PROBLEMS as readonly string[]).includes(v)

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** 「ポイント数（増減）」: a non-zero whole number within ±100,000 (full-width digits, commas and a leading ＋/－ accepted). */
export function checkPointAdjustment(input: {
  delta: unknown
  reason: unknown
}): Checked<{ delta: number; reason: string }> {
  const errors: FieldErrors = {}
  const raw = text(input.delta)
    .normalize('NFKC')
    .replace(/[,，]/g, '')
    .replace(/^[−ー‐–]/, '-')
  let delta = 0
  if (raw === '') errors.delta = 'empty'
  else if (!/^[+-]?\d{1,9}$/.test(raw)) errors.delta = /^[+-]?\d+$/.test(raw) ? 'range' : 'format'
  else {
    delta = Number(raw)
    if (delta === 0) errors.delta = 'zero'
    else if (Math.abs(delta) > MAX_POINT_DELTA) errors.delta = 'range'
  }
  const reason = checkText(input.reason, MAX_REASON_LENGTH)
  if (typeof reason !== 'string') errors.reason = reason.problem
  if (Object.keys(errors).length > 0 || typeof reason !== 'string') return { ok: false, errors }
  return { ok: true, value: { delta, reason } }
}

/** 「メモ」: 1–1000 characters. */
export function checkNote(input: { note: unknown }): Checked<{ note: string }> {
  const note = checkText(input.note, MAX_NOTE_LENGTH)
  return typeof note === 'string'
    ? { ok: true, value: { note } }
    : { ok: false, errors: { note: note.problem } }
}

/** The order, course or mail an action is about: a positive whole id. */
export function checkTarget(value: unknown): Checked<{ id: number }> {
  const raw = text(value)
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0
  return id > 0 ? { ok: true, value: { id } } : { ok: false, errors: { target: 'format' } }
}

function checkText(value: unknown, max: number): string | { problem: FieldProblem } {
  const trimmed = text(value)
  if (trimmed === '') return { problem: 'empty' }
  // Counted as the staff member sees characters (a surrogate pair is one).
  if ([...trimmed].length > max) return { problem: 'long' }
  return trimmed
}

/** 「100ポイント加算」「50ポイント減算」 */
export const pointChangeText = (delta: number): string =>
  delta > 0
    ? `${delta.toLocaleString('ja-JP')}ポイント加算`
    : `${(-delta).toLocaleString('ja-JP')}ポイント減算`

/** The messages shown after an action (role="status" on the customer page), by code. */
export const CONSOLE_NOTICES = {
  'points-adjusted': 'ポイントを調整しました。',
  'note-recorded': 'メモを記録しました。',
  'mail-resent': 'メールを再送しました。',
  'course-paused': '定期コースを休止しました。',
  'course-resumed': '定期コースを再開しました。',
  'course-skipped': '次回のお届けをスキップしました。',
  'order-cancelled': '注文をキャンセルしました。',
  unlocked: 'アカウントのロックを解除しました。',
  'already-done': 'この操作はすでに受け付けています（二重送信のため、もう一度は実行していません）。',
} as const
export type ConsoleNotice = keyof typeof CONSOLE_NOTICES

/** The errors shown after a refused post (role="alert"), by code. */
export const CONSOLE_ERRORS = {
  'points-below-zero': 'ポイント残高が足りないため、調整できませんでした（残高はマイナスにできません）。',
  'mail-not-found': 'そのメールは、このお客さま宛ての送信記録にありません。',
  'mail-addressee-only':
    'ワンタイムパスワードなどのメールは再送できません。お客さまに新しいコードの発行をご案内ください。',
  'order-not-found': 'その注文は、このお客さまの注文にありません。',
  'order-not-cancellable': 'この注文はキャンセルできません（出荷済み・キャンセル済みなど）。',
  'course-not-found': 'その定期コースは、このお客さまの定期コースにありません。',
  'not-locked': 'このアカウントはロックされていません。',
  'no-key': 'フォームの有効期限が切れました。画面を再読み込みしてから、もう一度操作してください。',
  'customer-withdrawn': '退会したお客さまには、この操作はできません。',
  'customer-not-found': 'このお客さまは見つかりません。',
  'course-moved': STAFF_COURSE_MOVED,
  'course-skip-taken': STAFF_SKIP_TAKEN,
  'course-pause-refused': STAFF_ACTION_REFUSALS.pause,
  'course-resume-refused': STAFF_ACTION_REFUSALS.resume,
  'course-skip-refused': STAFF_ACTION_REFUSALS.skip,
  'course-refused': 'この定期コースには、その操作はできません。画面を再読み込みしてご確認ください。',
  form: '入力内容を確認してください。',
} as const
export type ConsoleError = keyof typeof CONSOLE_ERRORS
export const isConsoleNotice = (v: unknown): v is ConsoleNotice =>
  typeof v === 'string' && Object.hasOwn(CONSOLE_NOTICES, v)
export const isConsoleError = (v: unknown): v is ConsoleError =>
  typeof v === 'string' && Object.hasOwn(CONSOLE_ERRORS, v)

/** The status line after an action: 「ポイントを100ポイント加算しました。」 for points, else the notice's words. */
export function noticeText(notice: ConsoleNotice, delta?: number): string {
  if (notice === 'points-adjusted' && delta !== undefined && Number.isSafeInteger(delta) && delta !== 0)
    return `ポイントを${pointChangeText(delta)}しました。`
  return CONSOLE_NOTICES[notice]
}

/** What a search was read as, for the access log (the query itself is personal data and is not kept). */
export const SEARCH_KIND_LABELS: Record<string, string> = {
  name: 'お名前',
  phone: '電話番号',
  email: 'メールアドレス',
  'member-number': '会員番号',
  'order-number': '注文番号',
  'course-number': '定期コース番号',
}

/** Why a customer is listed in the results. */
export const MATCHED_BY_LABELS: Record<string, string> = {
  name: 'お名前',
  'name-kana': 'フリガナ',
  'given-name': '名',
  phone: '電話番号',
  email: 'メールアドレス',
  'member-number': '会員番号',
  'order-number': '注文番号',
  'course-number': '定期コース番号',
}

/** The search box's hint: what can be searched, and how names and phones match. */
export const SEARCH_HINT =
  'お名前（漢字・カナ）、電話番号、メールアドレス、会員番号、注文番号、定期コース番号で探せます。お名前と電話番号は先頭から一致するものを表示します（例：「やまだ」「山田 花子」「090-1234」）。'
