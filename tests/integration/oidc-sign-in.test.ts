/**
 * LINE login and the group single sign-on end to end, offline: the shop's routes against the sandbox OpenID
 * providers started in this process, with a test browser carrying the cookies (oidc-browser.ts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as groupInit } from '@/app/api/auth/suntory/init/route'
import { POST as groupToken } from '@/app/api/auth/suntory/token/route'
import { DELETE as lineUnlink, POST as lineLink } from '@/app/api/customer/line/route'
import { GET as lineInit } from '@/app/api/line/init/route'
import { GET as lineProfile } from '@/app/api/line/profile/route'
import { GET as sandboxGet } from '@/app/sandbox/oidc/[provider]/[[...path]]/route'
import type { Customer } from '@/cms/payload-types'
import { resolveSession } from '@/shop/auth/session-service'
import { GROUP_PENDING_COOKIE, openGroupPending } from '@/shop/oidc/group-pending'
import { DEMO_IDENTITIES } from '@/shop/oidc/sandbox/demo-identities'

import { fromClient, LOOPBACK } from './client-address'
import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, sessionToken } from './member-helper'
import { callbackParams, TestBrowser } from './oidc-browser'

let payload: Payload

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
type SignInBody = {
  status: string
  returnTo?: string
  displayName?: string
  isLoggedIn?: boolean
  ecCustomer?: { lastName: string; firstName: string } | null
}

const LINE_HANAKO = DEMO_IDENTITIES.line[0]?.claims.sub ?? ''
const LINE_JIRO = DEMO_IDENTITIES.line[1]?.claims.sub ?? ''

const query = (values: Record<string, string>) => new URLSearchParams(values).toString()

async function member(id: number): Promise<Customer> {
  return payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })
}

/** line/init → provider → callback URL, in one browser. */
async function lineAuthorize(browser: TestBrowser, identity: string, from?: string): Promise<URL> {
  const path = from === undefined ? 'line/init' : `line/init?${query({ from })}`
  const res = await lineInit(apiRequest(path, { headers: browser.apiHeaders('line/init') }), noParams)
  expect(res.status).toBe(200)
  browser.store(res)
  const { authorizationUrl } = (await res.json()) as { authorizationUrl: string }
  return browser.signInAtProvider(authorizationUrl, identity)
}

async function callLineProfile(browser: TestBrowser, params: Record<string, string>): Promise<Response> {
  const res = await lineProfile(
    apiRequest(`line/profile?${query(params)}`, { headers: browser.apiHeaders('line/profile') }),
    noParams,
  )
  browser.store(res)
  return res
}

async function signedIn(browser: TestBrowser, customerId: number) {
  const token = await sessionToken(payload, customerId)
  browser.set('shop_session', token)
  return token
}

function link(browser: TestBrowser) {
  return lineLink(
    apiRequest('customer/line', { method: 'POST', headers: browser.apiHeaders('customer/line') }),
    noParams,
  )
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('LINE login', () => {
  let hanako: Customer

  beforeAll(async () => {
    hanako = await createMember(payload, 'line-hanako@example.jp')
  })

  it('starts with PKCE S256, state and nonce at the configured issuer, and a sealed HttpOnly flow cookie', async () => {
    const res = await lineInit(apiRequest('line/init?from=%2Fcart%2F'), noParams)
    expect(res.status).toBe(200)
    const { authorizationUrl } = (await res.json()) as { authorizationUrl: string }
    const url = new URL(authorizationUrl)
    expect(url.origin + url.pathname).toBe('http://localhost:3000/sandbox/oidc/line/auth')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/login/line/callback/')
    for (const key of ['code_challenge', 'state', 'nonce', 'client_id'])
      expect(url.searchParams.get(key)).toBeTruthy()
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('oidc_line_flow=')) ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Max-Age=600/i)
    expect(cookie).toMatch(/Path=\/api\//i)
    // Sealed: neither the state nor the verifier can be read from it.
    expect(cookie).not.toContain(url.searchParams.get('state') ?? '-')
  })

  it('a first LINE sign-in answers link-required with the display name and keeps the identity pending', async () => {
    const browser = new TestBrowser()
    const callback = await lineAuthorize(browser, 'hanako', '/cart/')
    expect(callback.pathname).toBe('/login/line/callback/')
    const res = await callLineProfile(browser, callbackParams(callback))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'link-required', displayName: 'LINE 花子' })
    expect(browser.cookie('line_pending')).toBeTruthy()
    expect(browser.cookie('oidc_line_flow')).toBeUndefined()
    expect(browser.cookie('shop_session')).toBeUndefined()

    // Linking needs a signed-in member.
    const guest = await link(browser)
    expect(guest.status).toBe(401)
    expect(((await guest.json()) as ErrorBody).error.message).toMatch(/ログイン/)

    // Signed in with email and password (a session), the pending LINE account is linked.
    await signedIn(browser, hanako.id)
    const linked = await link(browser)
    expect(linked.status).toBe(200)
    expect(await linked.json()).toEqual({ lineLinked: true, returnTo: '/cart/' })
    browser.store(linked)
    expect(browser.cookie('line_pending')).toBeUndefined()
    expect((await member(hanako.id)).lineSubject).toBe(LINE_HANAKO)
  })

  it('a second LINE sign-in signs that member in directly, rotating the session the browser held', async () => {
    const browser = new TestBrowser()
    const stale = await signedIn(browser, (await createMember(payload, 'someone-else@example.jp')).id)
    const callback = await lineAuthorize(browser, 'hanako')
    const res = await callLineProfile(browser, callbackParams(callback))
    expect(res.status).toBe(200)
    const body = (await res.json()) as SignInBody
    expect(body).toMatchObject({
      status: 'signed-in',
      returnTo: '/mypage/',
      isLoggedIn: true,
      ecCustomer: { lastName: '森野', firstName: '花子' },
    })
    const token = browser.cookie('shop_session') ?? ''
    expect(token).not.toBe(stale)
    expect((await resolveSession(payload, token))?.customer.id).toBe(hanako.id)
    expect(await resolveSession(payload, stale)).toBeNull()
  })

  it('refuses an answer whose state is not the one this browser started with', async () => {
    const browser = new TestBrowser()
    const callback = await lineAuthorize(browser, 'hanako')
    const params = callbackParams(callback)
    const res = await callLineProfile(browser, { ...params, state: `${params.state}x` })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.code).toBe('oidc_state_mismatch')
    expect(body.error.message).toMatch(/もう一度/)
    expect(browser.cookie('shop_session')).toBeUndefined()

    // Without the flow cookie (another browser, or after ten minutes) the answer is refused as well.
    const other = new TestBrowser()
    const res2 = await callLineProfile(other, params)
    expect(res2.status).toBe(400)
    expect(((await res2.json()) as ErrorBody).error.code).toBe('oidc_flow_expired')
  })

  it('a code is good once', async () => {
    const browser = new TestBrowser()
    const params = callbackParams(await lineAuthorize(browser, 'hanako'))
    const flow = browser.cookie('oidc_line_flow') ?? ''
    expect((await callLineProfile(browser, params)).status).toBe(200)
    browser.set('oidc_line_flow', flow, '/api/')
    const again = await callLineProfile(browser, params)
    expect(again.status).toBe(400)
    expect(((await again.json()) as ErrorBody).error.code).toBe('oidc_rejected')
  })

  it('names a missing code or state with the spec §8 message', async () => {
    const noCode = await lineProfile(apiRequest('line/profile?state=abc'), noParams)
    expect(noCode.status).toBe(400)
    const body = (await noCode.json()) as ErrorBody
    expect(body.error.code).toBe('required_parameter')
    expect(body.error.message).toBe(
      'Required parameter code was null or undefined when calling getLineProfile.',
    )
    expect(body.error.fields?.code).toBe('認可コード（code）を指定してください')
    const noState = await lineProfile(apiRequest('line/profile?code=abc'), noParams)
    expect(((await noState.json()) as ErrorBody).error.message).toBe(
      'Required parameter state was null or undefined when calling getLineProfile.',
    )
  })

  it('refuses to link a LINE account another member has linked meanwhile (409), and unlinks', async () => {
    const first = new TestBrowser()
    const second = new TestBrowser()
    for (const browser of [first, second]) {
      const res = await callLineProfile(browser, callbackParams(await lineAuthorize(browser, 'jiro')))
      expect(((await res.json()) as SignInBody).status).toBe('link-required')
    }
    const a = await createMember(payload, 'line-a@example.jp')
    const b = await createMember(payload, 'line-b@example.jp')
    await signedIn(first, a.id)
    await signedIn(second, b.id)
    expect((await link(first)).status).toBe(200)
    const conflict = await link(second)
    expect(conflict.status).toBe(409)
    expect(((await conflict.json()) as ErrorBody).error.message).toBe(
      'このLINEアカウントは、すでに別の会員と連携しています。',
    )
    expect((await member(b.id)).lineSubject).toBeFalsy()

    const unlinked = await lineUnlink(
      apiRequest('customer/line', { method: 'DELETE', headers: first.apiHeaders('customer/line') }),
      noParams,
    )
    expect(unlinked.status).toBe(200)
    expect(await unlinked.json()).toEqual({ lineLinked: false })
    expect((await member(a.id)).lineSubject).toBeFalsy()
    expect(LINE_JIRO).toBeTruthy()

    const guest = await lineUnlink(
      apiRequest('customer/line', {
        method: 'DELETE',
        headers: new TestBrowser().apiHeaders('customer/line'),
      }),
      noParams,
    )
    expect(guest.status).toBe(401)
  })

  it('does not sign in a withdrawn member', async () => {
    const browser = new TestBrowser()
    const withdrawn = await createMember(payload, 'line-withdrawn@example.jp')
    await payload.update({
      collection: 'customers',
      id: withdrawn.id,
      overrideAccess: true,
      data: { lineSubject: LINE_JIRO, withdrawnAt: new Date().toISOString() },
    })
    const res = await callLineProfile(browser, callbackParams(await lineAuthorize(browser, 'jiro')))
    expect(res.status).toBe(403)
    expect(((await res.json()) as ErrorBody).error.code).toBe('member_withdrawn')
    expect(browser.cookie('shop_session')).toBeUndefined()
  })
})

describe('group single sign-on', () => {
  async function groupAuthorize(browser: TestBrowser, identity: string): Promise<URL> {
    const res = await groupInit(
      apiRequest('auth/suntory/init', {
        method: 'POST',
        json: { from: '/cart/' },
        headers: browser.apiHeaders('auth/suntory/init'),
      }),
      noParams,
    )
    expect(res.status).toBe(200)
    browser.store(res)
    const { authorizationUrl } = (await res.json()) as { authorizationUrl: string }
    expect(new URL(authorizationUrl).pathname).toBe('/sandbox/oidc/group/auth')
    return browser.signInAtProvider(authorizationUrl, identity)
  }

  async function token(browser: TestBrowser, body: unknown): Promise<Response> {
    const res = await groupToken(
      apiRequest('auth/suntory/token', {
        method: 'POST',
        json: body,
        headers: browser.apiHeaders('auth/suntory/token'),
      }),
      noParams,
    )
    browser.store(res)
    return res
  }

  it('links the member whose email the IdP verified, signs in and sets isGroupStaff from the claim', async () => {
    const existing = await createMember(payload, 'member@example.jp', { isGroupStaff: true })
    const browser = new TestBrowser()
    const callback = await groupAuthorize(browser, 'hanako')
    expect(callback.pathname).toBe('/login/suntory/callback/')
    const res = await token(browser, callbackParams(callback))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'signed-in', returnTo: '/cart/', isLoggedIn: true })
    expect((await resolveSession(payload, browser.cookie('shop_session')))?.customer.id).toBe(existing.id)
    const after = await member(existing.id)
    expect(after.groupSubject).toBe(DEMO_IDENTITIES.group[1]?.claims.sub)
    expect(after.isGroupStaff).toBe(false)

    // Next time the identity is found by its subject.
    const again = new TestBrowser()
    const res2 = await token(again, callbackParams(await groupAuthorize(again, 'hanako')))
    expect(await res2.json()).toMatchObject({ status: 'signed-in' })
  })

  it('an unknown identity must register: entry-required, with the identity in the sealed pending cookie', async () => {
    const browser = new TestBrowser()
    const res = await token(browser, callbackParams(await groupAuthorize(browser, 'taro')))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'entry-required' })
    expect(browser.cookie('shop_session')).toBeUndefined()
    const sealed = browser.cookie(GROUP_PENDING_COOKIE)
    expect(await openGroupPending(sealed)).toEqual({
      subject: 'grp-employee-000101',
      email: 'taro.group@example.jp',
      lastName: 'グループ',
      firstName: '太郎',
      isGroupStaff: true,
    })
    expect(await openGroupPending(`${sealed}x`)).toBeNull()
  })

  it('names a missing code or state with the spec §8 message', async () => {
    const res = await token(new TestBrowser(), { state: 'abc' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.message).toBe(
      'Required parameter code was null or undefined when calling postAuthSuntoryToken.',
    )
    expect(body.error.fields?.code).toBe('認可コード（code）を指定してください')
    const noState = await token(new TestBrowser(), { code: 'abc' })
    expect(((await noState.json()) as ErrorBody).error.message).toBe(
      'Required parameter state was null or undefined when calling postAuthSuntoryToken.',
    )
  })
})

describe('sandbox providers', () => {
  it('publish their discovery document under the shop origin', async () => {
    const url = 'http://localhost:3000/sandbox/oidc/group/.well-known/openid-configuration/'
    const res = await sandboxGet(new Request(url, { headers: fromClient(LOOPBACK) }), {
      params: Promise.resolve({ provider: 'group', path: ['.well-known', 'openid-configuration'] }),
    })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc.issuer).toBe('http://localhost:3000/sandbox/oidc/group')
    expect(doc.token_endpoint).toBe('http://localhost:3000/sandbox/oidc/group/token')
    expect(doc.code_challenge_methods_supported).toEqual(['S256'])
  })

  it('answer 404 for an unknown provider', async () => {
    const res = await sandboxGet(new Request('http://localhost:3000/sandbox/oidc/other/'), {
      params: Promise.resolve({ provider: 'other', path: [] }),
    })
    expect(res.status).toBe(404)
  })
})
