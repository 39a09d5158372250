import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { payloadsFor, tagsOfPayload } from '@/cms/cache-tag-channel.mjs'
import ShopMemoryCacheHandler from '@/lib/cache/cache-handler.mjs'

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>x</p>',
  headers: { 'x-next-cache-tags': tags },
})

describe('the in-process cache handler (SQLite: one instance)', () => {
  const saved = process.env.DATABASE_URL
  beforeEach(() => {
    delete process.env.DATABASE_URL
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = saved
  })

  it('keeps an entry for every handler object of the process and expires it by tag', async () => {
    const first = new ShopMemoryCacheHandler({})
    await first.set('/information/a', page('cms:information,_N_T_/layout'), {})
    await first.set('/column/01', page('cms:columns'), {})
    await first.set('data-key', { kind: 'FETCH', data: {} }, { tags: ['cms:chrome'] })
    // Next builds a handler object per request: they share one store.
    const second = new ShopMemoryCacheHandler({})
    expect(await second.get('/information/a')).toMatchObject({ tags: ['cms:information', '_N_T_/layout'] })

    await second.revalidateTag(['cms:information', 'cms:chrome'])
    expect(await first.get('/information/a')).toBeNull()
    expect(await first.get('data-key')).toBeNull()
    expect(await first.get('/column/01')).not.toBeNull()
  })

  it('forgets an entry set to null', async () => {
    const handler = new ShopMemoryCacheHandler({})
    await handler.set('/gone', page('cms:pages'), {})
    await handler.set('/gone', null, {})
    expect(await handler.get('/gone')).toBeNull()
  })
})

describe('the tag channel payloads', () => {
  it('sends tags as JSON in batches PostgreSQL accepts (under 8000 bytes)', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `cms:tag-${i}`)
    const payloads = payloadsFor(tags)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000)
    expect(payloads.flatMap((p) => tagsOfPayload(p))).toEqual(tags)
  })

  it('reads only string tags and ignores anything else', () => {
    expect(tagsOfPayload('{"tags":["cms:pages",3,"",null,"cms:faqs"]}')).toEqual(['cms:pages', 'cms:faqs'])
    expect(tagsOfPayload('not json')).toEqual([])
    expect(tagsOfPayload(undefined)).toEqual([])
    expect(tagsOfPayload('{"tags":"cms:pages"}')).toEqual([])
  })
})
