import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { paymentChangeCall } from '@/lib/api/calls/course-changes'
import { ApiError } from '@/lib/api/errors'
import type { Impl } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import { clientIp } from '@/lib/http/client-ip'
import {
  CARD_CHANGE_TICKET_COOKIE,
  CARD_CHANGE_TICKET_SECONDS,
  cardChangeTicket,
  readCardChangeTicket,
  ticketMatches,
} from '@/shop/courses/card-change-ticket'
import { PAYMENT_CHOICE_MESSAGES } from '@/shop/courses/course-change-fields'
import { completeCardPaymentChange, startPaymentChange } from '@/shop/courses/course-payment-change'

import { requireMember } from '../auth/signed-in-member'
import { choiceOf } from './choice'
import { paymentChangeDeps, paymentChangeError } from './course-change-http'

const cookieOptions = (maxAge: number) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SITE_URL.startsWith('https:'),
    maxAge,
  }) as const

const TICKET_MISSING =
  'カードの確認の情報が見つかりません。お手数ですが、お支払い方法の変更を最初からやり直してください。'

function ticketOf(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? ''
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === CARD_CHANGE_TICKET_COOKIE) return rest.join('=')
  }
  return null
}

/**
 * POST payment-method-change (also the my-page confirm form's call, docs/adr/059): changes the course's payment
 * method (docs/adr/035). A new card the issuer wants to authenticate answers the ACS
 * URL, with a ticket cookie binding the verification to this member and course; after the challenge the my-page
 * step posts the provider's reference back with the ticket and the change is made.
 */
export const changePayment: Impl<typeof paymentChangeCall> = async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const deps = paymentChangeDeps(await getShopPayload())
  if (body.threeDSecureReference) {
    const ticket = readCardChangeTicket(env.payloadSecret, ticketOf(request), new Date())
    const expected = {
      reference: body.threeDSecureReference,
      customerId: customer.id,
      regularOrderNumber: body.regularOrderNumber,
    }
    if (!ticketMatches(ticket, expected)) throw new ApiError(410, 'card_change_expired', TICKET_MISSING)
    const result = await completeCardPaymentChange(deps, expected)
    if (!result.ok) throw paymentChangeError(result)
    const response = NextResponse.json({
      status: 'changed',
      method: result.method,
      methodLabel: result.methodLabel,
    })
    setCookieSafely(response.cookies, CARD_CHANGE_TICKET_COOKIE, '', cookieOptions(0))
    return response
  }
  const { paymentMethod } = body
  // The schema asks for the method whenever there is no reference; this keeps the types honest.
  if (!paymentMethod)
    throw ApiError.badRequest(PAYMENT_CHOICE_MESSAGES.method, {
      paymentMethod: PAYMENT_CHOICE_MESSAGES.method,
    })
  const result = await startPaymentChange(deps, {
    customerId: customer.id,
    regularOrderNumber: body.regularOrderNumber,
    choice: choiceOf({ ...body, paymentMethod }, true),
    ip: clientIp(request),
  })
  if (!result.ok) throw paymentChangeError(result)
  if (result.status === 'changed')
    return { status: 'changed', method: result.method, methodLabel: result.methodLabel } as const
  const response = NextResponse.json({ status: 'redirect', redirectUrl: result.redirectUrl })
  setCookieSafely(
    response.cookies,
    CARD_CHANGE_TICKET_COOKIE,
    cardChangeTicket(env.payloadSecret, {
      reference: result.reference,
      customerId: customer.id,
      regularOrderNumber: body.regularOrderNumber,
      expiresAt: Date.now() + CARD_CHANGE_TICKET_SECONDS * 1000,
    }),
    cookieOptions(CARD_CHANGE_TICKET_SECONDS),
  )
  return response
}
