/**
 * The 定期お届け dashboard's figures (rules: src/shop/analytics/courses.ts): one narrow row per course (20,000
 * courses are a few hundred kilobytes), and the courses' order revenue summed in SQL — deliveries grouped by
 * `regular_course_id`, first orders joined through `regular_courses.order_id` with the number of courses each opened.
 *
 * `cancelReason` (`cancel_reason`) is added to regular-courses by the cancel-reason change (issue 28 §2); until the
 * adapter's schema has it, every cancellation counts under 回答なし. The column is looked up in the adapter's own
 * table definition, so the query never names a column the database lacks.
 */
import type { Payload } from 'payload'

import {
  coursesTables,
  summarizeCourses,
  type CourseRow,
  type CoursesSummary,
} from '@/shop/analytics/courses'
import type { DashboardData } from '@/shop/analytics/figure'
import type { Period } from '@/shop/analytics/period'
import { SALES_ORDER_STATUSES } from '@/shop/analytics/sales'
import { COURSE_STATUSES, type CourseStatusCode } from '@/shop/courses/course-statuses'

import { tableNamed } from '../table-read'
import { japanDaySql, num, runSql, sql } from './sql'

/** Whether the adapter's regular_courses has the cancel-reason column (the parallel change adds `cancelReason`). */
export const hasCancelReasonColumn = (payload: Payload): boolean =>
  'cancelReason' in tableNamed(payload, 'regular_courses')

const statusOf = (value: unknown): CourseStatusCode =>
  (COURSE_STATUSES as readonly unknown[]).includes(value) ? (value as CourseStatusCode) : 'active'

export async function loadCourseRows(payload: Payload): Promise<CourseRow[]> {
  const c = sql.identifier('c')
  const reason = hasCancelReasonColumn(payload) ? sql`${c}.cancel_reason` : sql`NULL`
  const cancelledDay = japanDaySql(payload, sql`${c}.cancelled_at`)
  const rows = await runSql(
    payload,
    sql`SELECT ${c}.id AS id, ${c}.status AS status, ${c}.first_delivery_date AS first,
      ${c}.next_sequence AS next, ${c}.cancel_from_sequence AS cancel_from,
      CASE WHEN ${c}.cancelled_at IS NULL THEN NULL ELSE ${cancelledDay} END AS cancelled_day,
      ${reason} AS reason
    FROM regular_courses ${c}`,
  )
  return rows.map((r) => ({
    id: num(r.id),
    status: statusOf(r.status),
    firstDeliveryDate: String(r.first ?? ''),
    nextSequence: num(r.next),
    cancelFromSequence: r.cancel_from === null || r.cancel_from === undefined ? null : num(r.cancel_from),
    cancelledMonth: r.cancelled_day ? String(r.cancelled_day).slice(0, 7) : null,
    cancelReason: r.reason === null || r.reason === undefined ? null : String(r.reason),
  }))
}

/** Each course's lifetime revenue (yen; a shared first order split evenly), by course id. */
export async function loadCourseRevenue(payload: Payload): Promise<Map<number, number>> {
  const statuses = sql.join(
    SALES_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const deliveries = await runSql(
    payload,
    sql`SELECT regular_course_id AS course, SUM(totals_total_including_tax) AS total FROM orders
    WHERE regular_course_id IS NOT NULL AND status IN (${statuses}) GROUP BY regular_course_id`,
  )
  const firsts = await runSql(
    payload,
    sql`SELECT c.id AS course, o.totals_total_including_tax AS total,
      (SELECT COUNT(*) FROM regular_courses c2 WHERE c2.order_id = c.order_id) AS opened
    FROM regular_courses c JOIN orders o ON o.id = c.order_id WHERE o.status IN (${statuses})`,
  )
  const out = new Map<number, number>()
  const add = (course: number, amount: number) => out.set(course, (out.get(course) ?? 0) + amount)
  for (const r of deliveries) add(num(r.course), num(r.total))
  for (const r of firsts) add(num(r.course), num(r.total) / Math.max(1, num(r.opened)))
  return out
}

export interface CoursesDashboardData extends DashboardData {
  summary: CoursesSummary
}

export async function loadCoursesDashboard(payload: Payload, period: Period): Promise<CoursesDashboardData> {
  const [courses, revenue] = await Promise.all([loadCourseRows(payload), loadCourseRevenue(payload)])
  const summary = summarizeCourses(courses, (id) => revenue.get(Number(id)) ?? 0, period)
  return { summary, tables: coursesTables(summary) }
}
