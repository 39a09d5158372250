/**
 * The dashboards that have an admin view (issue 28), and their registration in payload.config.ts
 * (`admin.components.views`, at DASHBOARD_PATHS). A dashboard is linked (nav 「分析」, the tabs) only once it is here,
 * so nobody is sent to a page that does not exist yet: the キャンペーン and コンテンツ dashboards add one line each.
 * No React here: payload.config.ts imports it.
 */
import type { AdminViewConfig } from 'payload'

import { DASHBOARD_PATHS, dashboardsFor, type Dashboard } from '@/shop/analytics/dashboards'

/** Dashboard → its view component, as Payload's import map names it (path under src/#export). */
export const DASHBOARD_VIEW_COMPONENTS: Partial<Record<Dashboard, string>> = {
  sales: '/cms/analytics/admin/SalesDashboardView#SalesDashboardView',
  courses: '/cms/analytics/admin/CoursesDashboardView#CoursesDashboardView',
  campaigns: '/cms/analytics/admin/CampaignsDashboardView#CampaignsDashboardView',
  content: '/cms/analytics/admin/ContentDashboardView#ContentDashboardView',
}

/** The dashboards `roles` may open and that have a view, in nav order. */
export const openableDashboards = (roles: readonly string[] | null | undefined): Dashboard[] =>
  dashboardsFor(roles).filter((d) => DASHBOARD_VIEW_COMPONENTS[d] !== undefined)

/** The views for payload.config.ts `admin.components.views`. */
export function dashboardAdminViews(): Record<string, AdminViewConfig> {
  const views: Record<string, AdminViewConfig> = {}
  for (const [dashboard, Component] of Object.entries(DASHBOARD_VIEW_COMPONENTS) as [Dashboard, string][]) {
    views[`analytics-${dashboard}`] = {
      Component,
      path: DASHBOARD_PATHS[dashboard] as `/${string}`,
      exact: true,
    }
  }
  return views
}

/** A staff user's roles (Payload's `req.user.roles`), [] for anyone else. */
export const rolesOf = (user: unknown): string[] => {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : []
}
