/**
 * A guest cart is bound to an HttpOnly cookie holding a random token; only its SHA-256 is stored
 * (carts.tokenHash), so a database leak does not hand out carts. Reading and setting the cookie is the route
 * layer's job; this module only knows the token and the cookie's attributes.
 */
import { createHash, randomBytes } from 'node:crypto'

export const CART_TOKEN_COOKIE = 'cart_token'
export const CART_TOKEN_MAX_AGE = 60 * 60 * 24 * 30

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newCartToken(): string {
  return randomBytes(32).toString('base64url')
}

export function isCartToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface CartCookieOptions {
  path: '/'
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
  maxAge: number
}

/** Secure whenever the shop is served over https (SITE_URL). */
export function cartCookieOptions(siteUrl: string): CartCookieOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https:'),
    maxAge: CART_TOKEN_MAX_AGE,
  }
}
