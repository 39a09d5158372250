/**
 * The kankeisha sign-in door (ADR 015) over a real Payload: only kankeisha get a session, a general member
 * with the right password gets the Japanese 403, the ordinary limits and the bot check apply; and the customer
 * state fields GET common answers for a kankeisha member (isGroupStaff, mainProducts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// GET common reads the cached catalogue for members' main products; outside Next the cache runs its function.
vi.mock('server-only', () => ({}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <F extends (...args: never[]) => unknown>(fn: F) => fn,
}))

import { POST as kankeishaLogin } from '@/app/api/auth/login/kankeisha/route'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as common } from '@/app/api/common/route'
import { hashPassword } from '@/shop/auth/password-hash'
import { KANKEISHA_SIGN_IN_MESSAGES } from '@/shop/auth/kankeisha-sign-in'
import { BOT_CHECK_MESSAGES } from '@/shop/bot-check/bot-check-schema'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'

let payload: Payload
const PASSWORD = 'sekino-no-mori-2026'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
type Ref = { mainProductName: string; mainProductCode: string }
type CommonState = {
  isLoggedIn: boolean
  isKankeisha: boolean
  isGroupStaff: boolean
  mainProducts: { beautyCare: Ref[]; supplement: Ref[] } | null
}

async function member(
  email: string,
  data: { customerType: '1111' | '1421' | '1311'; isGroupStaff?: boolean; gender?: 'Male' | 'X' },
) {
  return payload.create({
    collection: 'customers',
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      customerType: data.customerType,
      isGroupStaff: data.isGroupStaff ?? false,
      stage: 0,
      lastName: '関野',
      firstName: '一郎',
      lastNameKana: 'セキノ',
      firstNameKana: 'イチロウ',
      gender: data.gender ?? 'Male',
      birthDate: '1978-11-03T00:00:00.000Z',
      postalCode: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      streetAddress: '1-1',
      phone: '0312345679',
    },
  })
}

let ipCounter = 0
const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiRequest(path, {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': `10.1.0.${++ipCounter}`, ...headers },
  })

async function viaKankeisha(body: object, headers: Record<string, string> = {}) {
  return kankeishaLogin(
    request('auth/login/kankeisha', { ...body, botCheck: await solvedBotCheck() }, headers),
    noParams,
  )
}

function sessionCookie(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='))
  return line?.split(';')[0]?.slice('shop_session='.length)
}

async function commonState(token: string): Promise<CommonState> {
  const res = await common(apiRequest('common', { headers: { cookie: `shop_session=${token}` } }), noParams)
  return (await res.json()) as CommonState
}

beforeAll(async () => {
  payload = await testPayload()
  await member('partner@example.jp', { customerType: '1421', isGroupStaff: true })
  await member('beverage@example.jp', { customerType: '1311', gender: 'X' })
  await member('general@example.jp', { customerType: '1111' })
  await member('limited@example.jp', { customerType: '1111' })
  await payload.create({
    collection: 'products',
    context: { disableRevalidate: true },
    data: {
      productCode: 'it-main-supp',
      category: 'supplement',
      name: 'メインサプリ',
      nameKana: 'メインサプリ',
      taxClass: 'food',
      productClass: 'single',
      saleStatus: 'on-sale',
      price: 3000,
      recommendOrder: 1,
      releasedAt: '2025-01-01',
      mainProductFor: [{ genderDiv: '1', ageFrom: 40, ageTo: 59 }],
      _status: 'published',
    },
  })
})

describe('POST /api/auth/login/kankeisha', () => {
  it('signs a kankeisha member in with a session, like the ordinary sign-in', async () => {
    const res = await viaKankeisha({ email: 'partner@example.jp', password: PASSWORD })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ isLoggedIn: true, isKankeisha: true, isGroupStaff: true })
    const token = sessionCookie(res)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await commonState(token ?? '')).isKankeisha).toBe(true)
  })

  it('answers a general member with the right password 403 in Japanese, without a session', async () => {
    const before = await payload.count({ collection: 'customer-sessions', overrideAccess: true })
    const res = await viaKankeisha({ email: 'general@example.jp', password: PASSWORD })
    expect(res.status).toBe(403)
    const body = (await res.json()) as ErrorBody
    expect(body.error.code).toBe('not_kankeisha')
    expect(body.error.message).toBe(KANKEISHA_SIGN_IN_MESSAGES.notKankeisha)
    expect(body.error.message).toContain('通常のログインページ')
    expect(sessionCookie(res)).toBeUndefined()
    expect((await payload.count({ collection: 'customer-sessions', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('keeps the session a general member already has when the door refuses them', async () => {
    const signedIn = await login(
      request('auth/login', {
        email: 'general@example.jp',
        password: PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
      noParams,
    )
    const token = sessionCookie(signedIn) ?? ''
    const res = await viaKankeisha(
      { email: 'general@example.jp', password: PASSWORD },
      { cookie: `shop_session=${token}` },
    )
    expect(res.status).toBe(403)
    expect((await commonState(token)).isLoggedIn).toBe(true)
  })

  it('reveals nothing without the password: a wrong password and an unknown email answer the same 401', async () => {
    const wrong = await viaKankeisha({ email: 'general@example.jp', password: 'not-the-password' })
    const unknown = await viaKankeisha({ email: 'nobody@example.jp', password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  it('requires the bot check', async () => {
    const res = await kankeishaLogin(
      request('auth/login/kankeisha', { email: 'partner@example.jp', password: PASSWORD }),
      noParams,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields?.botCheck).toBe(BOT_CHECK_MESSAGES.missing)
  })

  it('shares the account limit with the ordinary sign-in', async () => {
    for (let i = 0; i < 10; i++)
      expect((await viaKankeisha({ email: 'limited@example.jp', password: `wrong-${i}-pass` })).status).toBe(
        401,
      )
    const res = await login(
      request('auth/login', {
        email: 'limited@example.jp',
        password: PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
      noParams,
    )
    expect(res.status).toBe(429)
    expect((await viaKankeisha({ email: 'limited@example.jp', password: PASSWORD })).status).toBe(429)
  })
})

describe('GET /api/common for members', () => {
  it('answers isGroupStaff and the main products for gender and age', async () => {
    const token = sessionCookie(await viaKankeisha({ email: 'partner@example.jp', password: PASSWORD })) ?? ''
    const state = await commonState(token)
    expect(state.isGroupStaff).toBe(true)
    // Born 1978-11-03: inside the product's 40–59 until November 2037.
    expect(state.mainProducts).toEqual({
      beautyCare: [],
      supplement: [{ mainProductName: 'メインサプリ', mainProductCode: 'it-main-supp' }],
    })
  })

  it('answers empty lists for gender X', async () => {
    const token =
      sessionCookie(await viaKankeisha({ email: 'beverage@example.jp', password: PASSWORD })) ?? ''
    const state = await commonState(token)
    expect(state).toMatchObject({ isKankeisha: true, isGroupStaff: false })
    expect(state.mainProducts).toEqual({ beautyCare: [], supplement: [] })
  })
})
