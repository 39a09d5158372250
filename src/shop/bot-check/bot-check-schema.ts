/**
 * What the browser sends with a protected form (`botCheck`) and the shopper-facing wording of the bot check.
 * Client-safe: shared by the API declarations, the storefront and the server.
 */
import { z } from 'zod'

import { BOT_CHECK_MESSAGES } from './bot-check-messages'
import { NONCE_PATTERN } from './pow'

export { BOT_CHECK_FAILED_CODE, BOT_CHECK_MESSAGES } from './bot-check-messages'

/** Challenges are short signed tokens (ADR 011); the bound only stops absurd input early. */
const CHALLENGE_MAX = 512

export const botCheckSolutionSchema = z.object(
  {
    challenge: z
      .string({ error: BOT_CHECK_MESSAGES.missing })
      .min(1, BOT_CHECK_MESSAGES.missing)
      .max(CHALLENGE_MAX, BOT_CHECK_MESSAGES.failed),
    nonce: z.string({ error: BOT_CHECK_MESSAGES.missing }).regex(NONCE_PATTERN, BOT_CHECK_MESSAGES.failed),
  },
  { error: BOT_CHECK_MESSAGES.missing },
)

export type BotCheckSolution = z.infer<typeof botCheckSolutionSchema>

export const botCheckChallengeSchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int(),
  expiresAt: z.string(),
  /** Seconds from now: clients count from their own clock, which may differ from the server's. */
  expiresIn: z.number().int(),
})

export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>
