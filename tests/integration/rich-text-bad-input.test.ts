/**
 * A malformed rich-text body sent to the admin API (issue 27 "bad input") gets a 400 with a Japanese message naming
 * the field — never a 500, never stored as it came; a well-formed or empty body is taken.
 */
import { REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { plainRichText } from '@/shop/content/rich-text'

import { testPayload } from './helpers'

let payload: Payload
let token = ''
let number = 400

beforeAll(async () => {
  payload = await testPayload()
  const login = { email: 'bad-input@example.jp', password: 'editor-pass-2026' }
  await payload.create({ collection: 'users', data: { ...login, name: '入力', roles: ['editor'] } })
  token = (await payload.login({ collection: 'users', data: login })).token!
})

const postColumn = (body: unknown) =>
  REST_POST(config)(
    new Request('http://localhost:3000/cms-api/columns?draft=true', {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        number: String(number++),
        title: '入力のテスト',
        category: 'health',
        publishedAt: '2026-11-28T00:00:00.000Z',
        body,
      }),
    }),
    { params: Promise.resolve({ slug: ['columns'] }) },
  )

describe('a malformed rich-text body', () => {
  it.each([
    ['a root that is not a node', { root: 'x' }],
    ['children that are not a list', { root: { type: 'root', children: 'x' } }],
    ['a node without a type', { root: { type: 'root', children: [{ text: 'x' }] } }],
    ['a plain string', 'このサプリで膝の痛みが治ります。'],
    ['a number', 42],
  ])('%s: 400, the field named in Japanese, nothing stored', async (_what, body) => {
    const before = (await payload.count({ collection: 'columns' })).totalDocs
    const res = await postColumn(body)
    expect(res.status).toBe(400)
    const answer = JSON.stringify(await res.json())
    expect(answer).toContain('本文の形式が正しくありません')
    expect((await payload.count({ collection: 'columns' })).totalDocs).toBe(before)
  })

  it('a body from the editor, and an empty one, are taken', async () => {
    expect((await postColumn(plainRichText('毎日の散歩を楽しみましょう。'))).status).toBe(201)
    expect((await postColumn(null)).status).toBe(201)
  })
})
