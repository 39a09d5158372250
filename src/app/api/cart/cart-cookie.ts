/**
 * The cart cookie in route handlers. Read from the request and written on the returned response (rather than
 * through next/headers' cookies()) so handlers stay callable as plain functions in integration tests.
 */
import type { NextResponse } from 'next/server'

import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import { CART_TOKEN_COOKIE, cartCookieOptions } from '@/shop/cart/cart-token'

export function requestCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

export const cartTokenFrom = (request: Request) => requestCookie(request, CART_TOKEN_COOKIE)

/** Sets (or refreshes for another 30 days) the cart cookie. */
export function setCartCookie(response: NextResponse, token: string): void {
  setCookieSafely(response.cookies, CART_TOKEN_COOKIE, token, cartCookieOptions(env.SITE_URL))
}
