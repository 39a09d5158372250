/**
 * Reads the コンテンツ dashboard's figures (src/shop/analytics/content-report.ts has the rule): page views per day,
 * views of every published column, notice and page over the period, the most searched words and those that found
 * nothing — all from the daily rollups, so a year costs the same as a week of raw events would not.
 */
import type { Payload } from 'payload'

import {
  type ContentFigures,
  contentRows,
  contentTables,
  keywordRows,
  type KnownDocument,
} from '@/shop/analytics/content-report'
import type { DashboardData } from '@/shop/analytics/figure'
import type { Period } from '@/shop/analytics/period'
import { columnPath, informationPath, pagePath } from '@/shop/content/paths'

import { dailyRows, ROLLUP_ALL, ROLLUP_SEARCH_ZERO, totalsByKey } from './events-store'

async function documentsOf(payload: Payload): Promise<KnownDocument[]> {
  const common = { pagination: false, depth: 0, overrideAccess: true } as const
  const [columns, information, pages] = await Promise.all([
    payload.find({ collection: 'columns', ...common, select: { title: true, number: true } }),
    payload.find({
      collection: 'information',
      ...common,
      select: { title: true, code: true, hasDetail: true },
    }),
    payload.find({ collection: 'pages', ...common, select: { title: true, path: true } }),
  ])
  return [
    ...columns.docs
      .filter((d) => d.number)
      .map((d) => ({ kind: 'columns' as const, title: d.title, path: columnPath(String(d.number)) })),
    ...information.docs
      .filter((d) => d.code && d.hasDetail !== false)
      .map((d) => ({ kind: 'information' as const, title: d.title, path: informationPath(String(d.code)) })),
    ...pages.docs
      .filter((d) => d.path)
      .map((d) => ({ kind: 'pages' as const, title: d.title, path: pagePath(String(d.path)) })),
  ]
}

export async function loadContentFigures(
  payload: Payload,
  { from, to }: { from: string; to: string },
): Promise<ContentFigures> {
  const [documents, daily, pageTotals, searches] = await Promise.all([
    documentsOf(payload),
    dailyRows(payload, [ROLLUP_ALL], from, to),
    totalsByKey(payload, ['page_view'], from, to),
    totalsByKey(payload, ['search', ROLLUP_SEARCH_ZERO], from, to),
  ])
  return {
    daily: daily
      .map((d) => ({ day: d.day, views: d.events, visitors: d.visitors }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    documents: contentRows(
      pageTotals.map((t) => ({ path: t.key, events: t.events, visitors: t.visitors })),
      documents,
    ),
    keywords: keywordRows(searches.filter((s) => s.kind === 'search')),
    zeroResults: keywordRows(searches.filter((s) => s.kind === ROLLUP_SEARCH_ZERO)),
  }
}

export interface ContentDashboardData extends DashboardData {
  figures: ContentFigures
}

export async function loadContentDashboard(payload: Payload, period: Period): Promise<ContentDashboardData> {
  const figures = await loadContentFigures(payload, { from: period.firstDay, to: period.lastDay })
  return { figures, tables: contentTables(figures) }
}
