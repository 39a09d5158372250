// @ts-check
/**
 * Next's cache (ISR pages, route responses, unstable_cache data) kept in this process's memory instead of
 * .next/ on disk. On disk, every `next start` sharing a build would serve pages cached from another
 * database (the demo after the tests, say); in memory, each server starts cold and renders from its own
 * database. Entries are indexed by their tags so a publish expires them (docs/adr/004-caching.md).
 * For several instances, replace this with a shared store (Redis) keeping the same tag index.
 */

const MAX_ENTRIES = Number(process.env.SHOP_CACHE_MAX_ENTRIES ?? 5000)

/** @type {Map<string, { value: unknown, lastModified: number, tags: string[] }>} */
const store = new Map()

/** @param {any} data @param {{ tags?: string[] } | undefined} ctx */
function tagsOf(data, ctx) {
  const tags = new Set(ctx?.tags ?? [])
  const header = data?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t)
  return [...tags]
}

export default class ShopMemoryCacheHandler {
  /** @param {unknown} _options */
  constructor(_options) {}

  /** @param {string} key */
  async get(key) {
    const entry = store.get(key)
    if (!entry) return null
    // Re-insert to keep recently used entries at the end (eviction takes the oldest first).
    store.delete(key)
    store.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified, tags: entry.tags }
  }

  /** @param {string} key @param {any} data @param {{ tags?: string[] }} ctx */
  async set(key, data, ctx) {
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
    const expired = new Set([tags].flat())
    for (const [key, entry] of store) {
      if (entry.tags.some((t) => expired.has(t))) store.delete(key)
    }
  }

  resetRequestCache() {}
}
