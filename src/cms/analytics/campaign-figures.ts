/**
 * Reads the キャンペーン dashboard's counts (src/shop/analytics/campaign-report.ts has the rule): every campaign, its
 * views from the rollups, its visitors from the campaign-visitor table, its orders and revenue from the orders that
 * count as sales, its sample applications that were not withdrawn — each one grouped query, whatever the shop's size.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import {
  addCount,
  type CampaignFigures,
  type CampaignInfo,
  campaignFigures,
  campaignTables,
  emptyCounts,
  ranDuring,
} from '@/shop/analytics/campaign-report'
import type { DashboardData } from '@/shop/analytics/figure'
import type { Period } from '@/shop/analytics/period'
import { SALES_ORDER_STATUSES } from '@/shop/analytics/sales'
import { CAMPAIGN_KIND_LABELS, isCampaignKind } from '@/shop/campaigns/campaign-kinds'
import { japanDate } from '@/shop/calendar/japan-date'

import { numberOf, runSql } from '../raw-sql'
import { campaignVisitors } from './events-store'

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

async function campaignsOf(payload: Payload): Promise<CampaignInfo[]> {
  const { docs } = await payload.find({
    collection: 'campaigns',
    pagination: false,
    depth: 0,
    sort: '-startsAt',
    overrideAccess: true,
    select: { title: true, kind: true, promotionId: true, startsAt: true, endsAt: true },
  })
  return docs
    .filter((d) => d.promotionId)
    .map((d) => ({
      promotionId: String(d.promotionId),
      title: d.title,
      kindLabel: isCampaignKind(d.kind) ? CAMPAIGN_KIND_LABELS[d.kind] : '',
      startsAt: d.startsAt ? japanDate(new Date(d.startsAt)) : '',
      endsAt: d.endsAt ? japanDate(new Date(d.endsAt)) : '',
    }))
}

/** Every campaign's figures over its whole life (the dashboard lists those that ran in its period). */
export async function loadCampaignFigures(payload: Payload): Promise<CampaignFigures[]> {
  const statuses = sql.join(
    SALES_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const [campaigns, views, visitors, orders, applications] = await Promise.all([
    campaignsOf(payload),
    runSql(
      payload,
      sql`SELECT key, variant, sum(events) AS n FROM analytics_daily WHERE kind = 'campaign_view' GROUP BY key, variant`,
    ),
    campaignVisitors(payload),
    runSql(
      payload,
      sql`SELECT campaign, ab_variant, count(*) AS n, sum(totals_total_including_tax) AS revenue FROM orders
        WHERE campaign IS NOT NULL AND status IN (${statuses}) GROUP BY campaign, ab_variant`,
    ),
    runSql(
      payload,
      sql`SELECT promotion_id, ab_variant, count(*) AS n FROM sample_applications
        WHERE status <> 'cancelled' GROUP BY promotion_id, ab_variant`,
    ),
  ])
  const counts = emptyCounts()
  for (const r of views) addCount(counts.views, text(r.key), text(r.variant), numberOf(r.n))
  for (const r of visitors) addCount(counts.visitors, r.campaign, r.variant, r.visitors)
  for (const r of orders)
    addCount(counts.orders, text(r.campaign), text(r.ab_variant), {
      orders: numberOf(r.n),
      revenue: numberOf(r.revenue),
    })
  for (const r of applications)
    addCount(counts.applications, text(r.promotion_id), text(r.ab_variant), numberOf(r.n))
  return campaignFigures(campaigns, counts)
}

export interface CampaignsDashboardData extends DashboardData {
  figures: CampaignFigures[]
}

export async function loadCampaignsDashboard(
  payload: Payload,
  period: Period,
): Promise<CampaignsDashboardData> {
  const figures = (await loadCampaignFigures(payload)).filter((c) =>
    ranDuring(c, period.firstDay, period.lastDay),
  )
  return { figures, tables: campaignTables(figures) }
}
