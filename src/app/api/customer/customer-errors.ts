/**
 * How the my-page calls answer a refused change (ADR 016): a wrong current password or an unusable new
 * address is a message on that field (400), limits are 429 with Retry-After, and a member who vanished
 * (withdrawn in another tab) is asked to sign in again (401).
 */
import { ApiError } from '@/lib/api/errors'
import { CUSTOMER_MESSAGES } from '@/shop/customer/customer-messages'
import type { NewAddressRefusal } from '@/shop/customer/mail-address-change-service'

import { SIGN_IN_REQUIRED } from '../auth/signed-in-member'

type Refusal =
  { reason: 'wrong-current' | 'gone' | 'regular-order' } | { reason: 'limited'; retryAfterSeconds: number }

const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) })

export function customerChangeError(refusal: Refusal): ApiError {
  switch (refusal.reason) {
    case 'wrong-current':
      return new ApiError(400, 'wrong_current_password', CUSTOMER_MESSAGES.wrongCurrentPassword, {
        fields: { currentPassword: CUSTOMER_MESSAGES.wrongCurrentPassword },
      })
    case 'limited':
      return new ApiError(429, 'too_many_requests', CUSTOMER_MESSAGES.passwordLimited, {
        headers: retryAfter(refusal.retryAfterSeconds),
      })
    case 'regular-order':
      return new ApiError(409, 'regular_order_active', CUSTOMER_MESSAGES.withdrawRegularOrder)
    case 'gone':
      return new ApiError(401, 'sign_in_required', SIGN_IN_REQUIRED)
  }
}

/** `taken` is 400 while the member is still typing the address, 409 when it was taken after the code was sent. */
export function newAddressError(refusal: NewAddressRefusal, step: 'send' | 'verify'): ApiError {
  switch (refusal.reason) {
    case 'unchanged':
      return new ApiError(400, 'email_unchanged', refusal.message, { fields: { newEmail: refusal.message } })
    case 'taken':
      return new ApiError(step === 'send' ? 400 : 409, 'email_taken', refusal.message, {
        fields: { newEmail: refusal.message },
      })
    case 'checks-limited':
      return new ApiError(429, 'too_many_requests', refusal.message, {
        headers: retryAfter(refusal.retryAfterSeconds),
      })
    case 'gone':
      return new ApiError(401, 'sign_in_required', SIGN_IN_REQUIRED)
  }
}
