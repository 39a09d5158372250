/**
 * Issue 10, items 6 and 7 (docs/adr/024-hostile-input.md): each input a probe of the demo answered with 500 now
 * answers 4xx with a Japanese message (or, for a tracking value, is dropped), a 20 MB body answers 413 without
 * being read, and the health check answers 503 when the database does not answer.
 */
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

import { GET as health } from '@/app/api/%5F_health/route'
import { GET as address } from '@/app/api/address/[postalCode]/route'
import { GET as cities } from '@/app/api/address/cities/[prefectureName]/route'
import { POST as addToCart } from '@/app/api/cart/route'
import { GET as common } from '@/app/api/common/route'
import { POST as orderCheck } from '@/app/api/order/route'
import { POST as orderCheckOnly } from '@/app/api/order/check/route'
import { GET as productPage } from '@/app/api/pages/products/[productCategory]/[productCode]/route'
import { API_ERROR_MESSAGES, type ApiErrorEnvelope } from '@/lib/api/errors'
import { API_BODY_LIMIT_BYTES } from '@/lib/http/body-limit'
import { proxy } from '@/proxy'

import { apiRequest, noParams, testPayload } from './helpers'

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty'] as const

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function expectJapaneseError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  const body = (await res.json()) as ApiErrorEnvelope
  expect(body.error.code).toBe(code)
  expect(body.error.message).toMatch(JAPANESE)
  return body
}

describe('body keys named like Object.prototype members', () => {
  it.each(PROTOTYPE_KEYS)(
    'POST /api/order/check/ with {"%s":{}} answers 400 naming the field',
    async (key) => {
      const res = await orderCheckOnly(
        apiRequest('order/check', { method: 'POST', json: { [key]: {} } }),
        noParams,
      )
      const body = await expectJapaneseError(res, 400, 'validation_failed')
      expect(body.error.fields?.[key]).toMatch(JAPANESE)
    },
  )

  it.each(PROTOTYPE_KEYS)('POST /api/order/ with {"%s":{}} answers 400', async (key) => {
    const res = await orderCheck(apiRequest('order', { method: 'POST', json: { [key]: {} } }), noParams)
    await expectJapaneseError(res, 400, 'validation_failed')
  })

  it('POST /api/cart/ with all of them at once answers a Japanese 4xx', async () => {
    // The declared fields plus the hostile keys (an object schema drops unknown keys; nothing may throw).
    const json = {
      productCode: 'NOPE',
      cycleType: 'single',
      quantity: 1,
      ...Object.fromEntries(PROTOTYPE_KEYS.map((k) => [k, {}])),
    }
    const res = await addToCart(apiRequest('cart', { method: 'POST', json }), noParams)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(((await res.json()) as ApiErrorEnvelope).error.message).toMatch(JAPANESE)
  })
})

describe('tracking values', () => {
  it('GET /api/common/?utm-linkage=あ drops the value: no 500, no cookie, not echoed', async () => {
    const res = await common(apiRequest('common/?utm-linkage=%E3%81%82'), noParams)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie') ?? '').not.toContain('utm_linkage')
    expect(((await res.json()) as { utmLinkage: string | null }).utmLinkage).toBeNull()
  })

  it('keeps the stored linkage when a bad one comes, and stores a good one', async () => {
    const kept = await common(
      apiRequest('common/?utm-linkage=a%20b%3Bc', { headers: { cookie: 'utm_linkage=mail/news/1' } }),
      noParams,
    )
    expect(((await kept.json()) as { utmLinkage: string }).utmLinkage).toBe('mail/news/1')
    const stored = await common(apiRequest('common/?utm-linkage=google/cpc/spring'), noParams)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('set-cookie')).toContain('utm_linkage=')
  })
})

describe('invalid percent-encoding in a path', () => {
  it('GET /api/address/%C0%AF/ answers 400 invalid_path', async () => {
    const res = await address(apiRequest('address/%C0%AF/'), {
      params: Promise.resolve({ postalCode: '%C0%AF' }),
    })
    const body = await expectJapaneseError(res, 400, 'invalid_path')
    expect(body.error.message).toBe(API_ERROR_MESSAGES.invalidPath)
  })

  it('GET /api/address/cities/%E0%A4%A/ and a product page call answer 400 too', async () => {
    const res = await cities(apiRequest('address/cities/%E0%A4%A/'), {
      params: Promise.resolve({ prefectureName: '%E0%A4%A' }),
    })
    await expectJapaneseError(res, 400, 'invalid_path')
    const product = await productPage(apiRequest('pages/products/supplement/%C0%AF/'), {
      params: Promise.resolve({ productCategory: 'supplement', productCode: '%C0%AF' }),
    })
    await expectJapaneseError(product, 400, 'invalid_path')
  })

  it('the proxy answers before Next decodes the path: JSON for /api, a Japanese page elsewhere', async () => {
    const api = await proxy(new NextRequest('http://localhost:3000/api/address/%C0%AF/'))
    expect(api).toBeDefined()
    await expectJapaneseError(api as Response, 400, 'invalid_path')

    const page = (await proxy(new NextRequest('http://localhost:3000/information/%C0%AF/'))) as Response
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toMatch(/URLの形式が正しくありません/)
  })

  it('the proxy lets a well-encoded Japanese path through', async () => {
    const res = (await proxy(
      new NextRequest('http://localhost:3000/api/address/cities/%E6%9D%B1%E4%BA%AC%E9%83%BD/'),
    )) as Response
    expect(res.status).toBe(200)
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })
})

/** A body stream that counts what the handler pulls from it; 20 MB if read to the end. */
function countedBody(totalBytes: number, chunkBytes = 64 * 1024) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close()
      pulled += chunkBytes
      // A JSON string that never ends: '{"note":"aaaa…'
      const chunk = new Uint8Array(chunkBytes).fill(0x61)
      if (pulled === chunkBytes) chunk.set(new TextEncoder().encode('{"note":"'))
      controller.enqueue(chunk)
    },
  })
  return { body, pulled: () => pulled }
}

function bigPost(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/cart/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
}

describe('body size limit (64KB) before parsing', () => {
  const MB20 = 20 * 1024 * 1024

  it('a 20 MB body with its Content-Length answers 413 without being read', async () => {
    const { body, pulled } = countedBody(MB20)
    const res = await addToCart(bigPost(body, { 'content-length': String(MB20) }), noParams)
    const envelope = await expectJapaneseError(res, 413, 'payload_too_large')
    expect(envelope.error.message).toBe(API_ERROR_MESSAGES.payloadTooLarge)
    // The stream may pre-fill one chunk on its own; the handler reads none of it.
    expect(pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it('a chunked 20 MB body (no Content-Length) answers 413 after at most the limit', async () => {
    const { body, pulled } = countedBody(MB20)
    const res = await addToCart(bigPost(body), noParams)
    await expectJapaneseError(res, 413, 'payload_too_large')
    expect(pulled()).toBeLessThanOrEqual(API_BODY_LIMIT_BYTES + 2 * 64 * 1024)
  })

  it('a small body still reaches the cart rules', async () => {
    const res = await addToCart(
      apiRequest('cart', { method: 'POST', json: { productCode: 'NOPE', cycleType: 'single', quantity: 1 } }),
      noParams,
    )
    expect(res.status).not.toBe(413)
    expect(res.status).toBeLessThan(500)
  })
})

describe('GET /api/__health/', () => {
  it('answers 200 while the database answers', async () => {
    const res = await health(apiRequest('__health'), noParams)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('answers 503 when the database adapter fails, and 200 again once it answers', async () => {
    // A broken database handle: every count through the adapter fails the way libsql/pg do when unreachable.
    vi.spyOn(payload.db, 'count').mockRejectedValue(new Error('SQLITE_IOERR: disk I/O error'))
    const res = await health(apiRequest('__health'), noParams)
    expect(res.status).toBe(503)
    const body = (await res.json()) as { status: string; database: string; error: { message: string } }
    expect(body).toMatchObject({ status: 'degraded', database: 'error' })
    expect(body.error.message).toMatch(JAPANESE)

    vi.restoreAllMocks()
    expect((await health(apiRequest('__health'), noParams)).status).toBe(200)
  })
})
