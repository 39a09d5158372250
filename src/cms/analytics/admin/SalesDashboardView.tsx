/**
 * 売上ダッシュボード (/admin/analytics/sales, issue 28): the period's sales (税込), orders and average order value, a
 * chart of sales per day (per month for 90 and 365 days) split into 通常購入 and 定期お届け, and the tables (per day,
 * per payment method) with their CSV. What counts as a sale: src/shop/analytics/sales.ts.
 */
import type { AdminViewServerProps } from 'payload'

import { loadSalesDashboard } from '../sales-loader'
import { DashboardView } from './DashboardView'
import { SalesDashboardBody } from './SalesDashboardBody'

export async function SalesDashboardView(props: AdminViewServerProps) {
  return (
    <DashboardView
      viewProps={props}
      dashboard="sales"
      load={loadSalesDashboard}
      lead="売上は受付済み・確定・出荷済みの注文のご請求額（ポイント利用前・税込、送料・手数料を含む）です。キャンセルと決済待ちの注文は含みません。"
    >
      {({ data, csvHref }) => <SalesDashboardBody data={data} csvHref={csvHref} />}
    </DashboardView>
  )
}
