import { passwordReregisterPageCall } from '@/lib/api/calls/password-reregister'
import { handle } from '@/lib/api/server'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'

export const dynamic = 'force-dynamic'

export const GET = handle(passwordReregisterPageCall, () => ({ ...OTP_PAGE_DATA }))
