/**
 * GET /cms-api/analytics/:dashboard/csv?days=30&table=daily — one dashboard table as a CSV file (issue 28), for the
 * staff who may see that dashboard (src/shop/analytics/dashboards.ts): 401 without a staff session, 403 for a role
 * that may not see it, 404 for an unknown dashboard or table. The file is UTF-8 with a BOM, CRLF, quoted and
 * formula-guarded (src/shop/analytics/csv.ts), named `<dashboard>-<table>-<Japan day>.csv`. The figures are the
 * view's own: the same loader from registry.ts for the same period (`days`, default 30). A root endpoint of
 * payload.config.ts (`endpoints`), so Payload serves it under its API route and authenticates the request.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { canSeeDashboard, isDashboard } from '@/shop/analytics/dashboards'
import { CSV_CONTENT_TYPE, csvFilename, figureTableCsv } from '@/shop/analytics/csv'
import { tableNamed } from '@/shop/analytics/figure'
import { parsePeriodDays, periodOf } from '@/shop/analytics/period'
import { systemClock, type Clock } from '@/shop/calendar/clock'

import { DASHBOARD_LOADERS } from './registry'
import { rolesOf } from './views'

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The handler, with the clock that decides "today" (tests pass a TestClock). */
export function analyticsCsvHandler(clock: Clock = systemClock) {
  return async (req: PayloadRequest): Promise<Response> => {
    const user = req.user
    if (!user || user.collection !== 'users') return json(401, 'ログインしてください。')
    const dashboard = req.routeParams?.dashboard
    if (!isDashboard(dashboard)) return json(404, 'そのダッシュボードはありません。')
    if (!canSeeDashboard(rolesOf(user), dashboard))
      return json(403, 'このダッシュボードを表示する権限がありません。')
    const load = DASHBOARD_LOADERS[dashboard]
    if (!load) return json(404, 'このダッシュボードにはまだダウンロードできる表がありません。')
    const query = (req.query ?? {}) as Record<string, unknown>
    const period = periodOf(parsePeriodDays(query.days), clock.now())
    const data = await load(req.payload, period)
    const name = typeof query.table === 'string' ? query.table : data.tables[0]?.name
    const table = name ? tableNamed(data, name) : undefined
    if (!table) return json(404, 'その表はありません。')
    return new Response(figureTableCsv(table), {
      status: 200,
      headers: {
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${csvFilename(dashboard, period.lastDay, table.name)}"`,
        'cache-control': 'private, no-store',
      },
    })
  }
}

/** The CSV path under Payload's API route, for links: `/cms-api/analytics/sales/csv/?days=30&table=daily`. */
export function analyticsCsvPath(apiRoute: string, dashboard: string, days: number, table: string): string {
  return `${apiRoute}/analytics/${dashboard}/csv/?days=${days}&table=${encodeURIComponent(table)}`
}

export const analyticsCsvEndpoint: Endpoint = {
  path: '/analytics/:dashboard/csv',
  method: 'get',
  handler: analyticsCsvHandler(),
}
