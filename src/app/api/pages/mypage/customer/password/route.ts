import { myPagePasswordCall } from '@/lib/api/calls/mypage'
import { handle } from '@/lib/api/server'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'

import { requireMember } from '../../../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/customer/password/ shows: the sign-in address (for password managers) and the password rules. */
export const GET = handle(myPagePasswordCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  return { email: customer.email, passwordMinLength: PASSWORD_MIN, passwordMaxLength: PASSWORD_MAX }
})
