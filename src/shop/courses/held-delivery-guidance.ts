/**
 * 保留中のお届け (issue 29 §3, docs/adr/070-stock-alerts-and-held-deliveries.md): why a regular delivery was not
 * ordered, and what staff do about it, in the words of the admin's list. Pure.
 *
 * The engine (delivery-engine.ts) retries a held delivery every day and a declined card on the settings' retry
 * days; a course that is no longer active is not retried (its row stays for the record).
 */
import { formatJapanDateTime } from '@/shop/calendar/japan-date'

import { COURSE_STATUS_LABELS, type CourseStatusCode } from './course-statuses'

/** Why a delivery was held or failed (the row's failureCode), as staff read it. */
export const HELD_REASON_LABELS: Readonly<Record<string, string>> = {
  'out-of-stock': '在庫切れ',
  unavailable: '販売停止または定期価格なし',
  'cod-limit': '代金引換の上限を超える金額',
  'no-member': '会員情報なし（退会済みなど）',
  'retries-exhausted': '決済エラー（再試行をすべて失敗）',
}

export const heldReasonLabel = (code: string | null | undefined): string =>
  code ? (HELD_REASON_LABELS[code] ?? code) : '—'

/** Where staff skip, pause or retry a delivery: the course's own page in the admin. */
const SKIP_ON_COURSE = 'スキップする場合は定期コースの画面から操作してください。'

export interface HeldDeliveryFacts {
  status: 'held' | 'payment-failed'
  failureCode: string | null
  /** ISO instant of the next automatic try; null when none is planned. */
  nextAttemptAt: string | null
  courseStatus: CourseStatusCode
}

/** 「2026年11月24日 00:00」, or 「予定なし」. */
export function nextAttemptText(nextAttemptAt: string | null): string {
  return nextAttemptAt ? formatJapanDateTime(new Date(nextAttemptAt)) : '予定なし'
}

/** The one sentence (or two) of what to do with the delivery. */
export function heldDeliveryGuidance(facts: HeldDeliveryFacts): string {
  if (facts.courseStatus === 'paused')
    return `定期コースが${COURSE_STATUS_LABELS.paused}のため再試行しません。コースを再開すると次の再試行で注文されます。`
  if (facts.courseStatus !== 'active')
    return `定期コースが${COURSE_STATUS_LABELS[facts.courseStatus]}のため、このお届けは注文されません。対応は不要です。`
  const next = nextAttemptText(facts.nextAttemptAt)
  if (facts.status === 'payment-failed') {
    if (!facts.nextAttemptAt)
      return `決済の再試行をすべて失敗しました。お客さまにカードの変更をご案内してください（変更後すぐに注文されます）。${SKIP_ON_COURSE}`
    return `お客さまにカードの変更をご案内してください（変更後すぐに注文されます）。変更がなくても${next}に再試行します。`
  }
  switch (facts.failureCode) {
    case 'unavailable':
      return `商品が販売停止か、定期価格がありません。商品を販売中に戻すと次の再試行（${next}）で自動的に注文されます。${SKIP_ON_COURSE}`
    case 'cod-limit':
      return `代金引換の上限を超えています。お客さまにお支払い方法の変更をご案内してください（次の再試行：${next}）。${SKIP_ON_COURSE}`
    case 'no-member':
      return `会員情報がありません（退会済みなど）。定期コースの画面からスキップするか、コースを終了してください。`
    default:
      return `在庫を補充すると次の再試行（${next}）で自動的に注文されます。${SKIP_ON_COURSE}`
  }
}
