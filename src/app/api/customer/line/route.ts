import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { lineLinkCall, lineUnlinkCall } from '@/lib/api/calls/oidc'
import { handle } from '@/lib/api/server'
import { LINE_PENDING_COOKIE, LINE_PENDING_COOKIE_PATH } from '@/shop/oidc/line-pending'
import { linkLine } from '@/shop/oidc/line-service'
import { unlinkSignIn } from '@/shop/oidc/linked-sign-ins'

import { clearSealedCookie } from '../../auth/oidc-cookies'
import { requireMember } from '../../auth/signed-in-member'
import { requestCookie } from '../../cart/cart-cookie'

export const dynamic = 'force-dynamic'

export const POST = handle(lineLinkCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  const { returnTo } = await linkLine(
    await getShopPayload(),
    customer,
    requestCookie(request, LINE_PENDING_COOKIE),
  )
  const response = NextResponse.json({ lineLinked: true, returnTo })
  clearSealedCookie(response, LINE_PENDING_COOKIE, LINE_PENDING_COOKIE_PATH)
  return response
})

/** Refused (409) when LINE is the member's last way to sign in (src/shop/oidc/linked-sign-ins.ts). */
export const DELETE = handle(lineUnlinkCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  const left = await unlinkSignIn(await getShopPayload(), customer, 'line')
  return { lineLinked: left.line }
})
