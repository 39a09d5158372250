import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { lineProfileCall } from '@/lib/api/calls/oidc'
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/errors'
import { handle, isAllowedOrigin } from '@/lib/api/server'
import { LINE_PENDING_COOKIE, LINE_PENDING_COOKIE_PATH } from '@/shop/oidc/line-pending'
import { completeLineSignIn } from '@/shop/oidc/line-service'

import { memberSessionResponse } from '../../auth/member-session-response'
import { clearFlowCookie, flowCookieFrom, setSealedCookie } from '../../auth/oidc-cookies'

export const dynamic = 'force-dynamic'

/** A GET that signs in: held to the same origin rule as the POST calls, on top of the state check. */
export const GET = handle(lineProfileCall, async ({ query, request }) => {
  if (!isAllowedOrigin(request))
    throw new ApiError(403, 'forbidden_origin', API_ERROR_MESSAGES.forbiddenOrigin)
  const payload = await getShopPayload()
  const outcome = await completeLineSignIn(payload, {
    flowCookie: flowCookieFrom(request, 'line'),
    response: query,
  })
  if (outcome.status === 'signed-in') {
    const response = await memberSessionResponse(payload, request, outcome.customer, false, {
      status: outcome.status,
      returnTo: outcome.returnTo,
    })
    clearFlowCookie(response, 'line')
    return response
  }
  const response = NextResponse.json({ status: outcome.status, displayName: outcome.displayName })
  setSealedCookie(response, LINE_PENDING_COOKIE, outcome.pendingCookie, LINE_PENDING_COOKIE_PATH)
  clearFlowCookie(response, 'line')
  return response
})
