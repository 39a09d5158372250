/**
 * The nav's 「分析」 group after the collections (issue 28): one link per dashboard this staff member may open
 * (src/shop/analytics/dashboards.ts `dashboardsFor`), nothing at all for a role that may open none. A new dashboard
 * appears here by itself once it is in DASHBOARDS and has a view at DASHBOARD_PATHS.
 */
import type { ServerProps } from 'payload'

import { DASHBOARD_LABELS, DASHBOARD_PATHS } from '@/shop/analytics/dashboards'

import { openableDashboards, rolesOf } from '../views'

export function AnalyticsNavLinks({ user, payload }: ServerProps) {
  const dashboards = openableDashboards(rolesOf(user))
  if (dashboards.length === 0) return null
  const admin = payload.config.routes.admin
  return (
    <div className="nav-group" role="group" aria-labelledby="nav-group-analytics">
      <p
        id="nav-group-analytics"
        className="nav-group__label"
        style={{ margin: '16px 0 4px', fontWeight: 600 }}
      >
        分析
      </p>
      {dashboards.map((d) => (
        <a key={d} className="nav__link" href={`${admin}${DASHBOARD_PATHS[d]}/`}>
          <span className="nav__link-label">{DASHBOARD_LABELS[d]}</span>
        </a>
      ))}
    </div>
  )
}
