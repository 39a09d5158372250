/**
 * Sign-in with email and password (docs/adr/010-member-sessions.md). The answer is the same whether or not
 * the email is registered, and an unknown email still costs one argon2id verification. Logs name the customer
 * id only, never the email. A door that admits only some members (the kankeisha sign-in, ADR 015) passes
 * `eligible`; everything else (limits, timing, session rotation) stays the same.
 */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { logger } from '@/lib/log'

import { verifyDummyPassword, verifyPassword } from './password-hash'
import { type StartedSession, revokeSession, startSession } from './session-service'
import type { SignInLimits } from './sign-in-limits'

export interface SignInInput {
  email: string
  password: string
  persistent: boolean
}

export interface SignInContext {
  ip: string
  limits: SignInLimits
  /** The session token the browser already holds: it is revoked, the new session has a new token. */
  previousToken?: string | null
  now?: Date
  /**
   * Who may sign in through this door (e.g. kankeisha only). Asked only after the password was verified, so
   * the refusal tells nothing to someone who does not know the password.
   */
  eligible?: (customer: Omit<Customer, 'passwordHash'>) => boolean
}

export type SignInResult =
  | { ok: true; customer: Omit<Customer, 'passwordHash'>; session: StartedSession }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'not_eligible' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }

export const SIGN_IN_MESSAGES = {
  invalid: 'メールアドレスまたはパスワードが正しくありません。',
  limited: 'ログインの試行回数が上限に達しました。しばらく時間をおいてからお試しください。',
} as const

export async function signIn(
  payload: Payload,
  input: SignInInput,
  ctx: SignInContext,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  const wait = await ctx.limits.beforeAttempt(ctx.ip, email)
  if (wait !== null) {
    logger.warn('member sign-in refused: rate limit')
    return { ok: false, reason: 'limited', retryAfterSeconds: wait }
  }
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  const found = docs[0]
  const valid = found
    ? await verifyPassword(input.password, found.passwordHash)
    : await verifyDummyPassword(input.password)
  if (!found || !valid) {
    // Already counted by beforeAttempt: nothing more to record.
    logger.info('member sign-in failed', { customerId: found?.id ?? null })
    return { ok: false, reason: 'invalid' }
  }
  const { passwordHash: _hash, ...customer } = found
  if (ctx.eligible && !ctx.eligible(customer)) {
    // Not a success (no session): the attempt stays counted against the account.
    logger.info('member sign-in refused: not eligible for this door', { customerId: found.id })
    return { ok: false, reason: 'not_eligible' }
  }
  await ctx.limits.recordSuccess(email)
  if (ctx.previousToken) await revokeSession(payload, ctx.previousToken, ctx.now)
  const session = await startSession(payload, found.id, input.persistent, ctx.now)
  logger.info('member signed in', { customerId: found.id, persistent: input.persistent })
  return { ok: true, customer, session }
}
