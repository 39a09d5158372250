/**
 * The 売上 dashboard's figures, charts and tables (issue 28), inside the frame (SalesDashboardView.tsx): the
 * period's sales, orders and average order value; sales per day (per month beyond 31 days) as 通常購入 and 定期お届け
 * bars; sales by payment method; every table with its CSV link.
 */
import { formatCount, formatYen, NO_FIGURE } from '@/shop/analytics/format'
import { ORDER_KIND_LABELS, ORDER_KINDS, salesChartBuckets } from '@/shop/analytics/sales'

import type { SalesDashboardData } from '../sales-loader'
import { BarChart } from './BarChart'
import { FigureTable } from './FigureTable'
import styles from './dashboard.module.css'

export function SalesDashboardBody({
  data,
  csvHref,
}: {
  data: SalesDashboardData
  csvHref: (table: string) => string
}) {
  const s = data.summary
  const buckets = salesChartBuckets(s)
  const byMonth = s.daily.length > 31
  const methods = data.tables.find((t) => t.name === 'payment-methods')
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>売上（税込）</dt>
          <dd>{formatYen(s.total)}</dd>
        </div>
        <div>
          <dt>注文数</dt>
          <dd>{formatCount(s.orders)}</dd>
        </div>
        <div>
          <dt>客単価（税込）</dt>
          <dd>{s.averageOrderValue === null ? NO_FIGURE : formatYen(s.averageOrderValue)}</dd>
        </div>
      </dl>
      <BarChart
        id="sales-by-day"
        title={byMonth ? '月別の売上（通常購入・定期お届け）' : '日別の売上（通常購入・定期お届け）'}
        kind="yen"
        categories={buckets.map((b) => b.label)}
        series={ORDER_KINDS.map((k) => ({
          label: ORDER_KIND_LABELS[k],
          values: buckets.map((b) => b.byKind[k]),
        }))}
      />
      {methods ? (
        <BarChart
          id="sales-by-method"
          title="お支払い方法別の売上"
          kind="yen"
          categories={s.byMethod.map((m) => m.label)}
          series={[{ label: '売上（税込）', values: s.byMethod.map((m) => m.total) }]}
        />
      ) : null}
      {data.tables.map((t) => (
        <FigureTable key={t.name} table={t} csvHref={csvHref(t.name)} />
      ))}
    </>
  )
}
