import { randomBytes } from 'node:crypto'

import { NextResponse } from 'next/server'

import { insertEvents } from '@/cms/analytics/events-store'
import { getShopPayload } from '@/cms/get-payload'
import { eventsCall } from '@/lib/api/calls/events'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { clientIp } from '@/lib/http/client-ip'
import { setCookieSafely } from '@/lib/http/cookies'
import { COLLECTOR_LIMIT, collectEvents } from '@/shop/analytics/collector'
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE } from '@/shop/analytics/visitors'
import { systemClock } from '@/shop/calendar/clock'
import { rateLimiter } from '@/shop/rate-limit/rate-limit'

import { requestCookie } from '../cart/cart-cookie'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter(COLLECTOR_LIMIT)

export const POST = handle(eventsCall, async ({ body, request }) => {
  const result = await collectEvents(
    {
      enabled: env.ANALYTICS === 'on',
      limiter,
      clock: systemClock,
      store: async (rows) => insertEvents(await getShopPayload(), rows),
      randomBytes: (size) => randomBytes(size),
    },
    {
      batch: body,
      userAgent: request.headers.get('user-agent'),
      visitorCookie: requestCookie(request, VISITOR_COOKIE),
      clientAddress: clientIp(request),
    },
  )
  if (result.kind === 'limited') throw ApiError.tooManyRequests(undefined, result.retryAfterSeconds)
  const response = NextResponse.json({ accepted: result.kind === 'stored' ? result.accepted : 0 })
  if (result.kind === 'stored' && result.newVisitor)
    setCookieSafely(response.cookies, VISITOR_COOKIE, result.newVisitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: VISITOR_COOKIE_MAX_AGE,
    })
  return response
})
