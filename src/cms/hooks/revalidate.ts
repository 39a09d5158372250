/**
 * Publishing (or unpublishing, or deleting) content expires the cache tag of its collection, so every
 * cached storefront page that shows it is rendered afresh on its next request. Seeding and tests run
 * outside a Next request and pass `context.disableRevalidate`.
 */
import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { afterCommitOf } from '@/cms/transaction'
import { expireEverywhere, servesPages } from '@/lib/cache/cache-handler.mjs'
import { tagFor } from '@/lib/cache/tags'
import { logger } from '@/lib/log'

/**
 * Whether this process expires tags itself, not only through the Next request it may run in: a shop server (its job
 * runs: scheduled publishing, the regular-delivery engine's stock changes) and the job worker (`npm run jobs`, whose
 * changes reach the servers through PostgreSQL; docs/adr/040-several-instances.md). Scripts and tests do not.
 */
const expiresOutsideRequests = () => servesPages() || process.env.SHOP_EXPIRE_OUTSIDE_REQUESTS === '1'

/**
 * Expires cache tags now (stock changes call this through src/shop/inventory after their commit).
 *
 * `revalidateTag` alone is not enough in a shop server: it records the tags on the Next request it runs in, and they
 * are applied when that request ends. A job (scheduled publishing) runs on Payload's cron, which Payload starts while
 * serving the request that first needed it, and timers inherit that request's context: `revalidateTag` then
 * "succeeds" on a request that ended long ago and nothing expires (issue 15: a scheduled notice on its own page but not
 * on the cached /information/). So a process that serves pages (or the job worker) also expires the tags itself, at
 * once; in a live request Next expires them again when the request ends, after the change is committed.
 */
export function expireTags(tags: readonly string[]) {
  const list = [...new Set(tags)]
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next request there is no request whose end expires the tag.
      logger.debug('cache tag expired outside a Next request', { tag, error })
    }
  }
  if (list.length && expiresOutsideRequests()) {
    expireEverywhere(list).catch((error: unknown) => logger.error('cache tags not expired', { error }))
  }
}

/** Hooks run before their operation commits: the tag is expired after the commit, never before it. */
async function expire(slug: string, req: PayloadRequest) {
  const tag = tagFor(slug)
  if (tag) await afterCommitOf(req, () => expireTags([tag]))
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  if (req.context.disableRevalidate) return doc
  const status = (doc as { _status?: string })._status
  const wasPublished = (previousDoc as { _status?: string } | undefined)?._status === 'published'
  // Autosaved drafts do not change what the public sees, unless a published document went back to draft.
  if (status === undefined || status === 'published' || wasPublished) await expire(collection.slug, req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (!req.context.disableRevalidate) await expire(collection.slug, req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  if (!req.context.disableRevalidate) await expire(global.slug, req)
  return doc
}
