/**
 * The 定期お届け dashboard's charts and tables (issue 28), inside the frame (CoursesDashboardView.tsx): new and
 * cancelled per month, cancellations by reason, the distribution of lifetime revenue, then every table (with the
 * retention cohorts) and its CSV link.
 */
import { formatMonth } from '@/shop/analytics/period'

import type { CoursesDashboardData } from '../courses-loader'
import { BarChart } from './BarChart'
import { FigureTable } from './FigureTable'

export function CoursesDashboardBody({
  data,
  csvHref,
}: {
  data: CoursesDashboardData
  csvHref: (table: string) => string
}) {
  const s = data.summary
  return (
    <>
      <BarChart
        id="courses-monthly"
        title="月別の新規・解約"
        kind="count"
        categories={s.flow.map((f) => formatMonth(f.month))}
        series={[
          { label: '新規', values: s.flow.map((f) => f.started) },
          { label: '解約', values: s.flow.map((f) => f.cancelled) },
        ]}
      />
      <BarChart
        id="courses-reasons"
        title="解約理由"
        kind="count"
        categories={s.reasons.map((r) => r.label)}
        series={[{ label: '件数', values: s.reasons.map((r) => r.count) }]}
      />
      <BarChart
        id="courses-revenue"
        title="コースあたりの累計売上の分布"
        kind="count"
        categories={s.revenue.buckets.map((b) => b.label)}
        series={[{ label: 'コース数', values: s.revenue.buckets.map((b) => b.courses) }]}
      />
      {data.tables.map((t) => (
        <FigureTable key={t.name} table={t} csvHref={csvHref(t.name)} />
      ))}
    </>
  )
}
