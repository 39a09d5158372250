/**
 * The member session cookie: an opaque token of 32 random bytes (base64url) whose SHA-256 alone is stored
 * (customer-sessions.tokenHash). Reading and setting the cookie is the route layer's job.
 */
import {
  hashOpaqueToken,
  isOpaqueToken,
  newOpaqueToken,
  tokenCookieOptions,
  type TokenCookieOptions,
} from '@/lib/security/opaque-token'

export const SESSION_COOKIE = 'shop_session'

export const newSessionToken = newOpaqueToken
export const isSessionToken = isOpaqueToken
export const hashSessionToken = hashOpaqueToken

export type SessionCookieOptions = TokenCookieOptions

/** No Max-Age means a browser-session cookie. */
export function sessionCookieOptions(siteUrl: string, maxAge: number | undefined): SessionCookieOptions {
  return tokenCookieOptions(siteUrl, maxAge)
}
