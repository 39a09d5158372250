/**
 * POST customer (registration) and POST customer/kankeisha: the verified address becomes a member, signed in
 * at once. Through the group sign-on (/auth/entry/) the pending group identity is linked and its cookie cleared.
 */
import type { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { customerEntryCall, kankeishaEntryCall } from '@/lib/api/calls/entry'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { secureCookies } from '@/lib/http/cookies'
import type { CustomerTypeCode } from '@/shop/customer/customer-types'
import { INVITATION_MESSAGES, invitationCustomerType } from '@/shop/customer/kankeisha-invitation'
import { type EntryKind, type LinkedIdentity, registerCustomer } from '@/shop/customer/registration-service'
import type { Registration } from '@/shop/customer/registration-schema'
import { GROUP_PENDING_COOKIE, openGroupPending } from '@/shop/oidc/group-pending'
import { otpDeps } from '@/shop/otp/otp-deps'

import { requestCookie } from '../cart/cart-cookie'
import { memberSessionResponse } from '../auth/member-session-response'

const GROUP_SIGN_ON_GONE =
  'グループIDでのログインの有効期限が切れました。もう一度グループIDでログインしてからご登録ください。'

async function register(
  request: Request,
  registration: Registration,
  transactionId: string,
  options: { kind: EntryKind; customerType?: CustomerTypeCode; linked?: LinkedIdentity },
): Promise<NextResponse> {
  const payload = await getShopPayload()
  const result = await registerCustomer(
    { ...otpDeps(payload), siteUrl: env.SITE_URL },
    { registration, transactionId, ...options },
  )
  if (!result.ok) {
    if (result.reason === 'email-taken')
      throw new ApiError(409, 'email_taken', result.message, { fields: { email1: result.message } })
    throw new ApiError(410, 'otp_unusable', result.message)
  }
  return memberSessionResponse(payload, request, result.customer, registration.isPersistentLogin, {
    customerNumber: result.customer.customerNumber ?? null,
  })
}

export const postCustomer = handle(
  customerEntryCall,
  async ({ body: { authenticateTransactionId, viaGroupSignOn, ...registration }, request }) => {
    if (!viaGroupSignOn)
      return register(request, registration, authenticateTransactionId, { kind: 'general' })
    const identity = await openGroupPending(requestCookie(request, GROUP_PENDING_COOKIE))
    if (!identity) throw new ApiError(410, 'group_sign_on_expired', GROUP_SIGN_ON_GONE)
    const response = await register(request, registration, authenticateTransactionId, {
      kind: 'general',
      linked: { groupSubject: identity.subject, isGroupStaff: identity.isGroupStaff },
    })
    // Cleared with the attributes it was set with: a browser keeps a Secure cookie a non-Secure one would replace.
    response.cookies.set(GROUP_PENDING_COOKIE, '', {
      path: '/',
      secure: secureCookies,
      maxAge: 0,
      expires: new Date(0),
    })
    return response
  },
)

export const postKankeishaCustomer = handle(
  kankeishaEntryCall,
  async ({ body: { authenticateTransactionId, invitationCode, ...registration }, request }) => {
    const customerType = await invitationCustomerType(await getShopPayload(), invitationCode)
    if (!customerType)
      throw ApiError.badRequest(INVITATION_MESSAGES.invalid, { invitationCode: INVITATION_MESSAGES.invalid })
    return register(request, registration, authenticateTransactionId, { kind: 'kankeisha', customerType })
  },
)
