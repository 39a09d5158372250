/**
 * For integration tests of forms protected by the bot check (ADR 011): fetches a challenge from the real route
 * and solves it. Tests run at BOT_CHECK_DIFFICULTY=4 (setup.ts), so solving takes a few hashes.
 */
import { GET as botCheckChallenge } from '@/app/api/bot-check/challenge/route'
import type { BotCheckChallenge, BotCheckSolution } from '@/shop/bot-check/bot-check-schema'
import { solveChallenge } from '@/shop/bot-check/pow'

import { apiRequest, noParams } from './helpers'

export async function fetchBotCheckChallenge(): Promise<BotCheckChallenge> {
  const res = await botCheckChallenge(apiRequest('bot-check/challenge'), noParams)
  if (res.status !== 200) throw new Error(`bot-check challenge answered ${res.status}`)
  return (await res.json()) as BotCheckChallenge
}

/** A fresh, valid `botCheck` value for one submission. */
export async function solvedBotCheck(): Promise<BotCheckSolution> {
  const { challenge, difficulty } = await fetchBotCheckChallenge()
  return { challenge, nonce: await solveChallenge(challenge, difficulty) }
}
