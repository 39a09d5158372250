import { authEntryPageCall } from '@/lib/api/calls/entry'
import { handle } from '@/lib/api/server'
import { GROUP_PENDING_COOKIE, openGroupPending } from '@/shop/oidc/group-pending'

import { requestCookie } from '../../../cart/cart-cookie'

export const dynamic = 'force-dynamic'

/** What the group sign-on vouched for, to prefill /auth/entry/; null when the sign-on is missing or expired. */
export const GET = handle(authEntryPageCall, async ({ request }) => {
  const identity = await openGroupPending(requestCookie(request, GROUP_PENDING_COOKIE))
  return {
    identity: identity
      ? { email: identity.email, lastName: identity.lastName, firstName: identity.firstName }
      : null,
  }
})
