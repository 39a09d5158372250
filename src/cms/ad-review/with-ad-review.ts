/**
 * Puts the advertising-law check on a reviewed collection (issue 27): the publish gate as its last beforeChange
 * hook, and the findings panel at the top of the edit view's sidebar. payload.config.ts runs every collection
 * through it; collections not in REVIEWED_COLLECTIONS pass unchanged.
 */
import type { CollectionConfig } from 'payload'

import { adReviewGate } from './review-hooks'
import { isReviewedCollection } from './reviewed-collections'

export function withAdReview(config: CollectionConfig): CollectionConfig {
  if (!isReviewedCollection(config.slug)) return config
  return {
    ...config,
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), adReviewGate] },
    fields: [
      {
        name: 'adReviewPanel',
        type: 'ui',
        admin: {
          position: 'sidebar',
          components: { Field: '/cms/ad-review/admin/FindingsPanel#FindingsPanel' },
        },
      },
      ...config.fields,
    ],
  }
}
