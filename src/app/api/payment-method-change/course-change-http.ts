/**
 * What the course change routes share (docs/adr/035): the services wired to the process's settings, and how their
 * refusals answer over HTTP. Another member's course or an unknown number is 404; a course that can no longer be
 * changed (7-day rule, cancelled) is 409 with the Japanese reason; a refused card is 402, its limits 429.
 */
import type { Payload } from 'payload'

import { ApiError } from '@/lib/api/errors'
import { env } from '@/lib/config/env'
import { COURSE_NOT_FOUND } from '@/shop/courses/course-change-rules'
import type { AddressChangeDeps, AddressChangeFailure } from '@/shop/courses/course-address-change'
import type { PaymentChangeDeps, PaymentChangeFailure } from '@/shop/courses/course-payment-change'
import { defaultTransport } from '@/shop/mail/default-transport'
import { otpDeps } from '@/shop/otp/otp-deps'
import type { OtpFailure } from '@/shop/otp/otp-service'
import { RATE_LIMITED_CODE } from '@/shop/payments/card-attempt-limits'

import { otpApiError } from '../otp-api-error'

export const courseNotFound = () => ApiError.notFound(COURSE_NOT_FOUND, 'course_not_found')

export function paymentChangeDeps(payload: Payload): PaymentChangeDeps {
  return { payload, transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM, siteUrl: env.SITE_URL }
}

export const addressChangeDeps = (payload: Payload): AddressChangeDeps => otpDeps(payload)

export function paymentChangeError(failure: PaymentChangeFailure): ApiError {
  switch (failure.reason) {
    case 'not-found':
      return courseNotFound()
    case 'refused':
      return failure.code === 'not-changeable'
        ? new ApiError(409, 'course_not_changeable', failure.message)
        : new ApiError(400, failure.code.replace(/-/g, '_'), failure.message, {
            fields: { [failure.field]: failure.message },
          })
    case 'declined':
      if (failure.code === RATE_LIMITED_CODE)
        return ApiError.tooManyRequests(failure.message, failure.retryAfterSeconds)
      return new ApiError(402, 'card_declined', failure.message, { fields: { card: failure.message } })
  }
}

export function addressChangeError(failure: AddressChangeFailure): ApiError {
  switch (failure.reason) {
    case 'not-found':
      return courseNotFound()
    case 'too-late':
      return new ApiError(409, 'change_deadline_passed', failure.message)
    case 'sequence-moved':
      return new ApiError(409, 'delivery_moved', failure.message)
    case 'not-changeable':
      return new ApiError(409, 'course_not_changeable', failure.message)
    default:
      return otpApiError(failure as OtpFailure)
  }
}
