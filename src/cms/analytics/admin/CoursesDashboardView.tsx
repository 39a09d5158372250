/**
 * 定期お届けダッシュボード (/admin/analytics/courses, issue 28; admins only): courses running now, new and cancelled
 * per month, the retention of each start month's courses at their 2nd, 3rd, 6th and 12th delivery, cancellations by
 * reason, and each course's revenue over its life (average and distribution). Definitions:
 * src/shop/analytics/courses.ts.
 */
import type { AdminViewServerProps } from 'payload'

import { loadCoursesDashboard } from '../courses-loader'
import { CoursesDashboardBody } from './CoursesDashboardBody'
import { DashboardView } from './DashboardView'

export async function CoursesDashboardView(props: AdminViewServerProps) {
  return (
    <DashboardView
      viewProps={props}
      dashboard="courses"
      load={loadCoursesDashboard}
      lead="継続中・休止中のコース数は現在の件数です。月別の表と継続率は、期間にかかる月のコースを数えます。"
    >
      {({ data, csvHref }) => <CoursesDashboardBody data={data} csvHref={csvHref} />}
    </DashboardView>
  )
}
