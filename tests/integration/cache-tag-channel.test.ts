/**
 * The cache's link between instances on PostgreSQL (docs/adr/040-several-instances.md): a tag published by one
 * instance reaches every listening one, and a listener whose connection is cut comes back and tells its cache to
 * drop everything (a notification may have been missed meanwhile). On SQLite there is no channel.
 */
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { createTagChannel } from '@/cms/cache-tag-channel.mjs'

const url = process.env.DATABASE_URL ?? ''
const onPostgres = /^postgres(ql)?:\/\//.test(url)

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

type Channel = ReturnType<typeof createTagChannel>
const open: Channel[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()))
})

function instance() {
  const seen: string[][] = []
  const state = { resyncs: 0 }
  const channel = createTagChannel({
    connectionString: url,
    onTags: (tags) => seen.push(tags),
    onResync: () => state.resyncs++,
    retryMs: 50,
    warn: () => {},
  })
  open.push(channel)
  return { channel, seen, state }
}

describe.skipIf(!onPostgres)('cache tags shared through PostgreSQL', () => {
  it('a tag published by one instance reaches the others (and itself)', async () => {
    const a = instance()
    const b = instance()
    await until(() => a.channel.listening() && b.channel.listening())
    await a.channel.publish(['cms:information', 'cms:chrome'])
    await until(() => b.seen.length === 1 && a.seen.length === 1)
    expect(b.seen[0]).toEqual(['cms:information', 'cms:chrome'])
  })

  it('a listener whose connection is cut listens again and resyncs its cache', async () => {
    const a = instance()
    const b = instance()
    await until(() => a.channel.listening() && b.channel.listening())
    expect(b.state.resyncs).toBe(1)
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name LIKE 'shop-cache-%' AND datname = current_database()`,
      )
    } finally {
      await admin.end()
    }
    await until(() => b.state.resyncs === 2 && b.channel.listening())
    // The publishing connection was cut as well: publishing opens a new one.
    await a.channel.publish(['cms:catalogue'])
    await until(() => b.seen.some((tags) => tags.includes('cms:catalogue')))
  })
})

describe.skipIf(onPostgres)('cache tags on SQLite', () => {
  it('the handler opens no channel: expiry stays in the process', async () => {
    const { default: Handler } = await import('@/lib/cache/cache-handler.mjs')
    const handler = new Handler({})
    await handler.set('/x', { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'cms:pages' } }, {})
    await handler.revalidateTag('cms:pages')
    expect(await handler.get('/x')).toBeNull()
    const state = (globalThis as Record<symbol, { channel?: unknown }>)[
      Symbol.for('wellness-shop.cache-handler')
    ]
    expect(state?.channel).toBeUndefined()
  })
})
