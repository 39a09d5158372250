/**
 * The 返品・返金 screen's endpoints (issue 29 §2, docs/adr/069), root endpoints of payload.config.ts under
 * Payload's API route, so Payload authenticates the staff session. Support and admins only; every post must come
 * from the shop's own origin. Plain form posts answered with a redirect back to the screen (303):
 *
 *   POST /cms-api/returns-desk/record              → ?return=<id> (the report), or ?order=<number>&problem=<signed>
 *   POST /cms-api/returns-desk/:id/transferred     → ?return=<id>, or ?problem=<signed>
 *   POST /cms-api/returns-desk/:id/retry           → ?return=<id>, or ?problem=<signed>
 *
 * (`returns-desk`, not `returns`: /cms-api/returns/… is the collection's own REST API.) The rules and the writes
 * are src/shop/returns; these read the request and answer.
 *
 * A refused record also sets the form's draft (src/shop/returns/return-draft.ts: the cookie return_form_draft,
 * Path=/admin/returns), so the screen shows the form as it was filled in; a recorded return clears it.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAllowedOrigin } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { secureCookies } from '@/lib/http/cookies'
import { clearDraftCookieLine, draftCookieLine } from '@/lib/http/form-draft-cookie'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { returnDraftCookie, returnDraftOf, writeReturnDraft } from '@/shop/returns/return-draft'
import { encodeProblems, parseReturnForm } from '@/shop/returns/return-form'
import { canHandleReturns } from '@/shop/returns/return-rules'
import {
  markTransferred,
  recordReturn,
  retryReturnRefund,
  type ReturnDeps,
} from '@/shop/returns/return-service'

import { rolesOf } from '../analytics/views'

export const RETURNS_VIEW_PATH = '/returns'
export const RETURNS_API = {
  record: '/returns-desk/record',
  transferred: (id: number | string) => `/returns-desk/${id}/transferred`,
  retry: (id: number | string) => `/returns-desk/${id}/retry`,
} as const

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

function returnsStaff(req: PayloadRequest): { id: number } | Response {
  const user = req.user
  if (!user || user.collection !== 'users') return json(401, 'ログインしてください。')
  if (!canHandleReturns(rolesOf(user))) return json(403, 'この操作をする権限がありません。')
  return { id: Number(user.id) }
}

const sameOrigin = (req: PayloadRequest) =>
  isAllowedOrigin({ headers: req.headers, url: req.url ?? env.SITE_URL } as Request)

function screen(req: PayloadRequest, params: Record<string, string>, cookie?: string): Response {
  const query = new URLSearchParams(params).toString()
  const headers = new Headers({
    location: `${req.payload.config.routes.admin}${RETURNS_VIEW_PATH}/${query ? `?${query}` : ''}`,
  })
  if (cookie) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

const problem = (
  req: PayloadRequest,
  messages: string[],
  extra: Record<string, string> = {},
  cookie?: string,
) => screen(req, { ...extra, problem: encodeProblems(messages, env.payloadSecret) }, cookie)

const draftCookie = (req: PayloadRequest) =>
  returnDraftCookie(req.payload.config.routes.admin, RETURNS_VIEW_PATH)

/** The refused form's draft as a Set-Cookie line; none when it names no order or is too long for a cookie. */
function draftLine(req: PayloadRequest, form: FormData, staffId: number, errors: { field: string }[]) {
  const draft = returnDraftOf(form, staffId, errors)
  const value = draft ? writeReturnDraft(env.payloadSecret, draft) : null
  return value ? draftCookieLine(draftCookie(req), value, secureCookies) : undefined
}

/** Checks a state-changing post: the staff member, or the refusal. */
function postingStaff(req: PayloadRequest): { id: number } | Response {
  const staff = returnsStaff(req)
  if (staff instanceof Response) return staff
  if (!sameOrigin(req)) return json(403, 'この画面からは操作できません。')
  return staff
}

export function recordReturnHandler(
  deps: (req: PayloadRequest) => ReturnDeps = (req) => checkoutDeps(req.payload),
) {
  return async (req: PayloadRequest): Promise<Response> => {
    const staff = postingStaff(req)
    if (staff instanceof Response) return staff
    const form = req.formData ? await req.formData().catch(() => null) : null
    if (!form) return problem(req, ['入力内容を読み取れませんでした。もう一度お試しください。'])
    const orderNumber = String(form.get('orderNumber') ?? '').slice(0, 40)
    const parsed = parseReturnForm(form)
    if (!parsed.ok)
      return problem(
        req,
        parsed.errors.map((e) => e.message),
        { order: orderNumber },
        draftLine(req, form, staff.id, parsed.errors),
      )
    const result = await recordReturn(deps(req), { ...parsed.value, staffId: staff.id })
    if (!result.ok)
      return problem(
        req,
        result.errors.map((e) => e.message),
        { order: orderNumber },
        draftLine(req, form, staff.id, result.errors),
      )
    return screen(
      req,
      { return: String(result.returnId) },
      clearDraftCookieLine(draftCookie(req), secureCookies),
    )
  }
}

const idOfRoute = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export function transferredHandler() {
  return async (req: PayloadRequest): Promise<Response> => {
    const staff = postingStaff(req)
    if (staff instanceof Response) return staff
    const id = idOfRoute(req)
    if (!id) return problem(req, ['その返品の記録はありません。'])
    const result = await markTransferred(req.payload, { returnId: id, staffId: staff.id })
    return result.ok ? screen(req, { return: String(id) }) : problem(req, [result.message])
  }
}

export function retryHandler(deps: (req: PayloadRequest) => ReturnDeps = (req) => checkoutDeps(req.payload)) {
  return async (req: PayloadRequest): Promise<Response> => {
    const staff = postingStaff(req)
    if (staff instanceof Response) return staff
    const id = idOfRoute(req)
    if (!id) return problem(req, ['その返品の記録はありません。'])
    const result = await retryReturnRefund(deps(req), id)
    return result.ok ? screen(req, { return: String(id) }) : problem(req, [result.message])
  }
}

export const returnsEndpoints: Endpoint[] = [
  { path: RETURNS_API.record, method: 'post', handler: recordReturnHandler() },
  { path: '/returns-desk/:id/transferred', method: 'post', handler: transferredHandler() },
  { path: '/returns-desk/:id/retry', method: 'post', handler: retryHandler() },
]
