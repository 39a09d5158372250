/**
 * Opaque bearer tokens for cookies (cart, member session): 32 bytes from the CSPRNG, base64url (43 characters).
 * Only their SHA-256 is stored, so a database leak hands out neither carts nor sessions.
 */
import { createHash, randomBytes } from 'node:crypto'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function isOpaqueToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface TokenCookieOptions {
  path: '/'
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
  maxAge?: number
}

/** HttpOnly, SameSite=Lax, Secure when the shop is served over https; no Max-Age: a browser-session cookie. */
export function tokenCookieOptions(siteUrl: string, maxAge?: number): TokenCookieOptions {
  const options: TokenCookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https:'),
  }
  if (maxAge !== undefined) options.maxAge = maxAge
  return options
}
