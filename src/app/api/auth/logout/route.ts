import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { logoutCall } from '@/lib/api/calls/auth'
import { handle } from '@/lib/api/server'
import { signOut } from '@/shop/auth/sign-out'
import { GUEST_STATE } from '@/shop/customer/customer-state'

import { clearSessionCookie, sessionTokenFrom } from '../session-cookie'

export const dynamic = 'force-dynamic'

export const POST = handle(logoutCall, async ({ body, request }) => {
  await signOut(await getShopPayload(), sessionTokenFrom(request), { allDevices: body?.allDevices ?? false })
  const response = NextResponse.json(GUEST_STATE)
  clearSessionCookie(response)
  return response
})
