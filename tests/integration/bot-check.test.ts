import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as challengeRoute } from '@/app/api/bot-check/challenge/route'
import { POST as inquiry } from '@/app/api/inquiry/route'
import { apiCalls } from '@/lib/api/registry'
import { BOT_CHECK_MESSAGES } from '@/shop/bot-check/bot-check-schema'
import { isValidNonce, solveChallenge } from '@/shop/bot-check/pow'

import { fetchBotCheckChallenge, solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.useRealTimers()
})

const validInquiry = {
  category: 'site',
  lastName: '佐藤',
  firstName: '一郎',
  lastNameKana: 'サトウ',
  firstNameKana: 'イチロウ',
  email: 'ichiro@example.jp',
  message: 'ログインできません。',
}

const send = (json: unknown) => inquiry(apiRequest('inquiry', { method: 'POST', json }), noParams)

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

async function expectRefused(res: Response) {
  expect(res.status).toBe(403)
  const body = (await res.json()) as ErrorBody
  expect(body.error).toEqual({ code: 'bot_check_failed', message: BOT_CHECK_MESSAGES.failed })
}

const inquiryCount = async () =>
  (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs

describe('GET /api/bot-check/challenge', () => {
  it('answers a signed challenge with the configured difficulty and a five-minute expiry', async () => {
    const res = await challengeRoute(apiRequest('bot-check/challenge'), noParams)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { challenge: string; difficulty: number; expiresIn: number }
    expect(body.challenge).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(body.difficulty).toBe(4)
    expect(body.expiresIn).toBe(300)
  })

  it('is in the API registry (and so in the OpenAPI document)', () => {
    expect(apiCalls.map((c) => c.operationId)).toContain('getBotCheckChallenge')
  })
})

describe('POST /api/inquiry with the bot check', () => {
  it('accepts an inquiry with a solved challenge', async () => {
    const res = await send({ ...validInquiry, botCheck: await solvedBotCheck() })
    expect(res.status).toBe(200)
  })

  it('asks for the bot check in Japanese when it is missing', async () => {
    const before = await inquiryCount()
    const res = await send(validInquiry)
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.fields?.botCheck).toBe(BOT_CHECK_MESSAGES.missing)
    expect(await inquiryCount()).toBe(before)
  })

  it('refuses a wrong nonce', async () => {
    const { challenge, difficulty } = await fetchBotCheckChallenge()
    let n = 0
    while (await isValidNonce(challenge, String(n), difficulty)) n++
    const before = await inquiryCount()
    await expectRefused(await send({ ...validInquiry, botCheck: { challenge, nonce: String(n) } }))
    expect(await inquiryCount()).toBe(before)
  })

  it('refuses a replayed solution', async () => {
    const botCheck = await solvedBotCheck()
    expect((await send({ ...validInquiry, botCheck })).status).toBe(200)
    await expectRefused(await send({ ...validInquiry, botCheck }))
  })

  it('refuses an expired challenge', async () => {
    const botCheck = await solvedBotCheck()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1)
    await expectRefused(await send({ ...validInquiry, botCheck }))
  })

  it('refuses a challenge whose difficulty was lowered', async () => {
    const { challenge } = await fetchBotCheckChallenge()
    const [body, signature] = challenge.split('.') as [string, string]
    const easier = { ...(JSON.parse(Buffer.from(body, 'base64url').toString()) as object), d: 0 }
    const forged = `${Buffer.from(JSON.stringify(easier)).toString('base64url')}.${signature}`
    await expectRefused(
      await send({
        ...validInquiry,
        botCheck: { challenge: forged, nonce: await solveChallenge(forged, 0) },
      }),
    )
  })

  it('refuses a made-up challenge', async () => {
    await expectRefused(await send({ ...validInquiry, botCheck: { challenge: 'abc.def', nonce: '1' } }))
  })
})
