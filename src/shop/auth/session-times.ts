/**
 * Session lifetimes (docs/adr/010-member-sessions.md), as pure date maths so they are unit tested.
 * - Browser session (「ログインしたままにする」 off): the cookie ends with the browser; the server ends the
 *   session after 2 hours without use, and after 24 hours at the latest.
 * - Persistent: the cookie lasts 30 days; the server ends the session after 14 days without use, and 30 days
 *   after sign-in at the latest (no sliding beyond that: the member signs in again).
 */
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const SESSION_LIMITS = {
  browser: { idleMs: 2 * HOUR, absoluteMs: DAY },
  persistent: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
} as const

/** lastSeenAt is written at most this often, so reading the header state is not a write per page view. */
export const TOUCH_INTERVAL_MS = 5 * MINUTE

export interface SessionTimes {
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
  persistent: boolean
  revokedAt?: Date | null
}

const limitsOf = (persistent: boolean) => (persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.browser)

/** The absolute end of a session started now. */
export function absoluteExpiry(now: Date, persistent: boolean): Date {
  return new Date(now.getTime() + limitsOf(persistent).absoluteMs)
}

export type SessionEnd = 'revoked' | 'expired' | 'idle' | null

/** Why a session can no longer be used at `now`, or null while it is valid. */
export function sessionEnd(session: SessionTimes, now: Date): SessionEnd {
  if (session.revokedAt) return 'revoked'
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired'
  if (now.getTime() - session.lastSeenAt.getTime() >= limitsOf(session.persistent).idleMs) return 'idle'
  return null
}

export function shouldTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS
}

/** Cookie Max-Age in seconds: persistent sessions until their absolute end, otherwise a browser-session cookie. */
export function cookieMaxAge(
  session: Pick<SessionTimes, 'expiresAt' | 'persistent'>,
  now: Date,
): number | undefined {
  if (!session.persistent) return undefined
  return Math.max(0, Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000))
}
