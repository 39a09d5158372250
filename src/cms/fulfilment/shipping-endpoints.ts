/**
 * The 出荷管理 screen's endpoints (issue 29), root endpoints of payload.config.ts under Payload's API route, so
 * Payload authenticates the staff session. Support and admins only; a state-changing post must come from the
 * shop's own origin. Plain form posts: they work before the admin's scripts run.
 *
 *   POST /cms-api/shipping/export              → the carrier file (attachment), or back to the screen with an error
 *   POST /cms-api/shipping/import              → back to the screen showing the import's report (303)
 *   GET  /cms-api/shipping/batches/:id/file    → an earlier export's file made again (a lost download)
 *
 * The rules are src/shop/fulfilment; these read the request and answer.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAllowedOrigin } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { systemClock, type Clock } from '@/shop/calendar/clock'
import { todayInJapan } from '@/shop/calendar/japan-date'
import { exportAgain, exportShipments, type ShippingFile } from '@/shop/fulfilment/shipping-export'
import { parseExportForm, type ShippingFormError } from '@/shop/fulfilment/shipping-form'
import { importShippingResults } from '@/shop/fulfilment/shipping-import'
import { canRunShipping } from '@/shop/fulfilment/shipping-rules'

import { rolesOf } from '../analytics/views'

export const SHIPPING_VIEW_PATH = '/shipping'
export const SHIPPING_API = {
  export: '/shipping/export',
  import: '/shipping/import',
  file: (batchId: number | string) => `/shipping/batches/${batchId}/file`,
} as const

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The staff member allowed to run shipping, or the refusal. */
function shippingStaff(req: PayloadRequest): { id: number } | Response {
  const user = req.user
  if (!user || user.collection !== 'users') return json(401, 'ログインしてください。')
  if (!canRunShipping(rolesOf(user))) return json(403, 'この操作をする権限がありません。')
  return { id: Number(user.id) }
}

const sameOrigin = (req: PayloadRequest) =>
  isAllowedOrigin({ headers: req.headers, url: req.url ?? env.SITE_URL } as Request)

const screen = (req: PayloadRequest, query: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `${req.payload.config.routes.admin}${SHIPPING_VIEW_PATH}/?${query}` },
  })

const back = (req: PayloadRequest, error: ShippingFormError) => screen(req, `error=${error}`)

function attachment(file: ShippingFile): Response {
  return new Response(Buffer.from(file.body), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
    },
  })
}

export function shippingExportHandler(clock: Clock = systemClock) {
  return async (req: PayloadRequest): Promise<Response> => {
    const staff = shippingStaff(req)
    if (staff instanceof Response) return staff
    if (!sameOrigin(req)) return json(403, 'この画面からは出力できません。')
    const form = req.formData ? await req.formData().catch(() => null) : null
    if (!form) return back(req, 'format')
    const now = clock.now()
    const parsed = parseExportForm(form, todayInJapan(now))
    if (!parsed.ok) return back(req, parsed.error)
    const file = await exportShipments(req.payload, { ...parsed.value, staffId: staff.id, now })
    if (file.orderCount === 0) return back(req, 'empty')
    return attachment(file)
  }
}

export function shippingImportHandler(clock: Clock = systemClock) {
  return async (req: PayloadRequest): Promise<Response> => {
    const staff = shippingStaff(req)
    if (staff instanceof Response) return staff
    if (!sameOrigin(req)) return json(403, 'この画面からは取り込めません。')
    const form = req.formData ? await req.formData().catch(() => null) : null
    const file = form?.get('file')
    if (!(file instanceof Blob) || file.size === 0) return back(req, 'file')
    const result = await importShippingResults(req.payload, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: 'name' in file && typeof file.name === 'string' ? file.name : '',
      staffId: staff.id,
      now: clock.now(),
    })
    return screen(req, `batch=${result.batchId}`)
  }
}

export const shippingEndpoints: Endpoint[] = [
  { path: SHIPPING_API.export, method: 'post', handler: shippingExportHandler() },
  { path: SHIPPING_API.import, method: 'post', handler: shippingImportHandler() },
  {
    path: '/shipping/batches/:id/file',
    method: 'get',
    handler: async (req) => {
      const staff = shippingStaff(req)
      if (staff instanceof Response) return staff
      const id = Number(req.routeParams?.id)
      const file = Number.isInteger(id) && id > 0 ? await exportAgain(req.payload, id) : null
      return file ? attachment(file) : json(404, 'その出荷指示の記録はありません。')
    },
  },
]
