/**
 * Cookie writes go through here: a value with a character a cookie cannot carry is logged and the error
 * rethrown (spec §8), instead of being silently mangled. On an https shop (SITE_URL) every cookie is `Secure`
 * (ADR 021), unless the caller decided otherwise.
 */
import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'

/** Whether the shop's cookies carry `Secure`: SITE_URL is https. Also for cookies set or cleared elsewhere. */
export const secureCookies: boolean = env.SITE_URL.startsWith('https:')

type CookieOptions = {
  path?: string
  httpOnly?: boolean
  sameSite?: 'lax' | 'strict' | 'none'
  secure?: boolean
  maxAge?: number
}
type CookieJar = { set(name: string, value: string, options?: CookieOptions): unknown }

// RFC 6265 cookie-octet: visible ASCII except space, double quote, comma, semicolon and backslash.
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/

export class InvalidCookieValueError extends Error {
  constructor(readonly cookieName: string) {
    super(`Cookie "${cookieName}" has an invalid character`)
    this.name = 'InvalidCookieValueError'
  }
}

export function setCookieSafely(jar: CookieJar, name: string, value: string, options: CookieOptions): void {
  try {
    if (!COOKIE_VALUE.test(value)) throw new InvalidCookieValueError(name)
    jar.set(
      name,
      value,
      options.secure === undefined && secureCookies ? { ...options, secure: true } : options,
    )
  } catch (error) {
    logger.error('cookie could not be set', { cookieName: name, error })
    throw error
  }
}
