import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { defineCall } from '@/lib/api/define-call'

import { buildOpenApiDocument, type OpenApiOperation } from '@/lib/api/openapi'
import { apiCalls } from '@/lib/api/registry'

import { addressCall, memberCall, newsletterCall, searchCall } from './fixtures'

const doc = buildOpenApiDocument([addressCall, searchCall, memberCall, newsletterCall], {
  title: 'テストAPI',
  version: '1.0.0',
  serverUrl: 'http://localhost:3000/',
})

const op = (path: string, method: string): OpenApiOperation => {
  const found = doc.paths[path]?.[method]
  if (!found) throw new Error(`no ${method} ${path}`)
  return found
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1.0 document with info, servers and the shared error schema', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toEqual({ title: 'テストAPI', version: '1.0.0' })
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }])
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { error: { type: 'object', required: ['code', 'message'] } },
    })
    expect(JSON.stringify(doc)).not.toContain('$schema')
  })

  it('lists every call under /api/<path> with its operationId, summary and tags', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      ['/api/address/{postalCode}', '/api/members', '/api/newsletter', '/api/products/search'].sort(),
    )
    expect(op('/api/address/{postalCode}', 'get')).toMatchObject({
      operationId: 'getAddress',
      summary: '郵便番号から住所を調べる',
      tags: ['address'],
    })
    expect(op('/api/members', 'post').operationId).toBe('postMembers')
  })

  it('documents path and query parameters with required flags and labels', () => {
    expect(op('/api/address/{postalCode}', 'get').parameters).toEqual([
      {
        name: 'postalCode',
        in: 'path',
        required: true,
        description: '郵便番号',
        schema: { type: 'string', pattern: '^\\d{7}$', title: '郵便番号' },
      },
      { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['ja', 'en'] } },
    ])
    const search = op('/api/products/search', 'get').parameters ?? []
    expect(search.map((p) => [p.name, p.required])).toEqual([
      ['keyword', true],
      ['tags', false],
      ['page', false],
    ])
  })

  it('documents request bodies by encoding and responses by status', () => {
    const member = op('/api/members', 'post')
    expect(member.requestBody?.required).toBe(true)
    expect(member.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['name', 'email'],
    })
    expect(Object.keys(op('/api/newsletter', 'post').requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ])
    // 413: every call with a body is size-limited (docs/adr/024-hostile-input.md).
    expect(Object.keys(member.responses)).toEqual(['200', '400', '403', '413', '500'])
    expect(Object.keys(op('/api/address/{postalCode}', 'get').responses)).toEqual([
      '200',
      '400',
      '404',
      '500',
    ])
    expect(member.responses['403']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    })
    expect(member.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' } },
    })
  })

  it('promises no extra properties only for strict objects, since plain ones strip rather than refuse', () => {
    const strict = defineCall({
      method: 'GET',
      path: 'strict',
      operationId: 'getStrict',
      summary: 's',
      response: z.strictObject({ a: z.object({ b: z.string() }) }),
    })
    const schema = buildOpenApiDocument([strict], { title: 't', version: '1' }).paths['/api/strict']?.get
      ?.responses['200']?.content?.['application/json']?.schema
    expect(schema).toMatchObject({ additionalProperties: false })
    expect(JSON.stringify(schema).match(/additionalProperties/g)).toHaveLength(1)
  })

  it('refuses duplicate operationIds', () => {
    expect(() => buildOpenApiDocument([addressCall, addressCall], { title: 't', version: '1' })).toThrow(
      /getAddress/,
    )
  })

  it('documents the registered shop calls', () => {
    const registered = buildOpenApiDocument(apiCalls, { title: 'shop', version: '1' })
    const ids = Object.values(registered.paths).flatMap((item) =>
      Object.values(item).map((o) => o.operationId),
    )
    expect(ids).toContain('getHealth')
    expect(registered.paths['/api/__health']?.get?.summary).toBe('稼働確認（データベースを含む）')
  })
})
