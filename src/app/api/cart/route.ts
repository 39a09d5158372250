import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { cartAddCall, cartUpdateCall } from '@/lib/api/calls/cart'
import { handle } from '@/lib/api/server'
import { LINK_KEY_COOKIE } from '@/lib/tracking/link-key'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { addToCart, updateCart } from '@/shop/cart/cart-service'

import { sessionTokenFrom } from '../auth/session-cookie'
import { cartTokenFrom, requestCookie, setCartCookie } from './cart-cookie'

export const dynamic = 'force-dynamic'

export const POST = handle(cartAddCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  const change = await addToCart(payload, cartTokenFrom(request), body, {
    linkKey: requestCookie(request, LINK_KEY_COOKIE),
    ...(await sessionShopper(payload, sessionTokenFrom(request))),
  })
  const response = NextResponse.json(change.view)
  if (change.token) setCartCookie(response, change.token)
  return response
})

export const PUT = handle(cartUpdateCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return updateCart(
    payload,
    cartTokenFrom(request),
    body,
    await sessionShopper(payload, sessionTokenFrom(request)),
  )
})
