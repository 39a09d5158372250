/**
 * The browser side of the bot check (ADR 011), free of React so it can be tested: fetches a challenge, solves it
 * in the background and hands out each solution once (the server refuses a replay).
 */
import { BOT_CHECK_MESSAGES } from '@/shop/bot-check/bot-check-messages'
import type { BotCheckChallenge, BotCheckSolution } from '@/shop/bot-check/bot-check-schema'
import { solveChallenge } from '@/shop/bot-check/pow'

export interface BotCheckSolverDeps {
  fetchChallenge: (signal: AbortSignal) => Promise<BotCheckChallenge>
  solve?: (challenge: string, difficulty: number, signal: AbortSignal) => Promise<string>
  now?: () => number
}

interface Pending {
  /** Infinity until the challenge has arrived. */
  expiresAtMs: () => number
  solution: Promise<BotCheckSolution>
}

/** A solution this close to expiry is not sent: the server may receive it too late. */
const EXPIRY_MARGIN_MS = 30_000

/**
 * Web Crypto hashes off the main thread and each digest resolves in its own task, so the page stays responsive
 * without an extra pause between batches (a timer pause measurably slowed headless Chromium).
 */
const defaultSolve = (challenge: string, difficulty: number, signal: AbortSignal) =>
  solveChallenge(challenge, difficulty, { signal, batchSize: 512 })

export class BotCheckFailure extends Error {
  constructor(cause?: unknown) {
    super(BOT_CHECK_MESSAGES.missing, cause === undefined ? undefined : { cause })
    this.name = 'BotCheckFailure'
  }
}

export class BotCheckSolver {
  private pending: Pending | undefined
  private controller = new AbortController()

  constructor(private readonly deps: BotCheckSolverDeps) {}

  private now() {
    return this.deps.now?.() ?? Date.now()
  }

  /** (Re)starts after dispose(), as React's development double mount does. */
  start = (): void => {
    if (this.controller.signal.aborted) this.controller = new AbortController()
  }

  /** Fetches and solves a challenge unless one is already on its way. */
  prepare = (): void => {
    if (this.pending && this.pending.expiresAtMs() - EXPIRY_MARGIN_MS > this.now()) return
    const signal = this.controller.signal
    const solve = this.deps.solve ?? defaultSolve
    let expiresAtMs = Number.POSITIVE_INFINITY
    const solution = (async () => {
      const c = await this.deps.fetchChallenge(signal)
      expiresAtMs = this.now() + c.expiresIn * 1000
      return { challenge: c.challenge, nonce: await solve(c.challenge, c.difficulty, signal) }
    })()
    const pending: Pending = { solution, expiresAtMs: () => expiresAtMs }
    // A failure surfaces when the form asks for the solution; until then it is not an unhandled rejection.
    solution.catch(() => {
      if (this.pending === pending) this.pending = undefined
    })
    this.pending = pending
  }

  /** A fresh solution for one submission, waiting for the solving to finish if needed. */
  take = async (): Promise<BotCheckSolution> => {
    for (let attempt = 0; attempt < 2; attempt++) {
      this.prepare()
      const pending = this.pending!
      try {
        const solution = await pending.solution
        if (pending.expiresAtMs() - EXPIRY_MARGIN_MS <= this.now()) {
          if (this.pending === pending) this.pending = undefined
          continue
        }
        // Each solution is good for one submission; after a refusal the form calls prepare() for the next.
        this.pending = undefined
        return solution
      } catch (error) {
        if (this.controller.signal.aborted) throw error
        if (this.pending === pending) this.pending = undefined
        if (attempt === 1) throw new BotCheckFailure(error)
      }
    }
    throw new BotCheckFailure()
  }

  /** Stops any fetching and solving (the form went away). */
  dispose = (): void => {
    this.controller.abort()
    this.pending = undefined
  }
}
