import { describe, expect, it, vi } from 'vitest'

import { ApiClientError, buildCallUrl, createApiClient, RequiredError } from '@/lib/api/client'
import { requiredParameterMessage } from '@/lib/api/errors'
import { routeOf } from '@/lib/api/route-source'

import * as declarations from './fixtures'

// The client sends routes (src/lib/api/routes.ts is generated the same way from the shop's declarations).
const addressCall = routeOf(declarations.addressCall)
const searchCall = routeOf(declarations.searchCall)
const memberCall = routeOf(declarations.memberCall)
const newsletterCall = routeOf(declarations.newsletterCall)

type FetchArgs = [input: string, init: RequestInit]

function fakeFetch(respond: (...args: FetchArgs) => Response = () => Response.json({ id: 'm1' })) {
  return vi.fn((...args: FetchArgs) => Promise.resolve(respond(...args)))
}

describe('client: required parameters (spec §8)', () => {
  it('throws before fetch when a required path param is missing', async () => {
    const fetch = fakeFetch()
    const client = createApiClient({ fetch })
    // Plain JavaScript callers (and `as` casts) can still pass null; the client must stop them.
    const call = client.call(addressCall, { params: { postalCode: null as unknown as string } })
    await expect(call).rejects.toThrow(RequiredError)
    await expect(call).rejects.toThrow(
      'Required parameter postalCode was null or undefined when calling getAddress.',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('names the first required query key when the query is left out', async () => {
    const fetch = fakeFetch()
    const client = createApiClient({ fetch })
    const error: unknown = await client.call(searchCall, {} as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequiredError)
    expect((error as RequiredError).message).toBe(requiredParameterMessage('keyword', 'getProductsSearch'))
    expect((error as RequiredError).field).toBe('keyword')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('checks required body fields and the body itself, but not optional or nullable ones', async () => {
    const fetch = fakeFetch()
    const client = createApiClient({ fetch })
    await expect(client.call(memberCall, { body: undefined as never })).rejects.toThrow(
      requiredParameterMessage('body', 'postMembers'),
    )
    await expect(
      client.call(memberCall, { body: { name: '花子', email: undefined as unknown as string } }),
    ).rejects.toThrow(requiredParameterMessage('email', 'postMembers'))
    expect(fetch).not.toHaveBeenCalled()
    await client.call(memberCall, { body: { name: '花子', email: 'h@example.jp', nickname: null } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('client: types', () => {
  it('requires what the declaration requires', () => {
    const client = createApiClient({ fetch: fakeFetch() })
    // Never run: these lines only have to type-check (or fail to, where marked).
    const typeOnly = () => {
      // @ts-expect-error path params are required
      void client.call(addressCall)
      // @ts-expect-error keyword is a required query key
      void client.call(searchCall, { query: {} })
      // @ts-expect-error email is a required body field
      void client.call(memberCall, { body: { name: '花子' } })
      void client.call(searchCall, { query: { keyword: '黒酢' } })
    }
    expect(typeof typeOnly).toBe('function')
  })
})

describe('client: requests', () => {
  it('encodes path params, joins query arrays with commas and ends the path with a slash', () => {
    expect(buildCallUrl(addressCall, { postalCode: '100 0001/x' }, { lang: 'ja' })).toBe(
      '/api/address/100%200001%2Fx/?lang=ja',
    )
    expect(
      buildCallUrl(
        searchCall,
        undefined,
        { keyword: '黒酢', tags: ['a', 'b'], page: undefined },
        'https://shop.example/',
      ),
    ).toBe('https://shop.example/api/products/search/?keyword=%E9%BB%92%E9%85%A2&tags=a%2Cb')
  })

  it('sends JSON with cookies and accept: application/json', async () => {
    const fetch = fakeFetch()
    const result = await createApiClient({ fetch }).call(memberCall, {
      body: { name: '花子', email: 'h@example.jp' },
    })
    expect(result).toEqual({ id: 'm1' })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/members/')
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"name":"花子","email":"h@example.jp"}',
    })
    expect(init?.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' })
  })

  it('sends form-encoded bodies for form calls', async () => {
    const fetch = fakeFetch(() => Response.json({ email: 'h@example.jp', topics: ['a'] }))
    await createApiClient({ fetch }).call(newsletterCall, { body: { email: 'h@example.jp', topics: 'a,b' } })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.body).toBe('email=h%40example.jp&topics=a%2Cb')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' })
  })

  it('throws ApiClientError with the server’s envelope on a non-2xx answer', async () => {
    const envelope = {
      error: {
        code: 'validation_failed',
        message: '入力内容をご確認ください。',
        fields: { name: 'お名前を入力してください' },
      },
    }
    const fetch = fakeFetch(() => Response.json(envelope, { status: 400 }))
    const error: unknown = await createApiClient({ fetch })
      .call(memberCall, { body: { name: '', email: 'h@example.jp' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiClientError)
    const e = error as ApiClientError
    expect([e.status, e.code, e.message]).toEqual([400, 'validation_failed', '入力内容をご確認ください。'])
    expect(e.body).toEqual(envelope)
    expect(e.fields).toEqual({ name: 'お名前を入力してください' })
  })

  it('still throws ApiClientError when the error answer is not JSON', async () => {
    const fetch = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = await createApiClient({ fetch })
      .call(addressCall, { params: { postalCode: '1000001' } })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: 'http_502', body: undefined })
  })
})

describe('client: timeout (spec §9)', () => {
  const hangingFetch = vi.fn(
    (_input: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      }),
  )

  it('aborts after timeoutMs and reports code timeout', async () => {
    vi.useFakeTimers()
    try {
      const pending = createApiClient({ fetch: hangingFetch, timeoutMs: 30_000 })
        .call(addressCall, { params: { postalCode: '1000001' } })
        .catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(29_999)
      expect(hangingFetch.mock.calls[0]?.[1].signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const error = await pending
      expect(error).toBeInstanceOf(ApiClientError)
      expect(error).toMatchObject({ status: 0, code: 'timeout' })
      expect(hangingFetch.mock.calls[0]?.[1].signal?.aborted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('defaults to 30 seconds', async () => {
    vi.useFakeTimers()
    try {
      hangingFetch.mockClear()
      const pending = createApiClient({ fetch: hangingFetch })
        .call(addressCall, { params: { postalCode: '1000001' } })
        .catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(30_000)
      expect(await pending).toMatchObject({ code: 'timeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('rethrows the caller’s own abort instead of calling it a timeout', async () => {
    const controller = new AbortController()
    const pending = createApiClient({ fetch: hangingFetch, timeoutMs: 10_000 })
      .call(addressCall, { params: { postalCode: '1000001' }, signal: controller.signal })
      .catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiClientError)
    expect(error).toMatchObject({ name: 'AbortError' })
  })
})
