// @ts-check
/**
 * Next's cache (ISR pages, route responses, unstable_cache data) kept in this process's memory instead of
 * .next/ on disk. On disk, every `next start` sharing a build would serve pages cached from another
 * database (the demo after the tests, say); in memory, each server starts cold and renders from its own
 * database. Entries are indexed by their tags so a publish expires them (docs/adr/004-caching.md).
 *
 * Several instances on one PostgreSQL (docs/adr/040-several-instances.md): entries stay in each instance's memory,
 * and an expired tag is also sent to the others through the database (src/cms/cache-tag-channel.mjs, LISTEN/NOTIFY),
 * so a publish on one instance expires the pages of all. On SQLite (one instance) the handler stays in-process.
 */

const MAX_ENTRIES = Number(process.env.SHOP_CACHE_MAX_ENTRIES ?? 5000)

/**
 * One store per process, whichever copy of this module Next loaded (it loads the handler by itself, and builds a
 * handler object per request): kept on globalThis.
 * @typedef {{ value: unknown, lastModified: number, tags: string[] }} Entry
 * @typedef {{ publish: (tags: string[]) => Promise<void>, listening: () => boolean }} Channel
 * @typedef {{ store: Map<string, Entry>, channel?: Promise<Channel | undefined>, expire: (tags: string[]) => void, servesPages?: boolean }} Shared
 */
const SHARED = Symbol.for('wellness-shop.cache-handler')
const holder = /** @type {{ [SHARED]?: Shared }} */ (globalThis)

/** @returns {Shared} */
function shared() {
  const existing = holder[SHARED]
  if (existing) return existing
  /** @type {Map<string, Entry>} */
  const store = new Map()
  /** @type {Shared} */
  const created = {
    store,
    expire(tags) {
      const expired = new Set(tags)
      if (expired.size === 0) return
      for (const [key, entry] of store) {
        if (entry.tags.some((t) => expired.has(t))) store.delete(key)
      }
    },
  }
  holder[SHARED] = created
  return created
}

const usesPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/** The PostgreSQL channel, opened on first use by a running server (never by `next build`). */
function channel() {
  const state = shared()
  if (state.channel) return state.channel
  if (!usesPostgres() || process.env.NEXT_PHASE === 'phase-production-build') return undefined
  state.channel = import('../../cms/cache-tag-channel.mjs').then(
    ({ createTagChannel }) =>
      createTagChannel({
        connectionString: /** @type {string} */ (process.env.DATABASE_URL),
        onTags: (tags) => state.expire(tags),
        onResync: () => state.store.clear(),
      }),
    (error) => {
      console.error(`cache tags: cannot share expiry between instances: ${error?.message ?? error}`)
      return undefined
    },
  )
  return state.channel
}

/** @param {any} data @param {{ tags?: string[] } | undefined} ctx */
function tagsOf(data, ctx) {
  const tags = new Set(ctx?.tags ?? [])
  const header = data?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t)
  return [...tags]
}

/**
 * Expires tags in this process's cache and, on PostgreSQL, in every other instance's. Next calls it through
 * `revalidateTag` at the end of a request; src/cms/hooks/revalidate.ts calls it for changes made outside a request
 * (jobs: scheduled publishing, the regular-delivery engine's stock changes).
 * @param {string[]} tags
 */
export async function expireEverywhere(tags) {
  const list = [...new Set(tags)]
  shared().expire(list)
  const link = await channel()
  if (!link) return
  try {
    await link.publish(list)
  } catch (error) {
    console.error(
      `cache tags: ${list.join(',')} expired here but not sent to the other instances: ${
        error instanceof Error ? error.message : String(error)
      }`,
    )
  }
}

/** True when Next loaded this handler in this process (a shop server, not a script or a test). */
export const servesPages = () => Boolean(holder[SHARED]?.servesPages)

export default class ShopMemoryCacheHandler {
  /** @param {unknown} _options */
  constructor(_options) {
    shared().servesPages = true
    // Listening starts with the first handler, so another instance's publish reaches this one from the start.
    void channel()
  }

  /** @param {string} key */
  async get(key) {
    const { store } = shared()
    const entry = store.get(key)
    if (!entry) return null
    // Re-insert to keep recently used entries at the end (eviction takes the oldest first).
    store.delete(key)
    store.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified, tags: entry.tags }
  }

  /** @param {string} key @param {any} data @param {{ tags?: string[] }} ctx */
  async set(key, data, ctx) {
    const { store } = shared()
    if (data === null) {
      store.delete(key)
      return
    }
    store.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) })
    while (store.size > MAX_ENTRIES) {
      const oldest = store.keys().next().value
      if (oldest === undefined) break
      store.delete(oldest)
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await expireEverywhere([tags].flat())
  }

  resetRequestCache() {}
}
