/**
 * The admin's measurement dashboards (issue 28, docs/adr/065-first-party-measurement.md) and who may open each:
 * admins all; marketers sales, campaigns and content; editors content; support and reviewers none. One table, read
 * by the views, their nav links and their CSV downloads, so a role never sees a link it cannot open.
 */
import type { Role } from '@/cms/access'

export const DASHBOARDS = ['sales', 'courses', 'campaigns', 'content'] as const
export type Dashboard = (typeof DASHBOARDS)[number]

export const DASHBOARD_LABELS: Record<Dashboard, string> = {
  sales: '売上',
  courses: '定期お届け',
  campaigns: 'キャンペーン',
  content: 'コンテンツ',
}

/** The admin path of each dashboard (under `/admin`), also the stem of its CSV endpoint. */
export const DASHBOARD_PATHS: Record<Dashboard, string> = {
  sales: '/analytics/sales',
  courses: '/analytics/courses',
  campaigns: '/analytics/campaigns',
  content: '/analytics/content',
}

const DASHBOARD_ROLES: Record<Dashboard, readonly Role[]> = {
  sales: ['admin', 'marketer'],
  courses: ['admin'],
  campaigns: ['admin', 'marketer'],
  content: ['admin', 'marketer', 'editor'],
}

export const isDashboard = (value: unknown): value is Dashboard =>
  (DASHBOARDS as readonly unknown[]).includes(value)

/** Whether a staff member with `roles` may see `dashboard` (its figures, its CSV and its nav link). */
export function canSeeDashboard(roles: readonly string[] | null | undefined, dashboard: Dashboard): boolean {
  return Boolean(roles?.some((role) => (DASHBOARD_ROLES[dashboard] as readonly string[]).includes(role)))
}

/** The dashboards `roles` may open, in nav order. */
export const dashboardsFor = (roles: readonly string[] | null | undefined): Dashboard[] =>
  DASHBOARDS.filter((d) => canSeeDashboard(roles, d))
