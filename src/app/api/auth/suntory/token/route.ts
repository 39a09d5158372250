import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { groupTokenCall } from '@/lib/api/calls/oidc'
import { handle } from '@/lib/api/server'
import { GROUP_PENDING_COOKIE, GROUP_PENDING_COOKIE_PATH } from '@/shop/oidc/group-pending'
import { completeGroupSignIn } from '@/shop/oidc/group-service'

import { memberSessionResponse } from '../../member-session-response'
import { clearFlowCookie, flowCookieFrom, setSealedCookie } from '../../oidc-cookies'

export const dynamic = 'force-dynamic'

export const POST = handle(groupTokenCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  const outcome = await completeGroupSignIn(payload, {
    flowCookie: flowCookieFrom(request, 'group'),
    response: body,
  })
  if (outcome.status === 'signed-in') {
    const response = await memberSessionResponse(payload, request, outcome.customer, false, {
      status: outcome.status,
      returnTo: outcome.returnTo,
    })
    clearFlowCookie(response, 'group')
    return response
  }
  const response = NextResponse.json({ status: outcome.status })
  setSealedCookie(response, GROUP_PENDING_COOKIE, outcome.pendingCookie, GROUP_PENDING_COOKIE_PATH)
  clearFlowCookie(response, 'group')
  return response
})
