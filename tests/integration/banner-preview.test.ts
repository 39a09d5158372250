import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listBanners } from '@/shop/content/chrome'
import { loadTopPage } from '@/shop/content/top-page'

import { testPayload } from './helpers'

let payload: Payload
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'banners',
    context: ctx,
    data: {
      key: 'live',
      title: '公開中のバナー',
      href: '/supplement/',
      placement: 'top-hero',
      order: 1,
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'banners',
    context: ctx,
    draft: true,
    data: {
      key: 'soon',
      title: '公開前のバナー',
      href: '/supplement/',
      placement: 'top-sub',
      order: 2,
      _status: 'draft',
    },
  })
  // A published banner whose newer draft is not released yet.
  const edited = await payload.create({
    collection: 'banners',
    context: ctx,
    data: {
      key: 'edited',
      title: '旧見出し',
      href: '/supplement/',
      placement: 'top-hero',
      order: 3,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'banners',
    id: edited.id,
    context: ctx,
    draft: true,
    data: { title: '新見出し（下書き）', _status: 'draft' },
  })
})

describe('banners on the top page', () => {
  it('the public read shows published banners only, as published', async () => {
    expect((await listBanners(payload)).map((b) => b.title)).toEqual(['公開中のバナー', '旧見出し'])
    const top = await loadTopPage(payload, 'supplement')
    expect(top.heroBanners.map((b) => b.key)).toEqual(['live', 'edited'])
    expect(top.subBanners).toEqual([])
  })

  it('a staff preview reads the drafts: an unreleased banner and the newer draft of a published one', async () => {
    const draft = { draft: true }
    expect((await listBanners(payload, draft)).map((b) => b.title)).toEqual([
      '公開中のバナー',
      '公開前のバナー',
      '新見出し（下書き）',
    ])
    const top = await loadTopPage(payload, 'supplement', draft)
    expect(top.heroBanners.map((b) => b.key)).toEqual(['live', 'edited'])
    expect(top.subBanners.map((b) => b.key)).toEqual(['soon'])
  })
})
