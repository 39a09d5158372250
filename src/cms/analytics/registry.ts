/**
 * Which figures each dashboard has (issue 28): dashboard → its loader, which returns its tables (the CSV downloads)
 * and whatever its view draws. The CSV endpoint (csv-endpoint.ts) and the views read this one map, so adding a
 * dashboard's figures is one entry here plus its view: キャンペーン and コンテンツ register their loaders the same way
 * (`campaigns: loadCampaignsDashboard`). A dashboard without an entry has no CSV yet (the endpoint answers 404).
 * Who may see a dashboard is not decided here: src/shop/analytics/dashboards.ts.
 */
import type { Payload } from 'payload'

import type { Dashboard } from '@/shop/analytics/dashboards'
import type { DashboardData } from '@/shop/analytics/figure'
import type { Period } from '@/shop/analytics/period'

import { loadCampaignsDashboard } from './campaign-figures'
import { loadContentDashboard } from './content-figures'
import { loadCoursesDashboard } from './courses-loader'
import { loadSalesDashboard } from './sales-loader'

export type DashboardLoader<D extends DashboardData = DashboardData> = (
  payload: Payload,
  period: Period,
) => Promise<D>

export const DASHBOARD_LOADERS: Partial<Record<Dashboard, DashboardLoader>> = {
  sales: loadSalesDashboard,
  courses: loadCoursesDashboard,
  campaigns: loadCampaignsDashboard,
  content: loadContentDashboard,
}
