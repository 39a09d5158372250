/**
 * The frame of every analytics dashboard in the admin (issue 28): Payload's DefaultTemplate (nav, header) with the
 * dashboard's h1, a refusal 「このページを表示する権限がありません。」 for a role that may not see it (without loading
 * anything), links to the other dashboards this person may open (src/shop/analytics/dashboards.ts), a period chooser
 * (直近30日/90日/365日, plain links: works without scripts; parsed by parsePeriodDays, anything else is 30 days), and
 * then the dashboard's own body, given the loaded figures and the CSV link of each table.
 *
 * A dashboard view is a few lines (see SalesDashboardView.tsx):
 *
 *   export async function CampaignsDashboardView(props: AdminViewServerProps) {
 *     return (
 *       <DashboardView viewProps={props} dashboard="campaigns" load={loadCampaignsDashboard} lead="…">
 *         {({ data, csvHref }) => (
 *           <>
 *             <BarChart id="campaigns-orders" title="…" kind="count" categories={…} series={…} />
 *             {data.tables.map((t) => <FigureTable key={t.name} table={t} csvHref={csvHref(t.name)} />)}
 *           </>
 *         )}
 *       </DashboardView>
 *     )
 *   }
 *
 * and registered in payload.config.ts `admin.components.views` at DASHBOARD_PATHS[dashboard]; the loader also goes
 * into src/cms/analytics/registry.ts so its tables download as CSV. The nav link (AnalyticsNavLinks.tsx) appears by
 * itself for the roles dashboards.ts allows.
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps, Payload } from 'payload'

import { canSeeDashboard, DASHBOARD_LABELS, type Dashboard } from '@/shop/analytics/dashboards'
import type { DashboardData } from '@/shop/analytics/figure'
import { parsePeriodDays, periodOf, type Period } from '@/shop/analytics/period'
import { systemClock, type Clock } from '@/shop/calendar/clock'

import { AdminPage } from '@/cms/admin/AdminPage'

import { analyticsCsvPath } from '../csv-endpoint'
import { ANALYTICS_REFRESH_PATH } from '../refresh-endpoint'
import type { DashboardLoader } from '../registry'
import { rolesOf } from '../views'
import { DashboardBody } from './DashboardBody'
import styles from './dashboard.module.css'

export const NO_PERMISSION_MESSAGE = 'このページを表示する権限がありません。'

export interface DashboardContext<D extends DashboardData> {
  payload: Payload
  period: Period
  data: D
  /** The CSV download of one of the dashboard's tables, for this period. */
  csvHref: (table: string) => string
}

export interface DashboardViewProps<D extends DashboardData> {
  viewProps: AdminViewServerProps
  dashboard: Dashboard
  load: DashboardLoader<D>
  /** One or two sentences under the h1: what the figures count. */
  lead?: ReactNode
  /** Figures from the shop's own measurement: offer 「集計を今すぐ更新」 (DashboardBody). */
  refreshable?: boolean
  clock?: Clock
  children: (context: DashboardContext<D>) => ReactNode
}

export async function DashboardView<D extends DashboardData>({
  viewProps,
  dashboard,
  load,
  lead,
  refreshable = false,
  clock = systemClock,
  children,
}: DashboardViewProps<D>) {
  const { initPageResult, searchParams } = viewProps
  const { req } = initPageResult
  const user = req.user
  const title = `${DASHBOARD_LABELS[dashboard]}ダッシュボード`
  const template = (body: ReactNode) => <AdminPage viewProps={viewProps}>{body}</AdminPage>
  const roles = rolesOf(user)
  if (!user || !canSeeDashboard(roles, dashboard)) {
    return template(
      <>
        <h1 className={styles.title}>{title}</h1>
        <p role="alert">{NO_PERMISSION_MESSAGE}</p>
      </>,
    )
  }
  const days = parsePeriodDays(searchParams?.days)
  const period = periodOf(days, clock.now())
  const apiRoute = req.payload.config.routes.api
  const data = await load(req.payload, period)
  return template(
    <DashboardBody
      dashboard={dashboard}
      roles={roles}
      period={period}
      adminRoute={req.payload.config.routes.admin}
      lead={lead}
      refresh={
        refreshable
          ? { action: `${apiRoute}${ANALYTICS_REFRESH_PATH}`, refreshed: Boolean(searchParams?.refreshed) }
          : undefined
      }
    >
      {children({
        payload: req.payload,
        period,
        data,
        csvHref: (table) => analyticsCsvPath(apiRoute, dashboard, days, table),
      })}
    </DashboardBody>,
  )
}
