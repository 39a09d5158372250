/**
 * The one implementation behind every email-and-password sign-in door (auth/login, auth/login/kankeisha;
 * ADR 015), and behind the sign-in page's plain form (docs/adr/059): `signInThroughDoor` runs `signIn` with the
 * door's eligibility rule, then the guest cart merge; the route adds the bot check first (ADR 011) and the session
 * cookie on its answer. A door differs only in who it admits and how it refuses the others.
 */
import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import type { loginCall } from '@/lib/api/calls/auth'
import { ApiError } from '@/lib/api/errors'
import { handle, type RouteHandler } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'
import {
  isKankeishaMember,
  KANKEISHA_SIGN_IN_MESSAGES,
  NOT_KANKEISHA_CODE,
} from '@/shop/auth/kankeisha-sign-in'
import { SIGN_IN_MESSAGES, signIn, type SignInContext, type SignInInput } from '@/shop/auth/sign-in'
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

export const MEMBER_DOOR: SignInDoor = {}

/** /kankeisha/login/ (ADR 015): the ordinary sign-in, for kankeisha members only. */
export const KANKEISHA_DOOR: SignInDoor = {
  eligible: isKankeishaMember,
  notEligible: () => ApiError.forbidden(KANKEISHA_SIGN_IN_MESSAGES.notKankeisha, NOT_KANKEISHA_CODE),
}

/** Signs in through the door, the request's guest cart merged; a refusal is thrown as its API error. */
export async function signInThroughDoor(input: SignInInput, request: Request, door: SignInDoor) {
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
  return result
}

export function signInRoute(call: SignInCall, door: SignInDoor = MEMBER_DOOR): RouteHandler {
  return handle(call, async ({ body: { botCheck, ...input }, request }) => {
    await verifyBotCheck(defaultBotCheck(), botCheck)
    const { customer, session } = await signInThroughDoor(input, request, door)
    const response = NextResponse.json(customerState(customer))
    setSessionCookie(response.cookies, session)
    return response
  })
}
