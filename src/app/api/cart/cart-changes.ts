import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import type { cartAddCall, cartUpdateCall } from '@/lib/api/calls/cart'
import type { Impl } from '@/lib/api/server'
import { LINK_KEY_COOKIE } from '@/lib/tracking/link-key'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { addToCart, updateCart } from '@/shop/cart/cart-service'

import { sessionTokenFrom } from '../auth/session-cookie'
import { cartTokenFrom, requestCookie, setCartCookie } from './cart-cookie'

/** POST cart: adds a product (a new cart gets its cookie); also the product page's plain form (docs/adr/059). */
export const addCartLine: Impl<typeof cartAddCall> = async ({ body, request }) => {
  const payload = await getShopPayload()
  const change = await addToCart(payload, cartTokenFrom(request), body, {
    linkKey: requestCookie(request, LINK_KEY_COOKIE),
    ...(await sessionShopper(payload, sessionTokenFrom(request))),
  })
  const response = NextResponse.json(change.view)
  if (change.token) setCartCookie(response, change.token)
  return response
}

/** PUT cart: a line's new quantity, 0 removes it; also the cart page's plain forms (docs/adr/059). */
export const updateCartLine: Impl<typeof cartUpdateCall> = async ({ body, request }) => {
  const payload = await getShopPayload()
  return updateCart(
    payload,
    cartTokenFrom(request),
    body,
    await sessionShopper(payload, sessionTokenFrom(request)),
  )
}
