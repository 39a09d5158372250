/**
 * The member session cookie: an opaque token of 32 random bytes (base64url) whose SHA-256 alone is stored
 * (customer-sessions.tokenHash). Reading and setting the cookie is the route layer's job.
 */
import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE = 'shop_session'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function isSessionToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface SessionCookieOptions {
  path: '/'
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
  maxAge?: number
}

/** HttpOnly, SameSite=Lax, Secure when the shop is served over https; no Max-Age means a browser-session cookie. */
export function sessionCookieOptions(siteUrl: string, maxAge: number | undefined): SessionCookieOptions {
  const options: SessionCookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https:'),
  }
  if (maxAge !== undefined) options.maxAge = maxAge
  return options
}
