/**
 * The 定期お届け dashboard's figures (rules: src/shop/analytics/courses.ts), aggregated in SQL so 20,000 courses and
 * 100,000 orders come back as a few hundred rows: the courses grouped by start month, status, sequences, cancel
 * month and reason; their lifetime revenue (deliveries grouped by `regular_course_id`, first orders joined through
 * `regular_courses.order_id` and split over the courses each opened) summed per revenue bucket.
 *
 * `cancelReason` (`cancel_reason`) is added to regular-courses by the cancel-reason change (issue 28 §2); until the
 * adapter's schema has it, every cancellation counts under 回答なし. The column is looked up in the adapter's own
 * table definition, so the query never names a column the database lacks.
 */
import type { Payload } from 'payload'

import {
  coursesTables,
  REVENUE_BUCKETS,
  summarizeCourses,
  type CourseRow,
  type CoursesSummary,
  type RevenueGroup,
} from '@/shop/analytics/courses'
import type { DashboardData } from '@/shop/analytics/figure'
import { monthsOf, type Period } from '@/shop/analytics/period'
import { SALES_ORDER_STATUSES } from '@/shop/analytics/sales'
import { COURSE_STATUSES, type CourseStatusCode } from '@/shop/courses/course-statuses'

import { tableNamed } from '../table-read'
import { japanMonthSql, num, runSql, sql } from './sql'

/** Whether the adapter's regular_courses has the cancel-reason column (the parallel change adds `cancelReason`). */
export const hasCancelReasonColumn = (payload: Payload): boolean =>
  'cancelReason' in tableNamed(payload, 'regular_courses')

const statusOf = (value: unknown): CourseStatusCode =>
  (COURSE_STATUSES as readonly unknown[]).includes(value) ? (value as CourseStatusCode) : 'active'

/** The courses grouped by everything the rules look at (a few hundred groups for 20,000 courses). */
export async function loadCourseRows(payload: Payload): Promise<CourseRow[]> {
  const reason = hasCancelReasonColumn(payload) ? sql`cancel_reason` : sql`NULL`
  const cancelledMonth = japanMonthSql(payload, sql`cancelled_at`)
  const rows = await runSql(
    payload,
    sql`SELECT substr(first_delivery_date, 1, 7) AS start_month, status, next_sequence AS next,
      cancel_from_sequence AS cancel_from,
      CASE WHEN status = 'cancelled' AND cancelled_at IS NOT NULL THEN ${cancelledMonth} ELSE NULL END AS cancelled_month,
      CASE WHEN status = 'cancelled' THEN ${reason} ELSE NULL END AS reason, COUNT(*) AS courses
    FROM regular_courses GROUP BY 1, 2, 3, 4, 5, 6`,
  )
  return rows.map((r) => ({
    courses: num(r.courses),
    status: statusOf(r.status),
    firstDeliveryDate: `${String(r.start_month ?? '')}-01`,
    nextSequence: num(r.next),
    cancelFromSequence: r.cancel_from === null || r.cancel_from === undefined ? null : num(r.cancel_from),
    cancelledMonth: r.cancelled_month ? String(r.cancelled_month) : null,
    cancelReason: r.reason === null || r.reason === undefined ? null : String(r.reason),
  }))
}

/**
 * The lifetime revenue of the courses started in `firstMonth`…`lastMonth` ('YYYY-MM'), by REVENUE_BUCKETS bucket:
 * each course's deliveries' sales plus its share of its first order, bucketed and summed in SQL.
 */
export async function loadCourseRevenue(
  payload: Payload,
  firstMonth: string,
  lastMonth: string,
): Promise<RevenueGroup[]> {
  const statuses = sql.join(
    SALES_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const bucket = sql.join(
    REVENUE_BUCKETS.map((b, i) => ({ b, i }))
      .slice(1)
      .reverse()
      .map(({ b, i }) => sql.raw(`WHEN revenue >= ${b.min} THEN ${i}`)),
    sql` `,
  )
  const rows = await runSql(
    payload,
    sql`WITH d AS (
        SELECT regular_course_id AS course, SUM(totals_total_including_tax) AS total FROM orders
        WHERE regular_course_id IS NOT NULL AND status IN (${statuses}) GROUP BY regular_course_id
      ), f AS (
        SELECT k.order_id, o.totals_total_including_tax * 1.0 / k.opened AS share
        FROM (SELECT order_id, COUNT(*) AS opened FROM regular_courses GROUP BY order_id) k
        JOIN orders o ON o.id = k.order_id
        WHERE o.status IN (${statuses})
      ), r AS (
        SELECT COALESCE(d.total, 0) + COALESCE(f.share, 0) AS revenue
        FROM regular_courses c
        LEFT JOIN d ON d.course = c.id
        LEFT JOIN f ON f.order_id = c.order_id
        WHERE c.first_delivery_date >= ${`${firstMonth}-01`} AND c.first_delivery_date <= ${`${lastMonth}-31`}
      )
      SELECT CASE ${bucket} ELSE 0 END AS bucket, COUNT(*) AS courses, SUM(revenue) AS total FROM r GROUP BY 1`,
  )
  return rows.map((r) => ({ bucket: num(r.bucket), courses: num(r.courses), total: num(r.total) }))
}

export interface CoursesDashboardData extends DashboardData {
  summary: CoursesSummary
}

export async function loadCoursesDashboard(payload: Payload, period: Period): Promise<CoursesDashboardData> {
  const months = monthsOf(period)
  const [courses, revenue] = await Promise.all([
    loadCourseRows(payload),
    loadCourseRevenue(payload, months[0]!, months[months.length - 1]!),
  ])
  const summary = summarizeCourses(courses, revenue, period)
  return { summary, tables: coursesTables(summary) }
}
