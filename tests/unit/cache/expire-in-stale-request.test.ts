import { describe, expect, it, vi } from 'vitest'

// Payload's cron (scheduled publishing) inherits the context of the request that started Payload: there
// `revalidateTag` does not throw, it records the tags on that request, which ended long ago (issue 15).
const recordedOnAnEndedRequest = vi.hoisted(() => [] as string[])
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => {
    recordedOnAnEndedRequest.push(tag)
  },
}))

import { expireTags } from '@/cms/hooks/revalidate'
import ShopMemoryCacheHandler from '@/lib/cache/cache-handler.mjs'

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>x</p>',
  headers: { 'x-next-cache-tags': tags },
})

describe('a job run in the context of a request that has ended', () => {
  it('still expires the tags in the shop server’s cache at once', async () => {
    delete process.env.DATABASE_URL
    const handler = new ShopMemoryCacheHandler({})
    await handler.set('/information/', page('cms:information'), {})
    await handler.set('/column/', page('cms:columns'), {})
    expireTags(['cms:information'])
    expect(recordedOnAnEndedRequest).toEqual(['cms:information'])
    expect(await handler.get('/information/')).toBeNull()
    expect(await handler.get('/column/')).not.toBeNull()
  })
})
