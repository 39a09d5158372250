/**
 * POST /cms-api/analytics/refresh — 「集計を今すぐ更新」 on a dashboard (issue 28): runs the same rollup as the hourly
 * job (src/cms/jobs/analytics-rollup.ts: today and yesterday rebuilt, rerun-safe) for a marketer who wants this
 * morning's figures on a launch day, then sends the browser back to the dashboard (303). A plain form post, so it
 * works before the admin's scripts run. Staff who may see a dashboard only; the Origin must be the shop's own.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAllowedOrigin } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'
import { dashboardsFor } from '@/shop/analytics/dashboards'

import { runAnalyticsRollup } from '../jobs/analytics-rollup'
import { rolesOf } from './views'

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

export const ANALYTICS_REFRESH_PATH = '/analytics/refresh'

/** Where to go back: a dashboard of this admin, else the first dashboard path. */
function backTo(req: PayloadRequest, value: unknown): string {
  const base = `${req.payload.config.routes.admin}/analytics/`
  return typeof value === 'string' && value.startsWith(base) && /^[\w/?=&-]+$/.test(value) ? value : base
}

export const analyticsRefreshEndpoint: Endpoint = {
  path: ANALYTICS_REFRESH_PATH,
  method: 'post',
  handler: async (req) => {
    const user = req.user
    if (!user || user.collection !== 'users') return json(401, 'ログインしてください。')
    if (dashboardsFor(rolesOf(user)).length === 0) return json(403, '集計を更新する権限がありません。')
    const asRequest = { headers: req.headers, url: req.url ?? env.SITE_URL } as Request
    if (!isAllowedOrigin(asRequest)) return json(403, 'この画面からは更新できません。')
    const form = req.formData ? await req.formData().catch(() => null) : null
    const back = backTo(req, form?.get('back'))
    const run = await runAnalyticsRollup(req.payload)
    logger.info('analytics rolled up on request', { days: run.days, rows: run.rows, purged: run.purged })
    const separator = back.includes('?') ? '&' : '?'
    return new Response(null, { status: 303, headers: { location: `${back}${separator}refreshed=1` } })
  },
}
