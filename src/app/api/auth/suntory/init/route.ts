import { NextResponse } from 'next/server'

import { groupInitCall } from '@/lib/api/calls/oidc'
import { handle } from '@/lib/api/server'
import { startGroupSignIn } from '@/shop/oidc/group-service'

import { setFlowCookie } from '../../oidc-cookies'

export const dynamic = 'force-dynamic'

export const POST = handle(groupInitCall, async ({ body }) => {
  const started = await startGroupSignIn(body?.from)
  const response = NextResponse.json({ authorizationUrl: started.authorizationUrl })
  setFlowCookie(response, 'group', started.flowCookie)
  return response
})
