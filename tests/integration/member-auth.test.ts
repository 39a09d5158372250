import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// GET common reads the cached catalogue for members' main products; outside Next the cache runs its function.
vi.mock('server-only', () => ({}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <F extends (...args: never[]) => unknown>(fn: F) => fn,
}))

import { POST as login } from '@/app/api/auth/login/route'
import { POST as logout } from '@/app/api/auth/logout/route'
import { GET as common } from '@/app/api/common/route'
import type { User } from '@/cms/payload-types'
import { hashPassword } from '@/shop/auth/password-hash'
import { hashSessionToken } from '@/shop/auth/session-token'
import { BOT_CHECK_MESSAGES } from '@/shop/bot-check/bot-check-schema'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'

let payload: Payload
const PASSWORD = 'mori-no-kaze-2026'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
type State = {
  isLoggedIn: boolean
  isKankeisha: boolean
  ecCustomer: { lastName: string; number: string | null } | null
  onlineCustomer: { customerNumber: string | null; swcPoint: number | null } | null
}

async function member(email: string, data: { customerType?: '1111' | '1421'; customerNumber?: string } = {}) {
  return payload.create({
    collection: 'customers',
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      customerType: data.customerType ?? '1111',
      customerNumber: data.customerNumber,
      stage: 0,
      lastName: '森野',
      firstName: '花子',
      lastNameKana: 'モリノ',
      firstNameKana: 'ハナコ',
      gender: 'Female',
      postalCode: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      streetAddress: '1-1',
      phone: '0312345678',
    },
  })
}

let ipCounter = 0
/** Each test signs in from its own IP so the per-IP limit of one test does not leak into another. */
function send(body: unknown, headers: Record<string, string> = {}, ip = `10.0.0.${++ipCounter}`) {
  return login(
    apiRequest('auth/login', { method: 'POST', json: body, headers: { 'x-forwarded-for': ip, ...headers } }),
    noParams,
  )
}

/** A sign-in as the form sends it: with a solved bot check (ADR 011). */
async function signIn(body: object, headers: Record<string, string> = {}, ip?: string) {
  return send({ ...body, botCheck: await solvedBotCheck() }, headers, ip)
}

function sessionCookie(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='))
  return line?.split(';')[0]?.slice('shop_session='.length)
}

const withSession = (token: string) => ({ cookie: `shop_session=${token}` })

async function commonState(token: string): Promise<State & { cartCount: number }> {
  const res = await common(apiRequest('common', { headers: withSession(token) }), noParams)
  return (await res.json()) as State & { cartCount: number }
}

beforeAll(async () => {
  payload = await testPayload()
  await member('hanako@example.jp', { customerNumber: '20000001' })
  await member('partner@example.jp', { customerType: '1421' })
  await member('all-devices@example.jp')
})

describe('POST /api/auth/login', () => {
  it('signs in, sets an HttpOnly Lax session cookie and answers the customer state', async () => {
    const res = await signIn({ email: ' Hanako@Example.jp ', password: PASSWORD })
    expect(res.status).toBe(200)
    const setCookie = res.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/shop_session=[A-Za-z0-9_-]{43}/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=lax/i)
    // Not persistent: a browser-session cookie.
    expect(setCookie).not.toMatch(/Max-Age/i)
    const state = (await res.json()) as State
    expect(state).toMatchObject({ isLoggedIn: true, isKankeisha: false })
    expect(state.ecCustomer?.number).toBe('20000001')
    expect(JSON.stringify(state)).not.toContain('argon2')
    // Only the hash of the token is stored.
    const token = sessionCookie(res) ?? ''
    const stored = await payload.find({
      collection: 'customer-sessions',
      overrideAccess: true,
      where: { tokenHash: { equals: hashSessionToken(token) } },
    })
    expect(stored.totalDocs).toBe(1)
  })

  it('a persistent login gets a 30-day cookie', async () => {
    const res = await signIn({ email: 'hanako@example.jp', password: PASSWORD, persistent: true })
    expect(res.headers.getSetCookie().join('\n')).toMatch(/Max-Age=2592000/i)
  })

  it('answers the same for a wrong password and an unknown email', async () => {
    const wrong = await signIn({ email: 'hanako@example.jp', password: 'not-the-password' })
    const unknown = await signIn({ email: 'nobody@example.jp', password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
    expect(sessionCookie(wrong)).toBeUndefined()
  })

  it('names the field in Japanese for bad input', async () => {
    const res = await signIn({ email: 'not-an-email', password: '' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.fields?.email).toBe('メールアドレスの形式が正しくありません')
    expect(body.error.fields?.password).toBe('パスワードを入力してください')
  })

  it('limits failures per account with 429 and Retry-After, even from other IPs', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn({ email: 'partner@example.jp', password: `wrong-${i}-password` })).status).toBe(
        401,
      )
    const res = await signIn({ email: 'partner@example.jp', password: PASSWORD })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/しばらく時間をおいて/)
  })

  it('limits attempts per IP', async () => {
    let last: Response | undefined
    for (let i = 0; i < 31; i++)
      last = await signIn({ email: `ip-${i}@example.jp`, password: 'x' }, {}, '10.9.9.9')
    expect(last?.status).toBe(429)
  })

  it('rotates the session at sign-in: the old token is revoked', async () => {
    const first = sessionCookie(await signIn({ email: 'hanako@example.jp', password: PASSWORD })) ?? ''
    expect((await commonState(first)).isLoggedIn).toBe(true)
    const second = sessionCookie(
      await signIn({ email: 'hanako@example.jp', password: PASSWORD }, withSession(first)),
    )
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await commonState(first)).isLoggedIn).toBe(false)
    expect((await commonState(second ?? '')).isLoggedIn).toBe(true)
  })

  it('refuses a sign-in without the bot check with the Japanese message', async () => {
    const res = await send({ email: 'hanako@example.jp', password: PASSWORD })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.fields?.botCheck).toBe(BOT_CHECK_MESSAGES.missing)
    expect(body.error.fields?.botCheck).toBe(
      '自動送信防止の確認が完了していません。ページを再読み込みしてもう一度お試しください。',
    )
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('refuses a reused bot check solution with 403', async () => {
    const botCheck = await solvedBotCheck()
    expect((await send({ email: 'hanako@example.jp', password: PASSWORD, botCheck })).status).toBe(200)
    const again = await send({ email: 'hanako@example.jp', password: PASSWORD, botCheck })
    expect(again.status).toBe(403)
    expect(((await again.json()) as ErrorBody).error.message).toBe(BOT_CHECK_MESSAGES.failed)
    expect(sessionCookie(again)).toBeUndefined()
  })

  it('refuses a cross-origin POST', async () => {
    const res = await signIn(
      { email: 'hanako@example.jp', password: PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
    expect(sessionCookie(res)).toBeUndefined()
  })
})

describe('POST /api/auth/logout', () => {
  const out = (token: string, json: unknown) =>
    logout(apiRequest('auth/logout', { method: 'POST', json, headers: withSession(token) }), noParams)

  it('ends this session only, and clears the cookie', async () => {
    const a = sessionCookie(await signIn({ email: 'hanako@example.jp', password: PASSWORD })) ?? ''
    const b = sessionCookie(await signIn({ email: 'hanako@example.jp', password: PASSWORD })) ?? ''
    const res = await out(a, {})
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().join('\n')).toMatch(/shop_session=;/)
    expect((await commonState(a)).isLoggedIn).toBe(false)
    expect((await commonState(b)).isLoggedIn).toBe(true)
  })

  it('with allDevices ends every session of the customer', async () => {
    const tokens: string[] = []
    for (let i = 0; i < 3; i++)
      tokens.push(sessionCookie(await signIn({ email: 'all-devices@example.jp', password: PASSWORD })) ?? '')
    expect((await out(tokens[0] ?? '', { allDevices: true })).status).toBe(200)
    for (const t of tokens) expect((await commonState(t)).isLoggedIn).toBe(false)
  })

  it('answers 200 without a session too', async () => {
    const res = await logout(apiRequest('auth/logout', { method: 'POST', json: {} }), noParams)
    expect(res.status).toBe(200)
  })
})

describe('GET /api/common', () => {
  it('returns the member state with the cart count, and the guest state otherwise', async () => {
    const token = sessionCookie(await signIn({ email: 'hanako@example.jp', password: PASSWORD })) ?? ''
    const state = await commonState(token)
    expect(state).toMatchObject({
      isLoggedIn: true,
      cartCount: 0,
      ecCustomer: { lastName: '森野', number: '20000001' },
      onlineCustomer: { customerNumber: '20000001', swcPoint: null },
      isGroupStaff: false,
      linkKeyCategory: null,
      // No birth date on this member: nothing to match main products with.
      mainProducts: { beautyCare: [], supplement: [] },
    })
    const guest = await common(apiRequest('common'), noParams)
    expect(await guest.json()).toMatchObject({
      isLoggedIn: false,
      ecCustomer: null,
      cartCount: 0,
      isGroupStaff: false,
      linkKeyCategory: null,
      mainProducts: null,
    })
  })

  it('answers the category a link key came with: query, else the top-category cookie, else the default', async () => {
    const read = async (qs: string, cookie?: string) => {
      const res = await common(apiRequest(`common${qs}`, cookie ? { headers: { cookie } } : {}), noParams)
      return ((await res.json()) as { linkKey: string | null; linkKeyCategory: string | null })
        .linkKeyCategory
    }
    expect(await read('?link-key=aff-1&category=beauty-care')).toBe('beauty-care')
    expect(await read('?link-key=aff-1&category=nonsense', 'top_category=beauty-care')).toBe('beauty-care')
    expect(await read('', 'link_key=aff-1; top_category=beauty-care')).toBe('beauty-care')
    expect(await read('?link-key=aff-1')).toBe('supplement')
    expect(await read('?category=beauty-care')).toBeNull()
  })

  it('clears a cookie whose session is unknown', async () => {
    const res = await common(apiRequest('common', { headers: withSession('A'.repeat(43)) }), noParams)
    expect(res.headers.getSetCookie().join('\n')).toMatch(/shop_session=;/)
  })
})

describe('staff access to members', () => {
  it('admins read members but never the password hash or session token hashes', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'members-admin@example.jp', password: 'admin-pass-2026', name: 'a', roles: ['admin'] },
    })
    const user: User & { collection: 'users' } = { ...admin, collection: 'users' }
    const customers = await payload.find({ collection: 'customers', overrideAccess: false, user })
    expect(customers.totalDocs).toBeGreaterThan(0)
    for (const c of customers.docs) expect(c).not.toHaveProperty('passwordHash')
    const sessions = await payload.find({ collection: 'customer-sessions', overrideAccess: false, user })
    expect(sessions.totalDocs).toBeGreaterThan(0)
    for (const s of sessions.docs) expect(s).not.toHaveProperty('tokenHash')
    await expect(payload.find({ collection: 'customers', overrideAccess: false })).rejects.toThrow()
  })
})
