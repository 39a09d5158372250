/**
 * 定期お届けダッシュボード (/admin/analytics/courses, issue 28; admins only): courses running now, new and cancelled
 * per month, the retention of each start month's courses at their 2nd, 3rd, 6th and 12th delivery, cancellations by
 * reason, and each course's revenue over its life (average and distribution). Definitions:
 * src/shop/analytics/courses.ts.
 */
import type { AdminViewServerProps } from 'payload'

import { formatMonth } from '@/shop/analytics/period'

import { loadCoursesDashboard } from '../courses-loader'
import { BarChart } from './BarChart'
import { DashboardView } from './DashboardView'
import { FigureTable } from './FigureTable'

export async function CoursesDashboardView(props: AdminViewServerProps) {
  return (
    <DashboardView
      viewProps={props}
      dashboard="courses"
      load={loadCoursesDashboard}
      lead="継続中・休止中のコース数は現在の件数です。月別の表と継続率は、期間にかかる月のコースを数えます。"
    >
      {({ data, csvHref }) => {
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
      }}
    </DashboardView>
  )
}
