import { NextResponse } from 'next/server'

import { lineInitCall } from '@/lib/api/calls/oidc'
import { handle } from '@/lib/api/server'
import { startLineSignIn } from '@/shop/oidc/line-service'

import { setFlowCookie } from '../../auth/oidc-cookies'

export const dynamic = 'force-dynamic'

export const GET = handle(lineInitCall, async ({ query }) => {
  const started = await startLineSignIn(query.from)
  const response = NextResponse.json({ authorizationUrl: started.authorizationUrl })
  setFlowCookie(response, 'line', started.flowCookie)
  return response
})
