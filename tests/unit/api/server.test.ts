import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/log', () => ({
  logger: { trace: vi.fn(), debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}))

import {
  API_ERROR_MESSAGES,
  ApiError,
  requiredParameterMessage,
  type ApiErrorEnvelope,
} from '@/lib/api/errors'
import { handle, isAllowedOrigin } from '@/lib/api/server'
import { logger } from '@/lib/log'

import { addressCall, memberCall, newsletterCall, noParams, searchCall, SITE } from './fixtures'

const json = async (res: Response) => (await res.json()) as ApiErrorEnvelope

const validMember = { name: '山田 花子', email: 'hanako@example.jp' }

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body,
  })
}

describe('handle: required parameters (spec §8 wording)', () => {
  const search = handle(searchCall, ({ query }) => ({ items: [query.keyword], page: query.page }))

  it('answers 400 required_parameter for a missing required query key', async () => {
    const res = await search(new Request(`${SITE}/api/products/search?page=2`), noParams)
    expect(res.status).toBe(400)
    const body = await json(res)
    expect(body.error.code).toBe('required_parameter')
    expect(body.error.message).toBe(
      'Required parameter keyword was null or undefined when calling getProductsSearch.',
    )
    expect(body.error.message).toBe(requiredParameterMessage('keyword', 'getProductsSearch'))
  })

  it('treats an empty query value as missing', async () => {
    const res = await search(new Request(`${SITE}/api/products/search?keyword=`), noParams)
    expect((await json(res)).error.code).toBe('required_parameter')
  })

  it('passes parsed values (defaults, coercion) to the implementation', async () => {
    const res = await search(
      new Request(`${SITE}/api/products/search?keyword=%E9%BB%92%E9%85%A2&page=3`),
      noParams,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ items: ['黒酢'], page: 3 })
  })

  it('keeps comma lists as one string and joins repeated keys the same way', async () => {
    const seen: unknown[] = []
    const h = handle(searchCall, ({ query }) => {
      seen.push(query.tags)
      return { items: [], page: 1 }
    })
    await h(new Request(`${SITE}/api/products/search?keyword=a&tags=x,y`), noParams)
    await h(new Request(`${SITE}/api/products/search?keyword=a&tags=x&tags=y`), noParams)
    expect(seen).toEqual(['x,y', 'x,y'])
  })

  it('reports a missing JSON body as the body parameter', async () => {
    const h = handle(memberCall, () => ({ id: 'm1' }))
    const res = await h(post('members', ''), noParams)
    expect(res.status).toBe(400)
    expect((await json(res)).error.message).toBe(requiredParameterMessage('body', 'postMembers'))
  })

  it('reports a null top-level body field as a missing parameter', async () => {
    const h = handle(memberCall, () => ({ id: 'm1' }))
    const res = await h(post('members', JSON.stringify({ ...validMember, email: null })), noParams)
    expect((await json(res)).error.message).toBe(requiredParameterMessage('email', 'postMembers'))
  })
})

describe('handle: validation messages', () => {
  it('answers 400 validation_failed with Japanese per-field messages keyed by dotted path', async () => {
    const h = handle(memberCall, () => ({ id: 'm1' }))
    const res = await h(
      post(
        'members',
        JSON.stringify({ name: 'あ'.repeat(21), email: 'not-an-email', address: { zip: '12' } }),
      ),
      noParams,
    )
    expect(res.status).toBe(400)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(error.message).toBe('入力内容をご確認ください。')
    expect(error.fields).toEqual({
      name: 'お名前は20文字以内で入力してください',
      email: 'メールアドレスの形式が正しくありません',
      'address.zip': '郵便番号の形式が正しくありません',
    })
  })

  it('keeps a message written in the schema', async () => {
    const h = handle(addressCall, () => ({ prefecture: '東京都', city: '千代田区' }))
    const res = await h(new Request(`${SITE}/api/address/12`), {
      params: Promise.resolve({ postalCode: '12' }),
    })
    expect((await json(res)).error.fields).toEqual({ postalCode: '郵便番号は7桁の数字で入力してください' })
  })

  it('answers 400 invalid_body for malformed JSON', async () => {
    const h = handle(memberCall, () => ({ id: 'm1' }))
    const res = await h(post('members', '{"name":'), noParams)
    expect(res.status).toBe(400)
    expect((await json(res)).error).toEqual({
      code: 'invalid_body',
      message: '送信内容を読み取れませんでした。',
    })
  })
})

describe('handle: form-encoded bodies', () => {
  const h = handle(newsletterCall, ({ body }) => ({ email: body.email, topics: body.topics }))
  const form = (body: string) =>
    new Request(`${SITE}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body,
    })

  it('parses fields and lets the schema transform comma lists', async () => {
    const res = await h(form('email=hanako%40example.jp&topics=sale,new'), noParams)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: 'hanako@example.jp', topics: ['sale', 'new'] })
  })

  it('joins repeated keys (checkboxes) into a comma list', async () => {
    const res = await h(form('email=hanako%40example.jp&topics=sale&topics=new'), noParams)
    expect(await res.json()).toEqual({ email: 'hanako@example.jp', topics: ['sale', 'new'] })
  })

  it('gives a blank input its field message, not the required-parameter one', async () => {
    const res = await h(form('email=&topics='), noParams)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(error.fields?.email).toBe('メールアドレスの形式が正しくありません')
  })
})

describe('handle: Origin check on state-changing calls', () => {
  const h = handle(memberCall, () => ({ id: 'm1' }))
  const body = JSON.stringify(validMember)

  it('refuses a cross-site origin with 403 forbidden_origin', async () => {
    const res = await h(post('members', body, { origin: 'https://evil.example' }), noParams)
    expect(res.status).toBe(403)
    expect((await json(res)).error).toEqual({
      code: 'forbidden_origin',
      message: '不正なリクエストです。ページを再読み込みしてからお試しください。',
    })
  })

  it('accepts the request’s own origin', async () => {
    const res = await h(post('members', body), noParams)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: 'm1' })
  })

  it('refuses a browser request without Origin unless Sec-Fetch-Site says same-origin', async () => {
    const noOrigin = (headers: Record<string, string>) =>
      new Request(`${SITE}/api/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
    expect((await h(noOrigin({ 'sec-fetch-site': 'cross-site' }), noParams)).status).toBe(403)
    expect((await h(noOrigin({ 'sec-fetch-site': 'same-origin' }), noParams)).status).toBe(200)
    expect((await h(noOrigin({ cookie: 'session=abc' }), noParams)).status).toBe(403)
    expect((await h(noOrigin({}), noParams)).status).toBe(200)
  })

  it('accepts the configured public origin (behind a proxy) and rejects "null"', () => {
    const req = (origin: string) =>
      new Request('http://10.0.0.5:3000/api/members', { method: 'POST', headers: { origin } })
    expect(isAllowedOrigin(req('https://shop.example.jp'), ['https://shop.example.jp'])).toBe(true)
    expect(isAllowedOrigin(req('null'), ['https://shop.example.jp'])).toBe(false)
  })

  it('accepts the extra origins of a call that asks for them (payment hand-backs), and only there', async () => {
    const provider = 'http://127.0.0.1:3190'
    const handBack = handle(memberCall, () => ({ id: 'm1' }), {
      allowedOrigins: async () => [provider, 'null'],
    })
    const from = (origin: string) => post('members', body, { origin })
    expect((await handBack(from(provider), noParams)).status).toBe(200)
    expect((await handBack(from('null'), noParams)).status).toBe(200)
    expect((await handBack(from(SITE), noParams)).status).toBe(200)
    expect((await handBack(from('https://evil.example'), noParams)).status).toBe(403)
    // A call without the option keeps the shop-only rule.
    expect((await h(from(provider), noParams)).status).toBe(403)
    expect((await h(from('null'), noParams)).status).toBe(403)
  })

  it('does not check GET calls', async () => {
    const get = handle(searchCall, () => ({ items: [], page: 1 }))
    const res = await get(
      new Request(`${SITE}/api/products/search?keyword=a`, { headers: { origin: 'https://evil.example' } }),
      noParams,
    )
    expect(res.status).toBe(200)
  })
})

describe('handle: errors and responses', () => {
  const addressParams = { params: Promise.resolve({ postalCode: '1000001' }) }
  const addressRequest = () => new Request(`${SITE}/api/address/1000001`)

  it('maps a thrown ApiError to its status and envelope', async () => {
    const h = handle(addressCall, () => {
      throw ApiError.notFound()
    })
    const res = await h(addressRequest(), addressParams)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'お探しの情報が見つかりませんでした。' },
    })
  })

  it('sends Retry-After with tooManyRequests', async () => {
    const h = handle(addressCall, () => {
      throw ApiError.tooManyRequests(undefined, 30)
    })
    const res = await h(addressRequest(), addressParams)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('30')
    expect((await json(res)).error.message).toBe(API_ERROR_MESSAGES.tooManyRequests)
  })

  it('answers 500 with the generic message and never the error text or stack', async () => {
    const h = handle(addressCall, () => {
      throw new Error('connect ECONNREFUSED 10.0.0.9:5432 secret-db-host')
    })
    const res = await h(addressRequest(), addressParams)
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal_error',
        message: 'ただいま処理を完了できませんでした。時間をおいて再度お試しください。',
      },
    })
    expect(text).not.toContain('ECONNREFUSED')
    expect(text).not.toContain('at ')
    expect(logger.error).toHaveBeenCalledWith(
      'api call failed',
      expect.objectContaining({ operationId: 'getAddress' }),
    )
  })

  it('returns a Response from the implementation as is, adding only missing defaults', async () => {
    const h = handle(addressCall, () =>
      Response.json(
        { prefecture: '東京都', city: '千代田区' },
        { status: 201, headers: { 'set-cookie': 'a=1; Path=/' } },
      ),
    )
    const res = await h(addressRequest(), addressParams)
    expect(res.status).toBe(201)
    expect(res.headers.get('set-cookie')).toBe('a=1; Path=/')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const redirect = await handle(addressCall, () => Response.redirect(`${SITE}/`, 303))(
      addressRequest(),
      addressParams,
    )
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toBe(`${SITE}/`)
  })

  it('warns (outside production) when the response breaks its declaration, but still answers', async () => {
    // The declared type is deliberately bypassed to simulate an implementation drifting from its contract.
    const h = handle(
      addressCall,
      () => ({ prefecture: 13 }) as unknown as { prefecture: string; city: string },
    )
    const res = await h(addressRequest(), addressParams)
    expect(res.status).toBe(200)
    expect(logger.warn).toHaveBeenCalledWith(
      'api response does not match its declaration',
      expect.objectContaining({ operationId: 'getAddress' }),
    )
  })
})

describe('required parameter names', () => {
  it('names kebab-case query keys the way generated clients do (spec §5: sortMethod)', () => {
    expect(requiredParameterMessage('sort-method', 'getAddressPostalCodes')).toBe(
      'Required parameter sortMethod was null or undefined when calling getAddressPostalCodes.',
    )
    expect(requiredParameterMessage('genderDiv', 'getMainProducts')).toBe(
      'Required parameter genderDiv was null or undefined when calling getMainProducts.',
    )
  })
})
