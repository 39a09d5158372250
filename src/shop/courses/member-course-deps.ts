/** The member course changes wired to the process's settings: what route handlers and pages pass to them. */
import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import { systemClock } from '@/shop/calendar/clock'
import { defaultTransport } from '@/shop/mail/default-transport'

import type { MemberCourseDeps } from './member-course-changes'

export function memberCourseDeps(payload: Payload): MemberCourseDeps {
  return {
    payload,
    clock: systemClock,
    mail: { transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM },
  }
}
