import { addressChangeOtpPageCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'

import { addressChangePage } from '../page-data'

export const dynamic = 'force-dynamic'

export const GET = handle(addressChangeOtpPageCall, async ({ query, request }) => ({
  ...(await addressChangePage(request, query)),
  otp: {
    codeDigits: OTP_PAGE_DATA.codeDigits,
    validMinutes: OTP_PAGE_DATA.validMinutes,
    resendIntervalSeconds: OTP_PAGE_DATA.resendIntervalSeconds,
    maxFailedAttempts: OTP_PAGE_DATA.maxFailedAttempts,
  },
}))
