/**
 * The pure pieces of docs/adr/024-hostile-input.md: the prototype-free field map, the size-limited body reader,
 * the path-encoding checks and the tracking-value check.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { API_ERROR_MESSAGES } from '@/lib/api/errors'
import { addField, fieldMap, mergeFields } from '@/lib/api/field-map'
import { zodErrorToFields } from '@/lib/api/zod-messages'
import {
  API_BODY_LIMIT_BYTES,
  BodyTooLargeError,
  declaredLength,
  limitText,
  readLimitedBody,
} from '@/lib/http/body-limit'
import { decodeSegment, hasMalformedPercentEncoding, malformedPathResponse } from '@/lib/http/path-encoding'
import { trackingValue } from '@/lib/tracking/link-key'

const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf']

describe('field map', () => {
  it.each(PROTOTYPE_KEYS)('keeps the message for the key %s', (key) => {
    const map = fieldMap()
    addField(map, key, 'メッセージ')
    expect(Object.hasOwn(map, key)).toBe(true)
    expect(map[key]).toBe('メッセージ')
    expect(JSON.parse(JSON.stringify(map)) as unknown).toEqual(JSON.parse(`{"${key}":"メッセージ"}`))
  })

  it('keeps the first message per field, also when merging', () => {
    const map = fieldMap([
      ['constructor', '一つ目'],
      ['constructor', '二つ目'],
    ])
    mergeFields(map, { constructor: '三つ目', name: '氏名' })
    expect({ ...map }).toEqual({ constructor: '一つ目', name: '氏名' })
  })

  it('zodErrorToFields names a field called constructor (a plain {} lost it)', () => {
    const schema = z.record(z.string(), z.string())
    const result = schema.safeParse(JSON.parse('{"constructor":{},"toString":1,"__proto__":[]}'))
    expect(result.success).toBe(false)
    if (result.success) return
    const fields = zodErrorToFields(result.error)
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['constructor', 'toString']))
  })
})

function streamOf(chunks: number, chunkBytes: number) {
  let pulled = 0
  let cancelled = false
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close()
      sent++
      pulled += chunkBytes
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61))
    },
    cancel() {
      cancelled = true
    },
  })
  return { body, pulled: () => pulled, cancelled: () => cancelled }
}

function streamedRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/cart', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
}

describe('readLimitedBody', () => {
  it('reads a body up to the limit', async () => {
    const text = JSON.stringify({ note: 'あ'.repeat(100) })
    const request = new Request('http://localhost/x', { method: 'POST', body: text })
    const bytes = await readLimitedBody(request, 1024)
    expect(new TextDecoder().decode(bytes)).toBe(text)
  })

  it('accepts exactly the limit and refuses one byte more', async () => {
    const at = new Request('http://localhost/x', { method: 'POST', body: 'a'.repeat(100) })
    expect((await readLimitedBody(at, 100)).byteLength).toBe(100)
    const over = new Request('http://localhost/x', { method: 'POST', body: 'a'.repeat(101) })
    await expect(readLimitedBody(over, 100)).rejects.toBeInstanceOf(BodyTooLargeError)
  })

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const stream = streamOf(320, 64 * 1024) // 20 MB
    const request = streamedRequest(stream.body, { 'content-length': String(20 * 1024 * 1024) })
    await expect(readLimitedBody(request, API_BODY_LIMIT_BYTES)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(stream.pulled()).toBeLessThanOrEqual(64 * 1024) // at most what the stream pre-fills, never read
  })

  it('stops a chunked body at the limit and cancels the rest', async () => {
    const stream = streamOf(320, 16 * 1024) // 5 MB in 16 kB chunks, no Content-Length
    const request = streamedRequest(stream.body)
    await expect(readLimitedBody(request, API_BODY_LIMIT_BYTES)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(stream.pulled()).toBeLessThanOrEqual(API_BODY_LIMIT_BYTES + 2 * 16 * 1024)
    expect(stream.cancelled()).toBe(true)
  })

  it('counts the bytes sent, not the length declared', async () => {
    const stream = streamOf(10, 16 * 1024)
    const request = streamedRequest(stream.body, { 'content-length': '10' })
    await expect(readLimitedBody(request, 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError)
  })

  it('reads an empty body as no bytes', async () => {
    expect(
      (await readLimitedBody(new Request('http://localhost/x', { method: 'POST' }), 10)).byteLength,
    ).toBe(0)
  })

  it('reads only well-formed Content-Length values', () => {
    const h = (v: string) => new Headers({ 'content-length': v })
    expect(declaredLength(h('65536'))).toBe(65536)
    expect(declaredLength(h('-1'))).toBeNull()
    expect(declaredLength(h('1e9'))).toBeNull()
    expect(declaredLength(new Headers())).toBeNull()
  })

  it('states its limit in the Japanese 413 message', () => {
    expect(limitText(API_BODY_LIMIT_BYTES)).toBe('64KB')
    expect(API_ERROR_MESSAGES.payloadTooLarge).toContain('64KB')
  })
})

describe('path encoding', () => {
  it.each(['/api/address/%C0%AF/', '/information/%E0%A4%A/', '/%', '/a/%zz/', '/api/address/%ED%A0%80/'])(
    'finds %s malformed',
    (path) => expect(hasMalformedPercentEncoding(path)).toBe(true),
  )

  it.each(['/api/address/1000001/', '/api/address/cities/%E6%9D%B1%E4%BA%AC%E9%83%BD/', '/a/%25/', '/'])(
    'finds %s well-formed',
    (path) => expect(hasMalformedPercentEncoding(path)).toBe(false),
  )

  it('decodes a segment leniently, never throwing', () => {
    expect(decodeSegment('%E6%9D%B1%E4%BA%AC%E9%83%BD')).toBe('東京都')
    expect(decodeSegment('%C0%AF')).toBe('%C0%AF')
    expect(decodeSegment('100%')).toBe('100%')
    expect(decodeSegment('abc')).toBe('abc')
  })

  it('answers an API path with the JSON envelope and a page path with a Japanese page, both 400', async () => {
    const api = malformedPathResponse('/api/address/%C0%AF/')
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({
      error: { code: 'invalid_path', message: API_ERROR_MESSAGES.invalidPath },
    })
    const page = malformedPathResponse('/information/%C0%AF/')
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('URLの形式が正しくありません')
  })
})

describe('trackingValue', () => {
  it('keeps values a cookie can carry', () => {
    expect(trackingValue('google/cpc/spring_sale-2026')).toBe('google/cpc/spring_sale-2026')
    expect(trackingValue('a'.repeat(200))).toBe('a'.repeat(200))
  })

  it.each(['あ', 'a b', 'a;b', 'a,b', 'a"b', 'a\\b', '', 'a'.repeat(201), 'x\u0000'])('drops %j', (value) =>
    expect(trackingValue(value)).toBeNull(),
  )

  it('drops absent values', () => {
    expect(trackingValue(null)).toBeNull()
    expect(trackingValue(undefined)).toBeNull()
  })
})
