/**
 * The 定期お届け dashboard's rules (issue 28), pure. The loader (src/cms/analytics/courses-loader.ts) reads one small
 * row per course and the courses' order totals grouped in SQL, and hands them here.
 *
 * Definitions:
 * - **Start month** of a course: the Japan month of its first delivery date (`firstDeliveryDate`, already a Japan
 *   day). 新規 per month counts courses by it.
 * - **解約** per month: courses with status 解約 (cancelled) by the Japan month of `cancelledAt`. Courses that 終了
 *   (ended: the first order was cancelled, the member withdrew) are not cancellations.
 * - **継続中**: courses whose status is active now (休止中 is shown apart).
 * - **Deliveries reached.** A course has reached delivery n when its n-th delivery was made: n < `nextSequence`
 *   (the first order is delivery 1). A cancelled course never reaches a delivery at or after its
 *   `cancelFromSequence`; so a stopped (cancelled or ended) course reached n exactly when
 *   n < min(nextSequence, cancelFromSequence).
 * - **Retention cell** (cohort M, delivery n): of the courses started in month M, the share that reached delivery n
 *   (were not cancelled or ended before it). The share is final only when every course of the cohort is decided at
 *   n — it has reached n, or it stopped before n; while any course is still running (active or paused) without
 *   having reached n, the cohort is too young for n and the cell is null (「—」), never 0.
 * - **Cancellations by reason**: the period's cancellations by `cancelReason`; a course without a reason (or with a
 *   code this version does not know) counts under 回答なし.
 * - **Revenue per course** over its life: the sales (sales.ts: received, confirmed, shipped; totalIncludingTax) of
 *   its deliveries (orders with `regularCourse` = the course) plus its first order; a first order that opened k
 *   courses gives each 1/k of its total, so the courses' revenue adds up to the orders'.
 */
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  isCancelReason,
  NO_CANCEL_REASON_LABEL,
} from '@/shop/courses/cancel-reasons'
import type { CourseStatusCode } from '@/shop/courses/course-statuses'

import type { FigureCell, FigureTableData } from './figure'
import { formatMonth, monthsOf, type Period } from './period'

/** The deliveries the retention table follows. */
export const RETENTION_DELIVERIES = [2, 3, 6, 12] as const

/**
 * Courses alike in everything the dashboard counts (the loader groups them in SQL), `courses` of them; a single
 * course is a group of 1.
 */
export interface CourseRow {
  courses: number
  status: CourseStatusCode
  /** 'YYYY-MM-DD' (Japan day). */
  firstDeliveryDate: string
  nextSequence: number
  cancelFromSequence: number | null
  /** The Japan month of `cancelledAt`, 'YYYY-MM', or null. */
  cancelledMonth: string | null
  /** The stored reason code, or null (also while the column does not exist yet). */
  cancelReason: string | null
}

const countOf = (list: readonly CourseRow[]) => list.reduce((n, c) => n + c.courses, 0)

const isStopped = (c: CourseRow) => c.status === 'cancelled' || c.status === 'ended'

/** The last delivery a course can ever reach while it stays as it is (Infinity while it runs). */
function lastReachable(c: CourseRow): number {
  const cancelled = c.cancelFromSequence ?? Infinity
  return isStopped(c) ? Math.min(c.nextSequence, cancelled) - 1 : cancelled - 1
}

/** Whether the course has reached delivery n (true/false), or null when it still runs and has not yet. */
export function reachedDelivery(c: CourseRow, n: number): boolean | null {
  const made = Math.min(c.nextSequence - 1, lastReachable(c))
  if (n <= made) return true
  if (isStopped(c) || lastReachable(c) < n) return false
  return null
}

export interface RetentionRow {
  month: string
  courses: number
  /** The share per RETENTION_DELIVERIES entry, null when the cohort is too young. */
  shares: (number | null)[]
  reached: (number | null)[]
}

/** The cohort table for the given start months (oldest first). */
export function retentionTable(courses: readonly CourseRow[], months: readonly string[]): RetentionRow[] {
  return months.map((month) => {
    const cohort = courses.filter((c) => c.firstDeliveryDate.slice(0, 7) === month)
    const size = countOf(cohort)
    const cells = RETENTION_DELIVERIES.map((n) => {
      if (size === 0) return null
      if (cohort.some((c) => c.courses > 0 && reachedDelivery(c, n) === null)) return null
      return countOf(cohort.filter((c) => reachedDelivery(c, n) === true))
    })
    return {
      month,
      courses: size,
      reached: cells,
      shares: cells.map((r) => (r === null ? null : r / size)),
    }
  })
}

export interface MonthFlow {
  month: string
  started: number
  cancelled: number
}

export function monthlyFlow(courses: readonly CourseRow[], months: readonly string[]): MonthFlow[] {
  return months.map((month) => ({
    month,
    started: countOf(courses.filter((c) => c.firstDeliveryDate.slice(0, 7) === month)),
    cancelled: countOf(courses.filter((c) => c.status === 'cancelled' && c.cancelledMonth === month)),
  }))
}

export interface ReasonCount {
  label: string
  count: number
  share: number | null
}

/** Cancellations (status cancelled, cancelled in `months`) by reason, in the reason list's order, 回答なし last. */
export function cancellationsByReason(
  courses: readonly CourseRow[],
  months: readonly string[],
): ReasonCount[] {
  const inMonths = new Set(months)
  const cancelled = courses.filter(
    (c) => c.status === 'cancelled' && c.cancelledMonth && inMonths.has(c.cancelledMonth),
  )
  const counts = new Map<string, number>()
  for (const c of cancelled) {
    const key = isCancelReason(c.cancelReason) ? c.cancelReason : ''
    counts.set(key, (counts.get(key) ?? 0) + c.courses)
  }
  const total = countOf(cancelled)
  const row = (label: string, count: number): ReasonCount => ({
    label,
    count,
    share: total ? count / total : null,
  })
  return [
    ...CANCEL_REASONS.map((r) => row(CANCEL_REASON_LABELS[r], counts.get(r) ?? 0)),
    row(NO_CANCEL_REASON_LABEL, counts.get('') ?? 0),
  ]
}

/** Revenue buckets of a course's life (yen, lower bound inclusive). */
export const REVENUE_BUCKETS: readonly { min: number; label: string }[] = [
  { min: 0, label: '1万円未満' },
  { min: 10_000, label: '1万円以上3万円未満' },
  { min: 30_000, label: '3万円以上5万円未満' },
  { min: 50_000, label: '5万円以上10万円未満' },
  { min: 100_000, label: '10万円以上' },
]

/** The bucket (index into REVENUE_BUCKETS) of a course's lifetime revenue. */
export function revenueBucketOf(revenue: number): number {
  let i = REVENUE_BUCKETS.length - 1
  while (i > 0 && revenue < REVENUE_BUCKETS[i]!.min) i--
  return i
}

/** Courses of one revenue bucket and their revenue (the loader sums them in SQL with revenueBucketOf's bounds). */
export interface RevenueGroup {
  bucket: number
  courses: number
  total: number
}

export interface RevenueSummary {
  courses: number
  total: number
  average: number | null
  buckets: { label: string; courses: number }[]
}

export function revenueSummaryOf(groups: readonly RevenueGroup[]): RevenueSummary {
  const buckets = REVENUE_BUCKETS.map((b) => ({ label: b.label, courses: 0 }))
  let courses = 0
  let total = 0
  for (const g of groups) {
    const bucket = buckets[g.bucket]
    if (!bucket) continue
    bucket.courses += g.courses
    courses += g.courses
    total += g.total
  }
  return { courses, total, average: courses ? Math.round(total / courses) : null, buckets }
}

/** The summary of single courses' revenues (a group per course). */
export const revenueSummary = (revenues: readonly number[]): RevenueSummary =>
  revenueSummaryOf(revenues.map((r) => ({ bucket: revenueBucketOf(r), courses: 1, total: r })))

export interface CoursesSummary {
  active: number
  paused: number
  flow: MonthFlow[]
  retention: RetentionRow[]
  reasons: ReasonCount[]
  revenue: RevenueSummary
}

/**
 * Everything the dashboard shows for the period: the flow, the reasons and the cohorts over the months the period
 * touches (cohorts = courses started in those months, revenue = their lifetime revenue); active and paused now.
 * `revenue` is the lifetime revenue of the courses started in those months, by bucket.
 */
export function summarizeCourses(
  courses: readonly CourseRow[],
  revenue: readonly RevenueGroup[],
  period: Period,
): CoursesSummary {
  const months = monthsOf(period)
  return {
    active: countOf(courses.filter((c) => c.status === 'active')),
    paused: countOf(courses.filter((c) => c.status === 'paused')),
    flow: monthlyFlow(courses, months),
    retention: retentionTable(courses, months),
    reasons: cancellationsByReason(courses, months),
    revenue: revenueSummaryOf(revenue),
  }
}

export function coursesTables(s: CoursesSummary): FigureTableData[] {
  return [
    {
      name: 'summary',
      title: 'コースの状況',
      columns: [
        { label: '項目', kind: 'text' },
        { label: '件数', kind: 'count' },
        { label: '金額（税込）', kind: 'yen' },
      ],
      rows: [
        ['継続中のコース', s.active, null],
        ['休止中のコース', s.paused, null],
        ['期間内の新規', s.flow.reduce((n, f) => n + f.started, 0), null],
        ['期間内の解約', s.flow.reduce((n, f) => n + f.cancelled, 0), null],
        ['期間内に始まったコースの累計売上（平均）', s.revenue.courses, s.revenue.average],
      ],
    },
    {
      name: 'monthly',
      title: '月別の新規・解約',
      note: '新規は初回お届け日の月、解約は解約手続きの月（日本時間）で数えます。',
      columns: [
        { label: '月', kind: 'text' },
        { label: '新規', kind: 'count' },
        { label: '解約', kind: 'count' },
      ],
      rows: s.flow.map((f) => [formatMonth(f.month), f.started, f.cancelled]),
    },
    {
      name: 'retention',
      title: '開始月別の継続率',
      note: '開始月（初回お届け日の月）のコースのうち、n回目のお届けまで解約・終了しなかった割合です。まだn回目に届いていない継続中のコースがある月は「—」です。',
      columns: [
        { label: '開始月', kind: 'text' },
        { label: 'コース数', kind: 'count' },
        ...RETENTION_DELIVERIES.map((n) => ({ label: `${n}回目まで継続`, kind: 'percent' as const })),
      ],
      rows: s.retention.map((r): FigureCell[] => [formatMonth(r.month), r.courses, ...r.shares]),
    },
    {
      name: 'cancel-reasons',
      title: '解約理由',
      note: '期間内に解約されたコースの理由です。理由の回答がない解約は「回答なし」に数えます。',
      columns: [
        { label: '理由', kind: 'text' },
        { label: '件数', kind: 'count' },
        { label: '割合', kind: 'percent' },
      ],
      rows: s.reasons.map((r) => [r.label, r.count, r.share]),
    },
    {
      name: 'revenue',
      title: 'コースあたりの累計売上',
      note: '期間内に始まったコースの、初回からこれまでの注文の売上（税込）です。初回注文が複数のコースを始めたときは等分します。',
      columns: [
        { label: '累計売上', kind: 'text' },
        { label: 'コース数', kind: 'count' },
      ],
      rows: s.revenue.buckets.map((b) => [b.label, b.courses]),
    },
  ]
}
