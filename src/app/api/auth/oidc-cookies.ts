/**
 * The LINE and group sign-in cookies in route handlers (flow, pending identities). Written on the returned
 * response, like the session cookie, so handlers stay plain functions in integration tests.
 */
import type { NextResponse } from 'next/server'

import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import type { OidcProviderName } from '@/shop/oidc/providers'
import { sealedCookieOptions } from '@/shop/oidc/sealed-cookie'
import { FLOW_COOKIE_PATH, FLOW_COOKIES } from '@/shop/oidc/sign-in-flow'

import { requestCookie } from '../cart/cart-cookie'

export const flowCookieFrom = (request: Request, name: OidcProviderName) =>
  requestCookie(request, FLOW_COOKIES[name])

export function setSealedCookie(response: NextResponse, name: string, value: string, path: string): void {
  setCookieSafely(response.cookies, name, value, sealedCookieOptions(env.SITE_URL, path))
}

export function clearSealedCookie(response: NextResponse, name: string, path: string): void {
  response.cookies.set(name, '', { ...sealedCookieOptions(env.SITE_URL, path, 0), expires: new Date(0) })
}

export const setFlowCookie = (response: NextResponse, name: OidcProviderName, value: string) =>
  setSealedCookie(response, FLOW_COOKIES[name], value, FLOW_COOKIE_PATH)

/** Once a code has been exchanged the flow is spent; a refused answer leaves it to expire on its own. */
export const clearFlowCookie = (response: NextResponse, name: OidcProviderName) =>
  clearSealedCookie(response, FLOW_COOKIES[name], FLOW_COOKIE_PATH)
