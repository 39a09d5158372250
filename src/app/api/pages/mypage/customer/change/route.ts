import { myPageCustomerChangeCall } from '@/lib/api/calls/mypage'
import { handle } from '@/lib/api/server'
import { profileFormValuesOf, profileViewOf } from '@/shop/customer/person-address'

import { requireMember } from '../../../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/customer/change/ starts from: the registered information under the form's names. */
export const GET = handle(myPageCustomerChangeCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  return { registered: profileFormValuesOf(profileViewOf(customer)) }
})
