import { NextResponse } from 'next/server'

import { getCatalogue } from '@/app/_data/catalogue'
import { getShopPayload } from '@/cms/get-payload'
import { commonCall } from '@/lib/api/calls/content'
import { handle } from '@/lib/api/server'
import { setCookieSafely } from '@/lib/http/cookies'
import { LINK_KEY_COOKIE, TRACKING_COOKIE_OPTIONS, trackingValue, UTM_COOKIE } from '@/lib/tracking/link-key'
import { resolveSession } from '@/shop/auth/session-service'
import { getCartCount } from '@/shop/cart/cart-service'
import { CART_TOKEN_COOKIE } from '@/shop/cart/cart-token'
import { customerState } from '@/shop/customer/customer-state'
import {
  memberMainProducts,
  needsMainProducts,
  NO_MAIN_PRODUCTS,
  type MemberMainProducts,
} from '@/shop/customer/member-main-products'
import { linkKeyCategory } from '@/shop/site/link-key-category'
import { TOP_CATEGORY_COOKIE } from '@/shop/site/top-category'

import { requestCookie } from '../cart/cart-cookie'
import { clearSessionCookie, sessionTokenFrom } from '../auth/session-cookie'

export const dynamic = 'force-dynamic'

type Member = Parameters<typeof memberMainProducts>[0]

/** The catalogue is read (cached) only for a member it can match: guests and gender X skip it. */
async function mainProductsOf(member: Member | undefined): Promise<MemberMainProducts | null> {
  if (!member) return null
  if (!needsMainProducts(member)) return NO_MAIN_PRODUCTS
  return memberMainProducts(member, (await getCatalogue()).products, new Date())
}

/** Cookies are read from the request and set on the response, so the handler runs as a plain function in tests. */
export const GET = handle(commonCall, async ({ query, request }) => {
  const payload = await getShopPayload()
  const cartToken = requestCookie(request, CART_TOKEN_COOKIE)
  const sessionToken = sessionTokenFrom(request)
  const active = sessionToken ? await resolveSession(payload, sessionToken) : null
  const linkKey = query['link-key'] ?? requestCookie(request, LINK_KEY_COOKIE)
  // A UTM linkage a cookie cannot carry (`あ`, spaces, quotes) is dropped, not stored, not echoed (ADR 024).
  const utmLinkage = trackingValue(query['utm-linkage'])
  const response = NextResponse.json({
    linkKey,
    utmLinkage: utmLinkage ?? trackingValue(requestCookie(request, UTM_COOKIE)),
    cartCount: await getCartCount(payload, cartToken, active?.customer.id),
    ...customerState(active?.customer),
    linkKeyCategory: linkKeyCategory(linkKey, query.category, requestCookie(request, TOP_CATEGORY_COOKIE)),
    mainProducts: await mainProductsOf(active?.customer),
  })
  const options = TRACKING_COOKIE_OPTIONS
  if (query['link-key']) setCookieSafely(response.cookies, LINK_KEY_COOKIE, query['link-key'], options)
  if (utmLinkage) setCookieSafely(response.cookies, UTM_COOKIE, utmLinkage, options)
  // A cookie whose session ended (idle, expired, revoked elsewhere) is removed so the browser stops sending it.
  if (sessionToken && !active) clearSessionCookie(response)
  return response
})
