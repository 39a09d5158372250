/**
 * The answer of every call that leaves the shopper signed in without a password check of its own
 * (registration; sign-in through LINE or the group): ends the session the browser held (rotation), starts a
 * new one, merges the guest cart and answers with the customer state and the session cookie.
 */
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { revokeSession, startSession } from '@/shop/auth/session-service'
import { mergeGuestCart } from '@/shop/cart/cart-service'
import { customerState } from '@/shop/customer/customer-state'

import { cartTokenFrom } from '../cart/cart-cookie'
import { sessionTokenFrom, setSessionCookie } from './session-cookie'

export async function memberSessionResponse(
  payload: Payload,
  request: Request,
  customer: Omit<Customer, 'passwordHash'>,
  persistent: boolean,
  extra: Record<string, unknown> = {},
): Promise<NextResponse> {
  await revokeSession(payload, sessionTokenFrom(request))
  const session = await startSession(payload, customer.id, persistent)
  await mergeGuestCart(payload, cartTokenFrom(request), customer.id)
  const response = NextResponse.json({ ...extra, ...customerState(customer) })
  setSessionCookie(response.cookies, session)
  return response
}
