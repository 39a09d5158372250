import { myPageMailAddressCall } from '@/lib/api/calls/mypage'
import { handle } from '@/lib/api/server'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'

import { requireMember } from '../../../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/customer/mailaddress/ shows: the current address and the one-time code's rules. */
export const GET = handle(myPageMailAddressCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  const { codeDigits, validMinutes, resendIntervalSeconds, maxSends, maxFailedAttempts } = OTP_PAGE_DATA
  return {
    currentEmail: customer.email,
    otp: { codeDigits, validMinutes, resendIntervalSeconds, maxSends, maxFailedAttempts },
  }
})
