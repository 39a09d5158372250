/**
 * The bot check (ADR 011): issue a signed challenge, and verify a solution sent with a protected form. Routes
 * pass `defaultBotCheck()`; tests pass their own key, difficulty, clock and cache.
 */
import { ApiError } from '@/lib/api/errors'
import { env } from '@/lib/config/env'

import { BOT_CHECK_FAILED_CODE, BOT_CHECK_MESSAGES } from './bot-check-schema'
import type { BotCheckChallenge, BotCheckSolution } from './bot-check-schema'
import {
  decodeChallenge,
  deriveBotCheckKey,
  encodeChallenge,
  isExpired,
  newChallengePayload,
} from './challenge-token'
import { isValidNonce } from './pow'
import { createDatabaseReplayCache, type ReplayCache } from './replay-cache'

/** Fifteen bits: about 33,000 hashes, well under a second on a phone with Web Crypto (ADR 011). */
export const DEFAULT_BOT_CHECK_DIFFICULTY = 15
export const BOT_CHECK_TTL_MS = 5 * 60_000

export interface BotCheckDeps {
  key: Buffer
  /** Issued challenges carry this; verification refuses any challenge asking for less. */
  difficulty: number
  ttlMs: number
  replayCache: ReplayCache
  now?: () => number
}

export type BotCheckResult = 'ok' | 'invalid' | 'expired' | 'too_easy' | 'wrong_nonce' | 'replayed'

export function issueChallenge(deps: BotCheckDeps): BotCheckChallenge {
  const payload = newChallengePayload(deps.difficulty, deps.now?.() ?? Date.now(), deps.ttlMs)
  return {
    challenge: encodeChallenge(payload, deps.key),
    difficulty: payload.d,
    expiresAt: new Date(payload.exp).toISOString(),
    expiresIn: Math.floor(deps.ttlMs / 1000),
  }
}

/** Why a solution is refused, or 'ok' (the challenge is then marked used). */
export async function checkSolution(deps: BotCheckDeps, solution: BotCheckSolution): Promise<BotCheckResult> {
  const now = deps.now?.() ?? Date.now()
  const payload = decodeChallenge(solution.challenge, deps.key)
  if (!payload) return 'invalid'
  if (isExpired(payload, now)) return 'expired'
  if (payload.d < deps.difficulty) return 'too_easy'
  if (!(await isValidNonce(solution.challenge, solution.nonce, payload.d))) return 'wrong_nonce'
  // The signature part is unique per challenge (it covers the random salt).
  const id = solution.challenge.slice(solution.challenge.indexOf('.') + 1)
  return (await deps.replayCache.markUsed(id, payload.exp, now)) ? 'ok' : 'replayed'
}

export class BotCheckError extends ApiError {
  readonly reason: BotCheckResult

  constructor(reason: BotCheckResult) {
    super(403, BOT_CHECK_FAILED_CODE, BOT_CHECK_MESSAGES.failed)
    this.reason = reason
  }
}

/** Throws the 403 `bot_check_failed` error unless the solution is good. */
export async function verifyBotCheck(deps: BotCheckDeps, solution: BotCheckSolution): Promise<void> {
  const result = await checkSolution(deps, solution)
  if (result !== 'ok') throw new BotCheckError(result)
}

let shared: BotCheckDeps | undefined

/** The running server's bot check: key from PAYLOAD_SECRET, difficulty from BOT_CHECK_DIFFICULTY, used challenges in the database. */
export function defaultBotCheck(): BotCheckDeps {
  shared ??= {
    key: deriveBotCheckKey(env.payloadSecret),
    difficulty: env.BOT_CHECK_DIFFICULTY ?? DEFAULT_BOT_CHECK_DIFFICULTY,
    ttlMs: BOT_CHECK_TTL_MS,
    replayCache: createDatabaseReplayCache(),
  }
  return shared
}
