/**
 * Short-lived values the browser carries between the shop and an identity provider (state, nonce, PKCE
 * verifier, return path, a pending identity). Sealed with AES-256-GCM under a key derived from PAYLOAD_SECRET:
 * the browser can neither read nor alter them, so nothing has to be stored server-side while the shopper is
 * away at the provider. The expiry is inside the sealed text, so a cookie a browser kept past its Max-Age is
 * still worthless, and the purpose is bound as additional data, so one sealed cookie cannot be replayed as
 * another. Web Crypto only.
 */
import type { z } from 'zod'

/** Ten minutes: long enough to sign in at the provider, short enough that a stolen cookie soon goes stale. */
export const SEALED_COOKIE_MAX_AGE_SECONDS = 600

const VERSION = 'v1'
const IV_BYTES = 12
// Far beyond any value sealed here; refusing larger input spares decrypting junk.
const MAX_SEALED_LENGTH = 4096

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const keys = new Map<string, Promise<CryptoKey>>()

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']).then((base) =>
      crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: encoder.encode('wellness-shop/sealed-cookie'),
          info: encoder.encode(VERSION),
        },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    )
    keys.set(secret, key)
  }
  return key
}

export interface SealOptions {
  /** What the value is for (the cookie name): opening it under another purpose fails. */
  purpose: string
  secret: string
  ttlSeconds?: number
  now?: Date
}

export async function seal(value: unknown, options: SealOptions): Promise<string> {
  const now = options.now ?? new Date()
  const ttl = options.ttlSeconds ?? SEALED_COOKIE_MAX_AGE_SECONDS
  const exp = Math.floor(now.getTime() / 1000) + ttl
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(options.purpose) },
    await keyFor(options.secret),
    encoder.encode(JSON.stringify({ exp, value })),
  )
  return `${VERSION}.${Buffer.concat([iv, new Uint8Array(cipher)]).toString('base64url')}`
}

export type OpenOptions = Omit<SealOptions, 'ttlSeconds'>

/** The sealed value, or null when it is missing, altered, sealed for another purpose, expired or malformed. */
export async function unseal<S extends z.ZodType>(
  sealed: string | null | undefined,
  schema: S,
  options: OpenOptions,
): Promise<z.output<S> | null> {
  if (!sealed || sealed.length > MAX_SEALED_LENGTH || !sealed.startsWith(`${VERSION}.`)) return null
  const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url')
  if (bytes.length <= IV_BYTES) return null
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: encoder.encode(options.purpose) },
      await keyFor(options.secret),
      bytes.subarray(IV_BYTES),
    )
  } catch {
    return null
  }
  let envelope: unknown
  try {
    envelope = JSON.parse(decoder.decode(plain))
  } catch {
    return null
  }
  if (typeof envelope !== 'object' || envelope === null || !('exp' in envelope) || !('value' in envelope))
    return null
  const now = options.now ?? new Date()
  if (typeof envelope.exp !== 'number' || envelope.exp <= Math.floor(now.getTime() / 1000)) return null
  const parsed = schema.safeParse(envelope.value)
  return parsed.success ? parsed.data : null
}

export interface SealedCookieOptions {
  path: string
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
  maxAge: number
}

/**
 * HttpOnly (page scripts never see state, nonce or verifier) and SameSite=Lax (never sent with another site's
 * forms or fetches). Secure whenever the shop is served over https, as production is: the same rule as the
 * session cookie, so a production build on http://localhost (e2e) still works.
 */
export function sealedCookieOptions(siteUrl: string, path = '/', maxAge = SEALED_COOKIE_MAX_AGE_SECONDS) {
  const options: SealedCookieOptions = {
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https:'),
    maxAge,
  }
  return options
}
