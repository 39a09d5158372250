/**
 * The one implementation behind every email-and-password sign-in door (auth/login, auth/login/kankeisha;
 * ADR 015): bot check first (ADR 011), then `signIn` with the door's eligibility rule, then the guest cart
 * merge and the session cookie. A door differs only in who it admits and how it refuses the others.
 */
import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import type { loginCall } from '@/lib/api/calls/auth'
import { ApiError } from '@/lib/api/errors'
import { handle, type RouteHandler } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'
import { SIGN_IN_MESSAGES, signIn, type SignInContext } from '@/shop/auth/sign-in'
import { signInLimits } from '@/shop/auth/sign-in-limits'
import { mergeGuestCart } from '@/shop/cart/cart-service'
import { customerState } from '@/shop/customer/customer-state'

import { cartTokenFrom } from '../cart/cart-cookie'
import { sessionTokenFrom, setSessionCookie } from './session-cookie'

/** Every sign-in call has the login call's body and answer. */
type SignInCall = typeof loginCall

export interface SignInDoor {
  eligible?: SignInContext['eligible']
  /** The answer to a member whose password was right but who may not use this door. */
  notEligible?: () => ApiError
}

export function signInRoute(call: SignInCall, door: SignInDoor = {}): RouteHandler {
  return handle(call, async ({ body: { botCheck, ...input }, request }) => {
    await verifyBotCheck(defaultBotCheck(), botCheck)
    const payload = await getShopPayload()
    const result = await signIn(payload, input, {
      ip: clientIp(request),
      limits: signInLimits,
      previousToken: sessionTokenFrom(request),
      eligible: door.eligible,
    })
    if (!result.ok) {
      if (result.reason === 'limited')
        throw ApiError.tooManyRequests(SIGN_IN_MESSAGES.limited, result.retryAfterSeconds)
      if (result.reason === 'not_eligible') throw door.notEligible?.() ?? ApiError.forbidden()
      throw new ApiError(401, 'invalid_credentials', SIGN_IN_MESSAGES.invalid)
    }
    await mergeGuestCart(payload, cartTokenFrom(request), result.customer.id)
    const response = NextResponse.json(customerState(result.customer))
    setSessionCookie(response, result.session)
    return response
  })
}
