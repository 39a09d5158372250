/** The one-time-password service wired to the process's settings: what route handlers pass to it. */
import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import { defaultTransport } from '@/shop/mail/default-transport'

import { otpLimits } from './otp-limits'
import type { OtpDeps } from './otp-service'

export function otpDeps(payload: Payload): OtpDeps {
  return {
    payload,
    secret: env.payloadSecret,
    transport: defaultTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    limits: otpLimits,
  }
}
