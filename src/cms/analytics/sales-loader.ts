/**
 * The 売上 dashboard's figures from the orders table (rules: src/shop/analytics/sales.ts). One GROUP BY over the
 * period's orders, by Japan day, payment method and kind (sql.ts), so 100,000 orders come back as at
 * most days × methods × 2 rows.
 */
import type { Payload } from 'payload'

import type { DashboardData } from '@/shop/analytics/figure'
import type { Period } from '@/shop/analytics/period'
import {
  SALES_ORDER_STATUSES,
  salesTables,
  summarizeSales,
  type SalesGroup,
  type SalesSummary,
} from '@/shop/analytics/sales'

import { instantParam, isPostgres, japanDayOfRow, japanDaySql, num, runSql, sql } from './sql'

export async function loadSalesGroups(payload: Payload, period: Period): Promise<SalesGroup[]> {
  const o = sql.identifier('o')
  const { day, late, dayText } = japanDaySql(payload, sql`${o}.placed_at`)
  // Over most of the table (more than 90 days), a scan reads SQLite's rows in order, faster than the placed_at index
  // (`+column` tells SQLite not to use the index); PostgreSQL's planner chooses by itself.
  const placedAt = period.days > 90 && !isPostgres(payload) ? sql`+${o}.placed_at` : sql`${o}.placed_at`
  const statuses = sql.join(
    SALES_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  // Per-row values in the inner select, grouped outside (PostgreSQL formats the day once per group).
  const rows = await runSql(
    payload,
    sql`SELECT ${dayText(sql`s.d`)} AS day, s.late AS late, s.m AS method, s.r AS regular,
      COUNT(*) AS orders, SUM(s.t) AS total
    FROM (
      SELECT ${day} AS d, ${late} AS late, ${o}.payment_method AS m,
        CASE WHEN ${o}.regular_course_id IS NOT NULL
          OR ${o}.id IN (SELECT order_id FROM regular_courses) THEN 1 ELSE 0 END AS r,
        ${o}.totals_total_including_tax AS t
      FROM orders ${o}
      WHERE ${o}.status IN (${statuses})
        AND ${placedAt} >= ${instantParam(period.from)} AND ${placedAt} < ${instantParam(period.until)}
    ) s
    GROUP BY s.d, s.late, s.m, s.r`,
  )
  // The same Japan day can come in two rows (SQLite: UTC day D after 15:00 and D+1 before); summarizeSales adds.
  return rows.map((r) => ({
    day: japanDayOfRow(r.day, r.late),
    method: String(r.method),
    kind: num(r.regular) === 1 ? 'regular' : 'one-time',
    orders: num(r.orders),
    total: num(r.total),
  }))
}

export interface SalesDashboardData extends DashboardData {
  summary: SalesSummary
}

export async function loadSalesDashboard(payload: Payload, period: Period): Promise<SalesDashboardData> {
  const summary = summarizeSales(await loadSalesGroups(payload, period), period)
  return { summary, tables: salesTables(summary) }
}
