/**
 * What a dashboard page shows inside the admin's template for a person who may see it (issue 28): the h1, links to
 * the other dashboards they may open (only those with a view, src/cms/analytics/views.ts), the period links
 * (直近30日/90日/365日, plain links that work without scripts, the chosen one aria-current) and the period in words,
 * then `children`. DashboardView.tsx wraps it in Payload's DefaultTemplate; it is a file of its own so tests render it
 * without the admin UI.
 */
import type { ReactNode } from 'react'

import { DASHBOARD_LABELS, DASHBOARD_PATHS, type Dashboard } from '@/shop/analytics/dashboards'
import { PERIOD_DAYS, PERIOD_LABELS, type Period } from '@/shop/analytics/period'
import { ROLLUP_SCHEDULE_TEXT } from '@/shop/analytics/rollup-days'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'

import { openableDashboards } from '../views'
import styles from './dashboard.module.css'

export interface DashboardBodyProps {
  dashboard: Dashboard
  roles: readonly string[]
  period: Period
  adminRoute: string
  lead?: ReactNode
  /**
   * Figures from the shop's own measurement, rolled up hourly: 「集計を今すぐ更新」, a plain form post to
   * refresh-endpoint.ts (`action`) that rolls up today and comes back here; `refreshed` after it did.
   */
  refresh?: { action: string; refreshed: boolean }
  children?: ReactNode
}

/** Everything inside the admin's template for a person who may see the dashboard (rendered by tests on its own). */
export function DashboardBody({
  dashboard,
  roles,
  period,
  adminRoute,
  lead,
  refresh,
  children,
}: DashboardBodyProps) {
  const days = period.days
  const here = `${adminRoute}${DASHBOARD_PATHS[dashboard]}/`
  const others = openableDashboards(roles)
  return (
    <>
      <h1 className={styles.title}>{DASHBOARD_LABELS[dashboard]}ダッシュボード</h1>
      {others.length > 1 ? (
        <nav className={styles.tabs} aria-label="分析ダッシュボード">
          <ul>
            {others.map((d) => (
              <li key={d}>
                <a
                  href={`${adminRoute}${DASHBOARD_PATHS[d]}/?days=${days}`}
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
      {refresh ? (
        <form className={styles.refresh} method="post" action={refresh.action}>
          <input type="hidden" name="back" value={`${here}?days=${days}`} />
          <p>{ROLLUP_SCHEDULE_TEXT}</p>
          <button type="submit">集計を今すぐ更新</button>
          {refresh.refreshed ? <p role="status">集計を更新しました。</p> : null}
        </form>
      ) : null}
      {children}
    </>
  )
}
