/** What the my-page services need: the one-time-password service's dependencies and the member limits. */
import type { Payload } from 'payload'

import { otpDeps } from '@/shop/otp/otp-deps'
import type { OtpDeps } from '@/shop/otp/otp-service'

import { type CustomerLimits, customerLimits } from './customer-limits'

export interface CustomerChangeDeps extends OtpDeps {
  customerLimits: CustomerLimits
}

export function customerChangeDeps(payload: Payload): CustomerChangeDeps {
  return { ...otpDeps(payload), customerLimits }
}
