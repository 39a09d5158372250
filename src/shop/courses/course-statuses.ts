/** Statuses of a regular-delivery course and of one of its deliveries (docs/adr/033-regular-delivery-engine.md). */

/**
 * active: deliveries are made; paused: staff paused it (no delivery is made, the dates stay until resumed);
 * cancelled: the member or staff cancelled it (deliveries from `cancelFromSequence` on are not made);
 * ended: it ended for another reason (the first order was cancelled, the member withdrew).
 */
export const COURSE_STATUSES = ['active', 'paused', 'cancelled', 'ended'] as const
export type CourseStatusCode = (typeof COURSE_STATUSES)[number]

export const COURSE_STATUS_LABELS: Record<CourseStatusCode, string> = {
  active: '継続中',
  paused: '休止中',
  cancelled: '解約',
  ended: '終了',
}

/**
 * ordered: its order exists; payment-failed: the charge was declined, retried on schedule; held: out of stock,
 * staff were told and it is retried; skipped: staff or the member skipped it (no order).
 */
export const DELIVERY_STATUSES = ['ordered', 'payment-failed', 'held', 'skipped'] as const
export type DeliveryStatusCode = (typeof DELIVERY_STATUSES)[number]

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatusCode, string> = {
  ordered: '注文作成済み',
  'payment-failed': '決済エラー',
  held: '在庫切れで保留',
  skipped: 'スキップ',
}

/** How many points the member wants to use on the next delivery (/mypage/regular-point-use/). */
export const POINT_USE_MODES = ['none', 'all', 'some'] as const
export type PointUseMode = (typeof POINT_USE_MODES)[number]

export const POINT_USE_MODE_LABELS: Record<PointUseMode, string> = {
  none: '利用しない',
  all: 'すべて利用する',
  some: '一部を利用する',
}

/** Who changed a course: kept on every history row. */
export const COURSE_ACTORS = ['member', 'staff', 'system'] as const
export type CourseActor = (typeof COURSE_ACTORS)[number]

export const COURSE_ACTOR_LABELS: Record<CourseActor, string> = {
  member: '会員',
  staff: 'スタッフ',
  system: 'システム',
}

export const COURSE_EVENTS = [
  'opened',
  'delivery-ordered',
  'delivery-cancelled',
  'payment-failed',
  'held',
  'skipped',
  'date-changed',
  'address-changed',
  'payment-changed',
  'points-set',
  'paused',
  'resumed',
  'cancelled',
  'ended',
] as const
export type CourseEvent = (typeof COURSE_EVENTS)[number]

export const COURSE_EVENT_LABELS: Record<CourseEvent, string> = {
  opened: '開始',
  'delivery-ordered': 'お届け注文作成',
  'delivery-cancelled': 'お届け注文キャンセル',
  'payment-failed': '決済エラー',
  held: '在庫切れで保留',
  skipped: 'スキップ',
  'date-changed': 'お届け日変更',
  'address-changed': 'お届け先変更',
  'payment-changed': 'お支払い方法変更',
  'points-set': 'ポイント利用設定',
  paused: '休止',
  resumed: '再開',
  cancelled: '解約',
  ended: '終了',
}
