import { describe, expect, it } from 'vitest'

import { expireTags } from '@/cms/hooks/revalidate'
import ShopMemoryCacheHandler, { servesPages } from '@/lib/cache/cache-handler.mjs'

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>x</p>',
  headers: { 'x-next-cache-tags': tags },
})

describe('a change made outside a Next request (a job: scheduled publishing, a delivery run)', () => {
  it('expires nothing in a script or test process, which has no cache', () => {
    expect(servesPages()).toBe(false)
    expect(() => expireTags(['cms:information'])).not.toThrow()
  })

  it('expires the tags in a shop server’s cache (Next would refuse: there is no request to end)', async () => {
    delete process.env.DATABASE_URL
    const handler = new ShopMemoryCacheHandler({})
    expect(servesPages()).toBe(true)
    await handler.set('/information/a', page('cms:information'), {})
    await handler.set('/column/01', page('cms:columns'), {})
    expireTags(['cms:information'])
    expect(await handler.get('/information/a')).toBeNull()
    expect(await handler.get('/column/01')).not.toBeNull()
  })
})
