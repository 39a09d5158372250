/**
 * The member session cookie in route handlers: read from the request, written on the returned response (like
 * the cart cookie), so handlers stay callable as plain functions in integration tests.
 */
import type { NextResponse } from 'next/server'

import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import type { StartedSession } from '@/shop/auth/session-service'
import { cookieMaxAge } from '@/shop/auth/session-times'
import { SESSION_COOKIE, sessionCookieOptions } from '@/shop/auth/session-token'

import { requestCookie } from '../cart/cart-cookie'

export const sessionTokenFrom = (request: Request) => requestCookie(request, SESSION_COOKIE)

/** On a route's response (`response.cookies`) or a server function's `cookies()`. */
export function setSessionCookie(
  jar: Parameters<typeof setCookieSafely>[0],
  session: StartedSession,
  now = new Date(),
): void {
  setCookieSafely(
    jar,
    SESSION_COOKIE,
    session.token,
    sessionCookieOptions(env.SITE_URL, cookieMaxAge(session, now)),
  )
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(env.SITE_URL, 0), expires: new Date(0) })
}
