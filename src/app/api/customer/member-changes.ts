/**
 * PUT customer (profile change) and DELETE customer (withdrawal) of the signed-in member (ADR 016); route.ts
 * beside this file serves them with POST customer (registration, ./post-entry.ts).
 */
import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { customerDeleteCall, customerUpdateCall } from '@/lib/api/calls/customer'
import { handle } from '@/lib/api/server'
import { customerChangeDeps } from '@/shop/customer/customer-change-deps'
import { GUEST_STATE, customerState } from '@/shop/customer/customer-state'
import { profileViewOf } from '@/shop/customer/person-address'
import { updateProfile } from '@/shop/customer/profile-service'
import { withdraw } from '@/shop/customer/withdrawal-service'

import { clearSessionCookie } from '../auth/session-cookie'
import { requireMember } from '../auth/signed-in-member'
import { customerChangeError } from './customer-errors'

export const putCustomer = handle(customerUpdateCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const updated = await updateProfile({ payload: await getShopPayload() }, customer.id, body)
  return { state: customerState(updated), profile: profileViewOf(updated) }
})

export const deleteCustomer = handle(customerDeleteCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await withdraw(customerChangeDeps(await getShopPayload()), customer.id, body.currentPassword)
  if (!result.ok) throw customerChangeError(result)
  const response = NextResponse.json(GUEST_STATE)
  clearSessionCookie(response)
  return response
})
