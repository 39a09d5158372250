/**
 * Staff login limits on the `users` collection (src/shop/auth/staff-login-limits.ts, ADR 022). Payload's REST
 * login, GraphQL `loginUser` and the admin form all run the login operation, whose `beforeOperation` hooks run
 * before it reads the account or checks the password: the attempt is counted there and refused with 429 and a
 * Japanese message when a limit is used up. The local API (server code, seed, tests) is not a door and is not
 * counted. `afterLogin` clears the account's count.
 */
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientIp } from '@/lib/http/client-ip'
import { STAFF_LOGIN_MESSAGES, type StaffLoginLimits, staffLoginLimits } from '@/shop/auth/staff-login-limits'

/**
 * The 429 of a used-up staff login limit. Named, so Payload's `loggingLevels` can log it as one line
 * (`loggingLevels: { StaffLoginLimited: 'info' }`); the wait is in `data.retryAfterSeconds`.
 */
export class StaffLoginLimited extends APIError {
  constructor(retryAfterSeconds: number) {
    super(STAFF_LOGIN_MESSAGES.limited, 429, { retryAfterSeconds }, true)
    this.name = 'StaffLoginLimited'
  }
}

/** The email the login names (Payload lower-cases and trims it the same way), or null. */
function emailOf(data: unknown): string | null {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() !== '' ? email : null
}

export function limitStaffLogin(limits: StaffLoginLimits = staffLoginLimits): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'login' || req.payloadAPI === 'local') return args
    // Payload's request is the incoming Request with Payload's fields added.
    const wait = await limits.beforeAttempt(clientIp(req as unknown as Request), emailOf(args.data))
    if (wait !== null) {
      req.payload.logger.warn('staff login refused: rate limit')
      // Payload's error answer carries the request's response headers (REST).
      const headers = req.responseHeaders ?? new Headers()
      headers.set('Retry-After', String(wait))
      req.responseHeaders = headers
      throw new StaffLoginLimited(wait)
    }
    return args
  }
}

export function clearStaffLoginCount(limits: StaffLoginLimits = staffLoginLimits): CollectionAfterLoginHook {
  return async ({ user }) => {
    const email = (user as { email?: unknown }).email
    if (typeof email === 'string') await limits.recordSuccess(email)
    return user
  }
}
