/**
 * What a person typed into an admin form the endpoint refused, kept for the redisplayed form (the 返品・返金 screen,
 * the support console): a plain post's refusal is a 303 back to the screen, and without this the screen would
 * render the form empty. The values are personal data (a customer's bank account, notes), so they never go in the
 * URL: they travel in a cookie of the staff member's own browser, signed with the app secret (a forged cookie puts
 * nothing in the form), HttpOnly, only sent to the screen's path, short-lived, cleared once the action succeeds.
 *
 * The endpoints answer with their own Response (not Next's cookie jar), so the Set-Cookie line is written here;
 * the views read the cookie from the request's Cookie header.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib'

import { isSignatureOf, signText, type SignaturePurpose } from '@/lib/security/signed-text'

export interface DraftCookie {
  name: string
  /** The screen's path (e.g. /admin/returns): the browser sends the draft there and nowhere else. */
  path: string
  maxAgeSeconds: number
}

/**
 * Browsers keep about 4096 bytes per cookie; a longer draft would be dropped silently, so it is not written (the
 * form then comes back empty, as before). The text is deflated first: a 1,000-character note in Japanese fits.
 */
export const MAX_DRAFT_VALUE_LENGTH = 3900
/** What a signed draft may unpack to: far more than any form's fields. */
const MAX_INFLATED_BYTES = 64 * 1024

/** `body.signature`, the body the deflated JSON in base64url; null when too long for a cookie. */
export function sealDraft(purpose: SignaturePurpose, data: unknown, secret: string): string | null {
  const body = deflateRawSync(Buffer.from(JSON.stringify(data), 'utf8')).toString('base64url')
  const sealed = signText(purpose, body, secret)
  return sealed.length <= MAX_DRAFT_VALUE_LENGTH ? sealed : null
}

/** The JSON the shop sealed for this purpose, or null (absent, altered, another purpose, malformed). */
export function openDraft(purpose: SignaturePurpose, value: string | undefined, secret: string): unknown {
  if (!value || value.length > MAX_DRAFT_VALUE_LENGTH) return null
  const [body, signature, ...rest] = value.split('.')
  if (!body || !signature || rest.length > 0 || !isSignatureOf(purpose, body, signature, secret)) return null
  try {
    const text = inflateRawSync(Buffer.from(body, 'base64url'), { maxOutputLength: MAX_INFLATED_BYTES })
    return JSON.parse(text.toString('utf8')) as unknown
  } catch {
    return null
  }
}

/** The Set-Cookie line writing the draft (HttpOnly, SameSite=Lax, Secure on an https shop). */
export function draftCookieLine(cookie: DraftCookie, value: string, secure: boolean): string {
  return [
    `${cookie.name}=${value}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The Set-Cookie line removing the draft (the same name and path, expired). */
export const clearDraftCookieLine = (cookie: DraftCookie, secure: boolean): string =>
  draftCookieLine({ ...cookie, maxAgeSeconds: 0 }, '', secure)

/** One cookie's value from a Cookie request header. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
