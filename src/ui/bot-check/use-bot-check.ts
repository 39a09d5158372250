'use client'

import { useEffect, useState } from 'react'

import { api } from '@/lib/api/client'
import { botCheckChallengeCall } from '@/lib/api/routes/bot-check'

import { BotCheckSolver } from './bot-check-solver'

export interface BotCheck {
  /** The solution to send with one submission (field `botCheck`); waits for the solving if needed. */
  take: () => Promise<{ challenge: string; nonce: string }>
  /** Starts on the next solution, e.g. after the server refused a submission. */
  prepare: () => void
}

const fetchChallenge = (signal: AbortSignal) => api.call(botCheckChallengeCall, { signal })

/**
 * Solves the bot check (ADR 011) in the background while the shopper reads the form, starting when the form
 * mounts. Nothing is shown or announced while it works; a failure reaches the shopper through the form's own
 * error message when `take` rejects.
 */
export function useBotCheck(): BotCheck {
  const [solver] = useState(() => new BotCheckSolver({ fetchChallenge }))
  useEffect(() => {
    solver.start()
    solver.prepare()
    return () => solver.dispose()
  }, [solver])
  return solver
}
