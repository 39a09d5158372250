import { describe, expect, it } from 'vitest'

import { botCheckSolutionSchema, BOT_CHECK_MESSAGES } from '@/shop/bot-check/bot-check-schema'
import {
  checkSolution,
  issueChallenge,
  verifyBotCheck,
  type BotCheckDeps,
} from '@/shop/bot-check/bot-check-service'
import {
  decodeChallenge,
  deriveBotCheckKey,
  encodeChallenge,
  isExpired,
  newChallengePayload,
} from '@/shop/bot-check/challenge-token'
import { isValidNonce, leadingZeroBits, meetsDifficulty, solveChallenge } from '@/shop/bot-check/pow'
import { createMemoryReplayCache } from '@/shop/bot-check/replay-cache'

const key = deriveBotCheckKey('unit-test-secret')
const T0 = Date.UTC(2026, 10, 23, 1, 0, 0)

function deps(overrides: Partial<BotCheckDeps> = {}): BotCheckDeps {
  return {
    key,
    difficulty: 6,
    ttlMs: 5 * 60_000,
    replayCache: createMemoryReplayCache(),
    now: () => T0,
    ...overrides,
  }
}

async function solved(d: BotCheckDeps) {
  const { challenge, difficulty } = issueChallenge(d)
  return { challenge, nonce: await solveChallenge(challenge, difficulty) }
}

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0)
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7)
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19)
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16)
    expect(meetsDifficulty(new Uint8Array([0x00, 0x3f]), 10)).toBe(true)
    expect(meetsDifficulty(new Uint8Array([0x00, 0x3f]), 11)).toBe(false)
  })

  it('finds a nonce that meets the difficulty, and refuses others', async () => {
    const nonce = await solveChallenge('abc', 8, { batchSize: 16 })
    expect(await isValidNonce('abc', nonce, 8)).toBe(true)
    expect(await isValidNonce('abd', nonce, 30)).toBe(false)
    expect(await isValidNonce('abc', `${nonce}x`, 8)).toBe(false)
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(solveChallenge('abc', 30, { signal: controller.signal })).rejects.toThrow()
  })
})

describe('challenge tokens', () => {
  const payload = newChallengePayload(16, T0, 60_000, 'salt-salt-salt-salt')

  it('round-trips a signed payload', () => {
    expect(decodeChallenge(encodeChallenge(payload, key), key)).toEqual(payload)
  })

  it('refuses another key, a tampered difficulty and garbage', () => {
    const token = encodeChallenge(payload, key)
    expect(decodeChallenge(token, deriveBotCheckKey('other'))).toBeNull()
    const [, signature] = token.split('.')
    const easier = Buffer.from(JSON.stringify({ ...payload, d: 1 })).toString('base64url')
    expect(decodeChallenge(`${easier}.${signature}`, key)).toBeNull()
    expect(decodeChallenge('not-a-token', key)).toBeNull()
    expect(decodeChallenge('a.b.c', key)).toBeNull()
    expect(decodeChallenge('', key)).toBeNull()
  })

  it('expires at its expiry time', () => {
    expect(isExpired(payload, T0 + 59_999)).toBe(false)
    expect(isExpired(payload, T0 + 60_000)).toBe(true)
  })
})

describe('bot check service', () => {
  it('issues a challenge with its difficulty and expiry', () => {
    const c = issueChallenge(deps())
    expect(c.difficulty).toBe(6)
    expect(c.expiresAt).toBe(new Date(T0 + 5 * 60_000).toISOString())
    expect(c.expiresIn).toBe(300)
    expect(issueChallenge(deps()).challenge).not.toBe(c.challenge)
  })

  it('accepts a solution once, then refuses the replay', async () => {
    const d = deps()
    const s = await solved(d)
    expect(await checkSolution(d, s)).toBe('ok')
    expect(await checkSolution(d, s)).toBe('replayed')
  })

  it('refuses a wrong nonce without using up the challenge', async () => {
    const d = deps({ difficulty: 12 })
    const s = await solved(d)
    let n = Number(s.nonce) + 1
    while (await isValidNonce(s.challenge, String(n), 12)) n++
    expect(await checkSolution(d, { ...s, nonce: String(n) })).toBe('wrong_nonce')
    expect(await checkSolution(d, s)).toBe('ok')
  })

  it('refuses an expired challenge', async () => {
    const s = await solved(deps())
    expect(await checkSolution(deps({ now: () => T0 + 5 * 60_000 }), s)).toBe('expired')
  })

  it('refuses a challenge signed with another key', async () => {
    const s = await solved(deps({ key: deriveBotCheckKey('someone-else') }))
    expect(await checkSolution(deps(), s)).toBe('invalid')
  })

  it('refuses a challenge easier than the current minimum', async () => {
    const s = await solved(deps({ difficulty: 2 }))
    expect(await checkSolution(deps({ difficulty: 6 }), s)).toBe('too_easy')
  })

  it('throws the 403 bot_check_failed error with the Japanese message', async () => {
    const d = deps()
    const s = await solved(d)
    await verifyBotCheck(d, s)
    await expect(verifyBotCheck(d, s)).rejects.toMatchObject({
      status: 403,
      code: 'bot_check_failed',
      message: BOT_CHECK_MESSAGES.failed,
    })
  })
})

describe('replay cache', () => {
  it('forgets a challenge once it has expired', () => {
    const cache = createMemoryReplayCache()
    expect(cache.markUsed('a', T0 + 1000, T0)).toBe(true)
    expect(cache.markUsed('a', T0 + 1000, T0 + 500)).toBe(false)
    expect(cache.markUsed('a', T0 + 3000, T0 + 1000)).toBe(true)
  })

  it('stays within its size', () => {
    const cache = createMemoryReplayCache(3)
    for (const id of ['a', 'b', 'c', 'd']) expect(cache.markUsed(id, T0 + 1000, T0)).toBe(true)
    expect(cache.markUsed('d', T0 + 1000, T0)).toBe(false)
  })
})

describe('solution field', () => {
  it('names a missing or malformed solution in Japanese', () => {
    const missing = botCheckSolutionSchema.safeParse(undefined)
    expect(missing.error?.issues[0]?.message).toBe(BOT_CHECK_MESSAGES.missing)
    const bad = botCheckSolutionSchema.safeParse({ challenge: 'x', nonce: 'abc' })
    expect(bad.error?.issues[0]?.message).toBe(BOT_CHECK_MESSAGES.failed)
  })
})
