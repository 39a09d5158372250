/**
 * Rate limits in the database (docs/adr/022; issue 10, items 2 and 3): atomic under a parallel burst, shared
 * through the database (a second Payload instance on the same database — a restart, or another server —
 * sees the same counts), the bot-check replay cache likewise, and staff login limited per IP and per account.
 */
import { GRAPHQL_POST, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The password checks are counted: a refused attempt must never reach them. The tests name client addresses
// with X-Forwarded-For, as one trusted proxy in front of the shop would (issue 10: TRUSTED_PROXY_HOPS).
const checks = vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS ??= '1'
  return { passwords: 0 }
})
vi.mock('@/shop/auth/password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shop/auth/password-hash')>()
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      checks.passwords++
      return original.verifyPassword(...args)
    },
    verifyDummyPassword: async (...args: Parameters<typeof original.verifyDummyPassword>) => {
      checks.passwords++
      return original.verifyDummyPassword(...args)
    },
  }
})

import { POST as login } from '@/app/api/auth/login/route'
import { addPoints, currentPoints, deleteExpiredRateLimits, RATE_LIMIT_TABLE } from '@/cms/rate-limit-store'
import { SIGN_IN_MESSAGES } from '@/shop/auth/sign-in'
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS, signInAccountKey } from '@/shop/auth/sign-in-limits'
import { DEFAULT_STAFF_LOGIN_LIMITS, STAFF_LOGIN_MESSAGES } from '@/shop/auth/staff-login-limits'
import { checkSolution, defaultBotCheck } from '@/shop/bot-check/bot-check-service'
import { outboxOnly } from '@/shop/mail/mail-service'
import { createOtpLimits } from '@/shop/otp/otp-limits'
import { issueOtp, type OtpDeps, resendOtp } from '@/shop/otp/otp-service'
import { createDatabaseReplayCache, createMemoryReplayCache } from '@/shop/bot-check/replay-cache'
import { databaseRateLimiter, rateLimiter } from '@/shop/rate-limit/rate-limit'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import { createMember } from './member-helper'

let payload: Payload
/** A second Payload on the same database: what a restarted (or another) server process sees. */
let restarted: Payload

beforeAll(async () => {
  payload = await testPayload()
  restarted = await getPayload({ config, key: 'rate-limits-restarted' })
})

afterAll(async () => {
  await restarted?.destroy()
})

const onRestarted = async () => restarted

describe('the store', () => {
  it('lets exactly `points` uses through a parallel burst on one key', async () => {
    const limiter = rateLimiter({ keyPrefix: 'it-burst', points: 7, durationSeconds: 60 })
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.consume('k')))
    expect(answers.filter((a) => a === null)).toHaveLength(7)
    const waits = answers.filter((a): a is number => a !== null)
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...waits)).toBeLessThanOrEqual(60)
    expect(await limiter.peek('k')).toBeGreaterThan(0)
    await limiter.reset('k')
    expect(await limiter.peek('k')).toBeNull()
    expect(await limiter.consume('k')).toBeNull()
  })

  it('keeps the counts for another Payload instance on the same database', async () => {
    const rule = { keyPrefix: 'it-restart', points: 3, durationSeconds: 600 }
    const before = rateLimiter(rule)
    for (let i = 0; i < 3; i++) expect(await before.consume('who')).toBeNull()
    const after = databaseRateLimiter(rule, onRestarted)
    expect(await after.peek('who')).toBeGreaterThan(0)
    expect(await after.consume('who')).toBeGreaterThan(0)
    expect(await after.peek('someone-else')).toBeNull()
  })

  it('starts an expired count again, and deletes expired rows in bounded batches', async () => {
    const past = Date.now() - 120_000
    for (let i = 0; i < 5; i++) await addPoints(payload, `it-expired:${i}`, 4, 1000, false, past)
    expect(await currentPoints(payload, 'it-expired:0')).toBeNull()
    expect(await addPoints(payload, 'it-expired:0', 1, 60_000)).toMatchObject({ points: 1 })
    expect(await deleteExpiredRateLimits(payload, Date.now(), 3)).toBe(3)
    expect(await deleteExpiredRateLimits(payload, Date.now(), 3)).toBe(1)
    expect(await deleteExpiredRateLimits(payload, Date.now(), 3)).toBe(0)
    expect(await currentPoints(payload, 'it-expired:0')).toMatchObject({ points: 1 })
    expect(RATE_LIMIT_TABLE).toBe('rate_limits')
  })
})

describe('member sign-in', () => {
  it('a burst of 20 parallel wrong passwords for one account checks at most the limit', async () => {
    const email = 'burst@example.jp'
    await createMember(payload, email)
    const solutions = await Promise.all(Array.from({ length: 20 }, () => solvedBotCheck()))
    const before = checks.passwords
    const answers = await Promise.all(
      solutions.map((botCheck, i) =>
        login(
          apiRequest('auth/login', {
            method: 'POST',
            json: { email, password: 'wrong-password-1', botCheck },
            headers: { 'x-forwarded-for': `10.20.0.${i + 1}` },
          }),
          noParams,
        ),
      ),
    )
    const statuses = answers.map((a) => a.status)
    const limit = DEFAULT_SIGN_IN_LIMITS.perAccount.points
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - limit)
    expect(checks.passwords - before).toBe(limit)
    const refused = answers.find((a) => a.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      SIGN_IN_MESSAGES.limited,
    )

    // After a restart the account is still refused, before any password check.
    const afterRestart = createSignInLimits(DEFAULT_SIGN_IN_LIMITS, (rule) =>
      databaseRateLimiter(rule, onRestarted),
    )
    expect(await afterRestart.beforeAttempt('10.20.1.1', email)).toBeGreaterThan(0)
  })
})

describe('one-time password resends', () => {
  it('of parallel resends for one transaction, one goes through per interval', async () => {
    let clock = new Date('2026-11-24T09:00:00Z')
    const deps: OtpDeps = {
      payload,
      secret: 'rate-limit-test-secret',
      transport: outboxOnly,
      from: 'shop@example.jp',
      limits: createOtpLimits(),
      now: () => clock,
    }
    const email = 'resend-burst@example.jp'
    const issued = await issueOtp(deps, { purpose: 'entry', email, ip: '10.30.0.1', delivery: 'code' })
    if (!issued.ok) throw new Error(issued.message)
    clock = new Date(clock.getTime() + 61_000)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        resendOtp(deps, {
          transactionId: issued.transactionId,
          purpose: 'entry',
          email,
          ip: `10.30.1.${i}`,
          delivery: 'code',
        }),
      ),
    )
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(answers.filter((a) => !a.ok && a.reason === 'too-soon')).toHaveLength(5)
  })
})

describe('bot-check replay cache', () => {
  it('refuses a used challenge after a restart (the memory cache would have forgotten it)', async () => {
    const solution = await solvedBotCheck()
    expect(await checkSolution(defaultBotCheck(), solution)).toBe('ok')
    expect(await checkSolution(defaultBotCheck(), solution)).toBe('replayed')
    const afterRestart = { ...defaultBotCheck(), replayCache: createDatabaseReplayCache(onRestarted) }
    expect(await checkSolution(afterRestart, solution)).toBe('replayed')
    // What the in-memory cache did: a new process accepted the replay.
    const inMemory = { ...defaultBotCheck(), replayCache: createMemoryReplayCache() }
    expect(await checkSolution(inMemory, solution)).toBe('ok')
  })

  it('accepts one of several parallel uses of the same solution', async () => {
    const solution = await solvedBotCheck()
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkSolution(defaultBotCheck(), solution)),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
    expect(results.filter((r) => r === 'replayed')).toHaveLength(9)
  })
})

describe('staff login', () => {
  const restLogin = (body: unknown, ip: string) =>
    REST_POST(config)(
      new Request('http://localhost:3000/cms-api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )

  const graphqlLogin = (email: string, password: string, ip: string) =>
    GRAPHQL_POST(config)(
      new Request('http://localhost:3000/cms-api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({
          query: `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token } }`,
        }),
      }),
    )

  it('answers 429 with a Japanese message once an IP has used its attempts, on REST and GraphQL', async () => {
    const ip = '198.51.100.200'
    const { points } = DEFAULT_STAFF_LOGIN_LIMITS.perIp
    for (let i = 0; i < points; i++) {
      const res = await restLogin({ email: `nobody-${i}@example.jp`, password: 'guess-1234' }, ip)
      expect(res.status).toBe(401)
    }
    const refused = await restLogin({ email: 'nobody-x@example.jp', password: 'guess-1234' }, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await refused.json()) as { errors: Array<{ message: string }> }
    expect(body.errors[0]?.message).toBe(STAFF_LOGIN_MESSAGES.limited)

    const viaGraphql = await graphqlLogin('nobody-y@example.jp', 'guess-1234', ip)
    const gql = (await viaGraphql.json()) as { errors?: Array<{ message: string }> }
    expect(gql.errors?.[0]?.message).toBe(STAFF_LOGIN_MESSAGES.limited)

    // Another address is not affected.
    expect(
      (await restLogin({ email: 'nobody-z@example.jp', password: 'guess-1234' }, '198.51.100.201')).status,
    ).toBe(401)
  })

  it('a parallel burst against one staff account gets at most the per-account limit tried, from any IPs', async () => {
    const email = 'staff-burst@example.jp'
    await payload.create({
      collection: 'users',
      data: { email, password: 'staff-pass-2026', name: 'スタッフ', roles: ['editor'] },
    })
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        restLogin({ email, password: `wrong-${i}` }, `203.0.113.${i + 1}`),
      ),
    )
    const { points } = DEFAULT_STAFF_LOGIN_LIMITS.perAccount
    expect(answers.filter((a) => a.status === 429)).toHaveLength(16 - points)
  })

  it('a successful login clears the account count, and the local API is not limited', async () => {
    const email = 'staff-ok@example.jp'
    await payload.create({
      collection: 'users',
      data: { email, password: 'staff-pass-2026', name: 'スタッフ', roles: ['editor'] },
    })
    for (let i = 0; i < 3; i++)
      expect((await restLogin({ email, password: 'wrong-pass' }, '192.0.2.10')).status).toBe(401)
    expect((await restLogin({ email, password: 'staff-pass-2026' }, '192.0.2.10')).status).toBe(200)
    const account = await currentPoints(payload, `staff-login-account:${signInAccountKey(email)}`)
    expect(account).toBeNull()
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'staff-pass-2026' } }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })
})
