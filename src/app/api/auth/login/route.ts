import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { loginCall } from '@/lib/api/calls/auth'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { SIGN_IN_MESSAGES, signIn } from '@/shop/auth/sign-in'
import { signInLimits } from '@/shop/auth/sign-in-limits'
import { mergeGuestCart } from '@/shop/cart/cart-service'
import { customerState } from '@/shop/customer/customer-state'

import { cartTokenFrom } from '../../cart/cart-cookie'
import { sessionTokenFrom, setSessionCookie } from '../session-cookie'

export const dynamic = 'force-dynamic'

export const POST = handle(loginCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  const result = await signIn(payload, body, {
    ip: clientIp(request),
    limits: signInLimits,
    previousToken: sessionTokenFrom(request),
  })
  if (!result.ok) {
    if (result.reason === 'limited')
      throw ApiError.tooManyRequests(SIGN_IN_MESSAGES.limited, result.retryAfterSeconds)
    throw new ApiError(401, 'invalid_credentials', SIGN_IN_MESSAGES.invalid)
  }
  await mergeGuestCart(payload, cartTokenFrom(request), result.customer.id)
  const response = NextResponse.json(customerState(result.customer))
  setSessionCookie(response, result.session)
  return response
})
