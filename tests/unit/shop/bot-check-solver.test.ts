import { describe, expect, it, vi } from 'vitest'

import type { BotCheckChallenge } from '@/shop/bot-check/bot-check-schema'
import { BotCheckFailure, BotCheckSolver } from '@/ui/bot-check/bot-check-solver'

const challenge = (n: number): BotCheckChallenge => ({
  challenge: `c${n}`,
  difficulty: 1,
  expiresAt: '2026-11-23T01:05:00.000Z',
  expiresIn: 300,
})

function setup(fetchImpl?: (n: number) => Promise<BotCheckChallenge>) {
  let clock = 1_000_000
  let count = 0
  const fetchChallenge = vi.fn(async () => (fetchImpl ?? (async (n) => challenge(n)))(++count))
  const solve = vi.fn(async (c: string) => `${c}-nonce`)
  const solver = new BotCheckSolver({ fetchChallenge, solve, now: () => clock })
  return { solver, fetchChallenge, solve, advance: (ms: number) => (clock += ms) }
}

describe('browser bot check solver', () => {
  it('solves once in the background and hands the solution to the submission', async () => {
    const { solver, fetchChallenge } = setup()
    solver.prepare()
    solver.prepare()
    expect(await solver.take()).toEqual({ challenge: 'c1', nonce: 'c1-nonce' })
    expect(fetchChallenge).toHaveBeenCalledTimes(1)
  })

  it('never hands out the same solution twice', async () => {
    const { solver } = setup()
    solver.prepare()
    await solver.take()
    expect((await solver.take()).challenge).toBe('c2')
  })

  it('fetches a new challenge when the prepared one is about to expire', async () => {
    const { solver, advance } = setup()
    solver.prepare()
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
    advance(280_000)
    expect((await solver.take()).challenge).toBe('c2')
  })

  it('retries once after a failed fetch, then reports a Japanese failure', async () => {
    const flaky = setup(async (n) => {
      if (n === 1) throw new Error('offline')
      return challenge(n)
    })
    flaky.solver.prepare()
    expect((await flaky.solver.take()).challenge).toBe('c2')

    const down = setup(async () => {
      throw new Error('offline')
    })
    await expect(down.solver.take()).rejects.toBeInstanceOf(BotCheckFailure)
    await expect(down.solver.take()).rejects.toThrow(/自動送信防止の確認/)
  })

  it('starts again after being disposed (React development double mount)', async () => {
    const { solver } = setup()
    solver.prepare()
    solver.dispose()
    solver.start()
    expect((await solver.take()).challenge).toBe('c2')
  })
})
