/**
 * The support console's one endpoint (issue 29 §3, docs/adr/071-support-console.md), a root endpoint of
 * payload.config.ts under Payload's API route, so Payload authenticates the staff session. Admin and support only;
 * the post must come from the shop's own origin. A plain form post (works before the admin's scripts run):
 *
 *   POST /cms-api/support/customers/:id/actions   action, key (the form's one-time key), and the action's fields
 *     → 303 to /admin/support/customers/:id/?done=<notice>[&delta=n]   (the page says what was done)
 *     → 303 to /admin/support/customers/:id/?error=<code>[&f.<field>=<problem>…]
 *
 * A refused post of a form with typed fields also sets its draft (src/shop/support/console-draft.ts: the cookie
 * support_form_draft, Path=/admin/support), so the page shows the form as it was filled in; a success clears it.
 *
 * The rules and the work are src/shop/support; this reads the request and answers.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAllowedOrigin } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { secureCookies } from '@/lib/http/cookies'
import { clearDraftCookieLine, draftCookieLine } from '@/lib/http/form-draft-cookie'
import { supportDraftCookie, supportDraftOf, writeSupportDraft } from '@/shop/support/console-draft'
import {
  canUseConsole,
  isConsoleAction,
  type ConsoleError,
  type FieldErrors,
} from '@/shop/support/console-rules'
import { runSupportAction, type ActionForm, type SupportActionDeps } from '@/shop/support/support-actions'

import { rolesOf } from '../analytics/views'

export const SUPPORT_VIEW_PATH = '/support'
export const SUPPORT_CUSTOMER_VIEW_PATH = '/support/customers/:id'
export const SUPPORT_ACCESS_LOG_VIEW_PATH = '/support/access-log'
export const supportCustomerPath = (id: number | string) => `${SUPPORT_VIEW_PATH}/customers/${id}/`
export const SUPPORT_API = {
  action: (customerId: number | string) => `/support/customers/${customerId}/actions`,
} as const

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The staff member allowed to use the console, or the refusal. */
export function consoleStaff(req: PayloadRequest): { id: number } | Response {
  const user = req.user
  if (!user || user.collection !== 'users') return json(401, 'ログインしてください。')
  if (!canUseConsole(rolesOf(user))) return json(403, 'この操作をする権限がありません。')
  return { id: Number(user.id) }
}

const sameOrigin = (req: PayloadRequest) =>
  isAllowedOrigin({ headers: req.headers, url: req.url ?? env.SITE_URL } as Request)

function back(req: PayloadRequest, customerId: number, query: URLSearchParams, cookie?: string): Response {
  const headers = new Headers({
    location: `${req.payload.config.routes.admin}${supportCustomerPath(customerId)}?${query.toString()}`,
  })
  if (cookie) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

const draftCookie = (req: PayloadRequest) =>
  supportDraftCookie(req.payload.config.routes.admin, SUPPORT_VIEW_PATH)

/** The refused form's draft as a Set-Cookie line; none for a form with nothing typed, or too long for a cookie. */
function draftLine(
  req: PayloadRequest,
  who: { staffId: number; customerId: number },
  action: string,
  error: ConsoleError,
  fields: ActionForm,
) {
  const draft = supportDraftOf({ ...who, action, error }, fields)
  const value = draft ? writeSupportDraft(env.payloadSecret, draft) : null
  return value ? draftCookieLine(draftCookie(req), value, secureCookies) : undefined
}

function errorQuery(error: string, fields?: FieldErrors): URLSearchParams {
  const query = new URLSearchParams({ error })
  for (const [field, problem] of Object.entries(fields ?? {})) query.set(`f.${field}`, problem)
  return query
}

/** Text fields of the form (files and repeated names are not part of any console form). */
function textFields(form: FormData): ActionForm {
  const out: ActionForm = {}
  for (const [name, value] of form.entries()) if (typeof value === 'string') out[name] = value
  return out
}

export function supportActionHandler(deps: SupportActionDeps = {}) {
  return async (req: PayloadRequest): Promise<Response> => {
    const staff = consoleStaff(req)
    if (staff instanceof Response) return staff
    if (!sameOrigin(req)) return json(403, 'この画面からは操作できません。')
    const customerId = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(customerId) || customerId <= 0)
      return json(404, 'このお客さまは見つかりません。')
    const form = req.formData ? await req.formData().catch(() => null) : null
    const fields = form ? textFields(form) : {}
    if (!isConsoleAction(fields.action)) return back(req, customerId, errorQuery('form'))
    const result = await runSupportAction(req.payload, staff.id, customerId, fields.action, fields, deps)
    if (!result.ok)
      return back(
        req,
        customerId,
        errorQuery(result.error, result.fields),
        draftLine(req, { staffId: staff.id, customerId }, fields.action, result.error, fields),
      )
    const query = new URLSearchParams({ done: result.notice })
    if (result.delta !== undefined) query.set('delta', String(result.delta))
    return back(req, customerId, query, clearDraftCookieLine(draftCookie(req), secureCookies))
  }
}

export const supportEndpoints: Endpoint[] = [
  { path: '/support/customers/:id/actions', method: 'post', handler: supportActionHandler() },
]
