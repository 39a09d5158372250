import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listInformation } from '@/shop/content/information'

import { testPayload } from './helpers'
import { plainRichText } from '@/shop/content/rich-text'

let payload: Payload
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'information',
    context: ctx,
    data: {
      code: 'pub-1',
      title: '公開中のお知らせ',
      selectionDiv: 'product',
      publishedAt: '2026-10-01T00:00:00.000Z',
      body: plainRichText('本文'),
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'information',
    context: ctx,
    draft: true,
    data: {
      code: 'draft-1',
      title: '下書きのお知らせ',
      selectionDiv: 'product',
      publishedAt: '2026-10-02T00:00:00.000Z',
      body: plainRichText('秘密'),
      _status: 'draft',
    },
  })
})

const rest = (path: string) =>
  REST_GET(config)(new Request(`http://localhost:3000/cms-api/${path}`), {
    params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }),
  })

const graphql = (query: string) =>
  GRAPHQL_POST(config)(
    new Request('http://localhost:3000/cms-api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )

describe('drafts are never visible to the public', () => {
  it('the storefront read service returns published notices only', async () => {
    const list = await listInformation(payload, {})
    expect(list.items.map((i) => i.code)).toEqual(['pub-1'])
  })

  it('anonymous REST readers get published notices only, even when asking for drafts', async () => {
    const res = await rest('information?draft=true&limit=50')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: { code: string }[] }
    expect(body.docs.map((d) => d.code)).toEqual(['pub-1'])
  })

  it('anonymous GraphQL readers get published notices only, even when asking for drafts', async () => {
    const res = await graphql('{ InformationNotices(draft: true, limit: 50) { docs { code title } } }')
    const body = (await res.json()) as {
      data?: { InformationNotices: { docs: { code: string }[] } }
      errors?: unknown
    }
    expect(body.errors).toBeUndefined()
    expect(body.data?.InformationNotices.docs.map((d) => d.code)).toEqual(['pub-1'])
  })

  it('anonymous readers cannot list versions', async () => {
    const res = await graphql('{ versionsInformationNotices { docs { id } } }')
    const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] }
    expect(body.errors?.length ?? 0).toBeGreaterThan(0)
  })

  it('a staff member sees the draft (for preview)', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'preview-editor@example.jp',
        password: 'preview-pass-2026',
        name: '確認',
        roles: ['editor'],
      },
    })
    const found = await payload.find({
      collection: 'information',
      draft: true,
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
      where: { code: { equals: 'draft-1' } },
    })
    expect(found.docs[0]?.title).toBe('下書きのお知らせ')
  })
})
