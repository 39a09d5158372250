/**
 * Publishing (or unpublishing, or deleting) content expires the cache tag of its collection, so every
 * cached storefront page that shows it is rendered afresh on its next request. Seeding and tests run
 * outside a Next request and pass `context.disableRevalidate`.
 */
import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { tagFor } from '@/lib/cache/tags'
import { logger } from '@/lib/log'

/** Expires cache tags now (stock changes call this through src/shop/inventory after their commit). */
export function expireTags(tags: readonly string[]) {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next server (CLI seed, local API scripts) there is no cache to expire.
      logger.debug('cache tag not expired outside Next', { tag, error })
    }
  }
}

function expire(slug: string) {
  const tag = tagFor(slug)
  if (tag) expireTags([tag])
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req }) => {
  if (req.context.disableRevalidate) return doc
  const status = (doc as { _status?: string })._status
  const wasPublished = (previousDoc as { _status?: string } | undefined)?._status === 'published'
  // Autosaved drafts do not change what the public sees, unless a published document went back to draft.
  if (status === undefined || status === 'published' || wasPublished) expire(collection.slug)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  if (!req.context.disableRevalidate) expire(collection.slug)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, req }) => {
  if (!req.context.disableRevalidate) expire(global.slug)
  return doc
}
