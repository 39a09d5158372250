import { getShopPayload } from '@/cms/get-payload'
import { myPageCustomerCall } from '@/lib/api/calls/mypage'
import { handle } from '@/lib/api/server'
import { profileViewOf } from '@/shop/customer/person-address'
import { signInWaysOf } from '@/shop/oidc/linked-sign-ins'

import { requireMember } from '../../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/customer/ shows: the registered information and the linked sign-ins. */
export const GET = handle(myPageCustomerCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  const ways = await signInWaysOf(await getShopPayload(), customer.id)
  return { profile: profileViewOf(customer), linked: { line: ways.line, group: ways.group } }
})
