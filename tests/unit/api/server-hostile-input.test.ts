/** `handle` against hostile input (docs/adr/024-hostile-input.md): every answer a 4xx with a Japanese message. */
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

vi.mock('@/lib/log', () => ({
  logger: { trace: vi.fn(), debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}))

import { defineCall } from '@/lib/api/define-call'
import { API_ERROR_MESSAGES, type ApiErrorEnvelope } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'

import { addressCall, newsletterCall, noParams, SITE } from './fixtures'

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

const formCall = defineCall({
  method: 'POST',
  path: 'form',
  operationId: 'postForm',
  summary: '自由な項目のフォーム',
  body: z.record(z.string(), z.union([z.string(), z.number()])),
  response: z.object({ keys: z.array(z.string()) }),
})

const impl = vi.fn(({ body }: { body: Record<string, unknown> }) => ({ keys: Object.keys(body) }))
const form = handle(formCall, impl)

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body,
  })
}

const envelope = async (res: Response) => (await res.json()) as ApiErrorEnvelope

describe('handle: body keys named like Object.prototype members', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'])(
    'answers 400 naming the field %s, and never runs the implementation',
    async (key) => {
      impl.mockClear()
      const res = await form(post(`{"${key}":{}}`), noParams)
      expect(res.status).toBe(400)
      const body = await envelope(res)
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.message).toMatch(JAPANESE)
      expect(Object.keys(body.error.fields ?? {})).toEqual([key])
      expect(body.error.fields?.[key]).toMatch(JAPANESE)
      expect(impl).not.toHaveBeenCalled()
    },
  )

  it('takes such keys in a form body and a query as plain keys', async () => {
    const newsletter = handle(newsletterCall, ({ body }) => ({ email: body.email, topics: body.topics }))
    const res = await newsletter(
      new Request(`${SITE}/api/newsletter?constructor=1&toString=2`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        body: 'constructor=x&toString=y&email=hanako%40example.jp',
      }),
      noParams,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: 'hanako@example.jp', topics: [] })
  })
})

describe('handle: body size', () => {
  it('answers 413 for a declared Content-Length over 64KB without reading the body', async () => {
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65536
        controller.enqueue(new Uint8Array(65536))
      },
    })
    const request = new Request(`${SITE}/api/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'content-length': String(20 * 2 ** 20) },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    const res = await form(request, noParams)
    expect(res.status).toBe(413)
    const body = await envelope(res)
    expect(body.error).toEqual({ code: 'payload_too_large', message: API_ERROR_MESSAGES.payloadTooLarge })
    expect(pulled).toBeLessThanOrEqual(65536)
  })

  it('answers 413 for a body over 64KB sent without a length', async () => {
    const res = await form(post(JSON.stringify({ note: 'a'.repeat(70_000) })), noParams)
    expect(res.status).toBe(413)
    expect((await envelope(res)).error.message).toMatch(JAPANESE)
  })

  it('still accepts a body just under the limit', async () => {
    const res = await form(post(JSON.stringify({ note: 'a'.repeat(60_000) })), noParams)
    expect(res.status).toBe(200)
  })
})

describe('handle: malformed percent-encoding in the path', () => {
  it('answers 400 invalid_path in Japanese', async () => {
    const address = handle(addressCall, () => ({ prefecture: '東京都', city: '千代田区' }))
    const res = await address(new Request(`${SITE}/api/address/%C0%AF/`), {
      params: Promise.resolve({ postalCode: '%C0%AF' }),
    })
    expect(res.status).toBe(400)
    expect((await envelope(res)).error).toEqual({
      code: 'invalid_path',
      message: API_ERROR_MESSAGES.invalidPath,
    })
  })
})
