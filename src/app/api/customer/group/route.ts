import { getShopPayload } from '@/cms/get-payload'
import { groupUnlinkCall } from '@/lib/api/calls/oidc'
import { handle } from '@/lib/api/server'
import { unlinkSignIn } from '@/shop/oidc/linked-sign-ins'

import { requireMember } from '../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** DELETE customer/group: the member unlinks their group ID (409 when it is their last way to sign in). */
export const DELETE = handle(groupUnlinkCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  const left = await unlinkSignIn(await getShopPayload(), customer, 'group')
  return { groupLinked: left.group }
})
