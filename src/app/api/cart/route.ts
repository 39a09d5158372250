import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { cartAddCall, cartUpdateCall } from '@/lib/api/calls/cart'
import { handle } from '@/lib/api/server'
import { LINK_KEY_COOKIE } from '@/lib/tracking/link-key'
import { addToCart, updateCart } from '@/shop/cart/cart-service'

import { cartTokenFrom, requestCookie, setCartCookie } from './cart-cookie'

export const dynamic = 'force-dynamic'

export const POST = handle(cartAddCall, async ({ body, request }) => {
  const change = await addToCart(await getShopPayload(), cartTokenFrom(request), body, {
    linkKey: requestCookie(request, LINK_KEY_COOKIE),
  })
  const response = NextResponse.json(change.view)
  setCartCookie(response, change.token)
  return response
})

export const PUT = handle(cartUpdateCall, async ({ body, request }) =>
  updateCart(await getShopPayload(), cartTokenFrom(request), body),
)
