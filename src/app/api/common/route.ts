import { cookies } from 'next/headers'

import { getShopPayload } from '@/cms/get-payload'
import { commonCall } from '@/lib/api/calls/content'
import { handle } from '@/lib/api/server'
import { setCookieSafely } from '@/lib/http/cookies'
import { LINK_KEY_COOKIE, UTM_COOKIE } from '@/lib/tracking/link-key'
import { getCartCount } from '@/shop/cart/cart-service'
import { CART_TOKEN_COOKIE } from '@/shop/cart/cart-token'

export const dynamic = 'force-dynamic'

const THIRTY_DAYS = 60 * 60 * 24 * 30

export const GET = handle(commonCall, async ({ query }) => {
  const jar = await cookies()
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, maxAge: THIRTY_DAYS }
  if (query['link-key']) setCookieSafely(jar, LINK_KEY_COOKIE, query['link-key'], options)
  if (query['utm-linkage']) setCookieSafely(jar, UTM_COOKIE, query['utm-linkage'], options)
  const cartToken = jar.get(CART_TOKEN_COOKIE)?.value
  return {
    linkKey: query['link-key'] ?? jar.get(LINK_KEY_COOKIE)?.value ?? null,
    utmLinkage: query['utm-linkage'] ?? jar.get(UTM_COOKIE)?.value ?? null,
    cartCount: cartToken ? await getCartCount(await getShopPayload(), cartToken) : 0,
  }
})
