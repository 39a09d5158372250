/**
 * How one-time-password refusals answer over HTTP (docs/adr/012-one-time-passwords.md): a wrong or malformed
 * code is a field error on `code` (400), limits are 429 with Retry-After, a locked transaction 423, an
 * unknown, expired or used one 410 (the shopper must start again or resend).
 */
import { ApiError } from '@/lib/api/errors'
import type { OtpFailure } from '@/shop/otp/otp-service'

export function otpApiError(failure: OtpFailure): ApiError {
  switch (failure.reason) {
    case 'shape':
    case 'invalid':
      return new ApiError(400, 'otp_invalid', failure.message, { fields: { code: failure.message } })
    case 'limited':
    case 'too-soon':
      return ApiError.tooManyRequests(failure.message, failure.retryAfterSeconds)
    case 'too-many':
      return ApiError.tooManyRequests(failure.message)
    case 'locked':
      return new ApiError(423, 'otp_locked', failure.message)
    default:
      return new ApiError(410, `otp_${failure.reason}`, failure.message)
  }
}
