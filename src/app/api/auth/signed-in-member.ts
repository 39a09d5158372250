/**
 * The signed-in member of a request, for calls that only members may make (customer changes, linking). A
 * request without a valid session gets 401 with a Japanese message; the browser then offers the login page.
 */
import { getShopPayload } from '@/cms/get-payload'
import { ApiError } from '@/lib/api/errors'
import { type ActiveSession, resolveSession } from '@/shop/auth/session-service'

import { sessionTokenFrom } from './session-cookie'

export const SIGN_IN_REQUIRED = 'ログインが必要です。ログインしてからもう一度お試しください。'

export async function requireMember(request: Request): Promise<ActiveSession> {
  const active = await resolveSession(await getShopPayload(), sessionTokenFrom(request))
  if (!active) throw new ApiError(401, 'sign_in_required', SIGN_IN_REQUIRED)
  return active
}

/** The signed-in member's id, or null for a guest: calls open to both that treat a member as themselves. */
export async function signedInCustomerId(request: Request): Promise<number | null> {
  const active = await resolveSession(await getShopPayload(), sessionTokenFrom(request))
  return active?.customer.id ?? null
}
