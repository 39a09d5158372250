/**
 * Old landing-page add-to-cart links and forms: `add` makes sure the cart holds the product (following the link
 * again does not add it twice) and answers 303 to /cart/;
 * when it cannot, the cart page shows why (/cart/?error=<code>). The link key (key, or k) is recorded like
 * GET /api/common does.
 */
import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { cartAddCall, type CompatibleCartInput } from '@/lib/api/calls/cart'
import { ApiError } from '@/lib/api/errors'
import { setCookieSafely } from '@/lib/http/cookies'
import { LINK_KEY_COOKIE, linkKeyFrom, TRACKING_COOKIE_OPTIONS } from '@/lib/tracking/link-key'
import { isCartErrorCode } from '@/shop/cart/cart-messages'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { addToCart } from '@/shop/cart/cart-service'

import { sessionTokenFrom } from '../../auth/session-cookie'
import { cartTokenFrom, requestCookie, setCartCookie } from '../../cart/cart-cookie'

const CART_PATH = '/cart/'

function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location } })
}

export async function compatibleCart(
  methodName: string,
  input: CompatibleCartInput,
  request: Request,
): Promise<Response> {
  if (methodName !== 'add')
    throw ApiError.notFound(
      '指定された操作はありません（methodName には add を指定してください）。',
      'unknown_method',
    )

  const linkKey = linkKeyFrom(new URLSearchParams({ key: input.key ?? input.k ?? '' }))
  const parsed = cartAddCall.body.safeParse({
    productCode: input.productCode ?? input.p,
    cycleType: input.cycleType,
    quantity: input.quantity,
  })
  let response: NextResponse
  if (!parsed.success) {
    response = seeOther(`${CART_PATH}?error=invalid_request`)
  } else {
    try {
      const payload = await getShopPayload()
      const change = await addToCart(payload, cartTokenFrom(request), parsed.data, {
        linkKey: linkKey ?? requestCookie(request, LINK_KEY_COOKIE),
        merge: 'atLeast',
        ...(await sessionShopper(payload, sessionTokenFrom(request))),
      })
      response = seeOther(CART_PATH)
      if (change.token) setCartCookie(response, change.token)
    } catch (error) {
      if (!(error instanceof ApiError) || !isCartErrorCode(error.code)) throw error
      response = seeOther(`${CART_PATH}?error=${error.code}`)
    }
  }
  if (linkKey) setCookieSafely(response.cookies, LINK_KEY_COOKIE, linkKey, TRACKING_COOKIE_OPTIONS)
  return response
}
