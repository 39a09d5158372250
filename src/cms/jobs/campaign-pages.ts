/**
 * Expires the cached campaign pages at a campaign's start or end (queued by src/shop/campaigns/campaign-boundaries.ts
 * with `waitUntil`; docs/adr/045-campaigns.md).
 */
import type { TaskConfig } from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { CAMPAIGN_PAGES_TASK } from '@/shop/campaigns/campaign-boundaries'

export const campaignPagesTask: TaskConfig = {
  slug: CAMPAIGN_PAGES_TASK,
  label: 'キャンペーンの開始・終了（ページの更新）',
  retries: 2,
  handler: async () => {
    expireTags([CACHE_TAGS.campaigns])
    return { output: {} }
  },
}
