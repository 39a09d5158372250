/**
 * Signed, stateless challenges (ADR 011): `base64url(JSON payload).base64url(HMAC-SHA-256)`. The payload carries
 * its own difficulty and expiry, so the server needs no storage to issue one; only used challenges are
 * remembered (replay-cache.ts). Pure functions: key, clock and randomness come from the caller.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

const payloadSchema = z.object({
  v: z.literal(1),
  /** Random salt, so no two challenges (and no two solutions) are alike. */
  s: z.string().min(16),
  /** Required leading zero bits. */
  d: z.number().int().min(0).max(64),
  /** Issued at and expires at, epoch milliseconds. */
  iat: z.number().int(),
  exp: z.number().int(),
})

export type ChallengePayload = z.infer<typeof payloadSchema>

/** A key of its own for the bot check, so the signature can never be mistaken for another use of the secret. */
export function deriveBotCheckKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('shop/bot-check/v1').digest()
}

export function newChallengePayload(
  difficulty: number,
  nowMs: number,
  ttlMs: number,
  salt: string = randomBytes(16).toString('base64url'),
): ChallengePayload {
  return { v: 1, s: salt, d: difficulty, iat: nowMs, exp: nowMs + ttlMs }
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest()

export function encodeChallenge(payload: ChallengePayload, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${sign(key, body).toString('base64url')}`
}

/** The payload when the signature is ours and the payload well-formed; null otherwise. Expiry is not checked. */
export function decodeChallenge(challenge: string, key: Buffer): ChallengePayload | null {
  const parts = challenge.split('.')
  if (parts.length !== 2) return null
  const [body, signature] = parts as [string, string]
  const expected = sign(key, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const isExpired = (payload: ChallengePayload, nowMs: number) => nowMs >= payload.exp
