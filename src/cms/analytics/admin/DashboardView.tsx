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
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import {
  canSeeDashboard,
  DASHBOARD_LABELS,
  DASHBOARD_PATHS,
  type Dashboard,
} from '@/shop/analytics/dashboards'
import type { DashboardData } from '@/shop/analytics/figure'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { PERIOD_DAYS, PERIOD_LABELS, parsePeriodDays, periodOf, type Period } from '@/shop/analytics/period'
import { systemClock, type Clock } from '@/shop/calendar/clock'

import { ROLLUP_SCHEDULE_TEXT } from '@/shop/analytics/rollup-days'

import { analyticsCsvPath } from '../csv-endpoint'
import { ANALYTICS_REFRESH_PATH } from '../refresh-endpoint'
import type { DashboardLoader } from '../registry'
import { rolesOf } from '../roles'
import { openableDashboards } from '../views'
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
  /**
   * Figures from the shop's own measurement (rolled up hourly): the view offers 「集計を今すぐ更新」, a plain form
   * post to refresh-endpoint.ts that rolls up today and comes back here.
   */
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
  const { initPageResult, params, searchParams } = viewProps
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  const title = `${DASHBOARD_LABELS[dashboard]}ダッシュボード`
  const template = (body: ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className={styles.view}>{body}</div>
      </Gutter>
    </DefaultTemplate>
  )
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
  const adminRoute = req.payload.config.routes.admin
  const apiRoute = req.payload.config.routes.api
  const here = `${adminRoute}${DASHBOARD_PATHS[dashboard]}`
  const data = await load(req.payload, period)
  const others = openableDashboards(roles)
  return template(
    <>
      <h1 className={styles.title}>{title}</h1>
      {others.length > 1 ? (
        <nav className={styles.tabs} aria-label="分析ダッシュボード">
          <ul>
            {others.map((d) => (
              <li key={d}>
                <a
                  href={`${adminRoute}${DASHBOARD_PATHS[d]}?days=${days}`}
                  aria-current={d === dashboard ? 'page' : undefined}
                >
                  {DASHBOARD_LABELS[d]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav className={styles.periods} aria-label="集計期間">
        <p className={styles.periodLabel}>集計期間</p>
        <ul>
          {PERIOD_DAYS.map((d) => (
            <li key={d}>
              <a href={`${here}?days=${d}`} aria-current={d === days ? 'true' : undefined}>
                {PERIOD_LABELS[d]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.lead}>
        {PERIOD_LABELS[days]}（{formatJapaneseDay(period.firstDay)}〜{formatJapaneseDay(period.lastDay)}
        、日本時間）の集計です。
        {lead}
      </p>
      {refreshable ? (
        <form className={styles.refresh} method="post" action={`${apiRoute}${ANALYTICS_REFRESH_PATH}`}>
          <input type="hidden" name="back" value={`${here}?days=${days}`} />
          <p>{ROLLUP_SCHEDULE_TEXT}</p>
          <button type="submit">集計を今すぐ更新</button>
          {searchParams?.refreshed ? <p role="status">集計を更新しました。</p> : null}
        </form>
      ) : null}
      {children({
        payload: req.payload,
        period,
        data,
        csvHref: (table) => analyticsCsvPath(apiRoute, dashboard, days, table),
      })}
    </>,
  )
}
