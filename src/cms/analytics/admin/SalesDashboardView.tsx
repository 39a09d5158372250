/**
 * 売上ダッシュボード (/admin/analytics/sales, issue 28): the period's sales (税込), orders and average order value, a
 * chart of sales per day (per month for 90 and 365 days) split into 通常購入 and 定期お届け, and the tables (per day,
 * per payment method) with their CSV. What counts as a sale: src/shop/analytics/sales.ts.
 */
import type { AdminViewServerProps } from 'payload'

import { formatCount, formatYen, NO_FIGURE } from '@/shop/analytics/format'
import { ORDER_KIND_LABELS, ORDER_KINDS, salesChartBuckets } from '@/shop/analytics/sales'

import { loadSalesDashboard } from '../sales-loader'
import { BarChart } from './BarChart'
import { DashboardView } from './DashboardView'
import { FigureTable } from './FigureTable'
import styles from './dashboard.module.css'

export async function SalesDashboardView(props: AdminViewServerProps) {
  return (
    <DashboardView
      viewProps={props}
      dashboard="sales"
      load={loadSalesDashboard}
      lead="売上は受付済み・確定・出荷済みの注文のご請求額（ポイント利用前・税込、送料・手数料を含む）です。キャンセルと決済待ちの注文は含みません。"
    >
      {({ data, csvHref }) => {
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
      }}
    </DashboardView>
  )
}
