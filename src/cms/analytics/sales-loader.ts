/**
 * The 売上 dashboard's figures from the orders table (rules: src/shop/analytics/sales.ts). One GROUP BY over the
 * period's orders (index on placed_at), by Japan day, payment method and kind, so 100,000 orders come back as at
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

import { instantParam, japanDaySql, num, runSql, sql } from './sql'

export async function loadSalesGroups(payload: Payload, period: Period): Promise<SalesGroup[]> {
  const o = sql.identifier('o')
  const day = japanDaySql(payload, sql`${o}.${sql.identifier('placed_at')}`)
  const statuses = sql.join(
    SALES_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const rows = await runSql(
    payload,
    sql`SELECT ${day} AS day, ${o}.payment_method AS method,
      CASE WHEN ${o}.regular_course_id IS NOT NULL
        OR EXISTS (SELECT 1 FROM regular_courses rc WHERE rc.order_id = ${o}.id) THEN 1 ELSE 0 END AS regular,
      COUNT(*) AS orders, SUM(${o}.totals_total_including_tax) AS total
    FROM orders ${o}
    WHERE ${o}.status IN (${statuses})
      AND ${o}.placed_at >= ${instantParam(period.from)} AND ${o}.placed_at < ${instantParam(period.until)}
    GROUP BY 1, 2, 3`,
  )
  return rows.map((r) => ({
    day: String(r.day),
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
