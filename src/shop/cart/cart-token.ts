/**
 * A guest cart is bound to an HttpOnly cookie holding a random token; only its SHA-256 is stored
 * (carts.tokenHash), so a database leak does not hand out carts. Reading and setting the cookie is the route
 * layer's job; this module only knows the token and the cookie's attributes.
 */
import {
  hashOpaqueToken,
  isOpaqueToken,
  newOpaqueToken,
  tokenCookieOptions,
  type TokenCookieOptions,
} from '@/lib/security/opaque-token'

export const CART_TOKEN_COOKIE = 'cart_token'
export const CART_TOKEN_MAX_AGE = 60 * 60 * 24 * 30

export const newCartToken = newOpaqueToken
export const isCartToken = isOpaqueToken
export const hashCartToken = hashOpaqueToken

export type CartCookieOptions = TokenCookieOptions & { maxAge: number }

export function cartCookieOptions(siteUrl: string): CartCookieOptions {
  return { ...tokenCookieOptions(siteUrl), maxAge: CART_TOKEN_MAX_AGE }
}
