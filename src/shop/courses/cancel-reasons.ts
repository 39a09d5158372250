/**
 * Why a member cancels a regular-delivery course (issue 28 §2): an optional choice on /mypage/regular-cancel/, with
 * free text for 「その他」. Kept on the course by its one writer (regular-courses.ts) and counted by the 定期お届け
 * dashboard. Optional on purpose: a member who does not want to say is never held up.
 */
export const CANCEL_REASONS = [
  'enough-stock',
  'no-effect-felt',
  'price',
  'cycle-mismatch',
  'switch-product',
  'health',
  'other',
] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  'enough-stock': '商品が余っている',
  'no-effect-felt': '実感が得られなかった',
  price: '価格が合わない',
  'cycle-mismatch': 'お届けの間隔が合わない',
  'switch-product': 'ほかの商品に切り替えたい',
  health: '体調・ライフスタイルの変化',
  other: 'その他',
}

/** 「その他」の内容の上限（文字）。 */
export const CANCEL_REASON_NOTE_MAX = 200

/** The dashboard's row for a course cancelled without a reason. */
export const NO_CANCEL_REASON_LABEL = '回答なし'

export const isCancelReason = (value: unknown): value is CancelReason =>
  (CANCEL_REASONS as readonly unknown[]).includes(value)
