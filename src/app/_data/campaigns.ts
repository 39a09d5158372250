/**
 * Cached reads of campaigns for their landing pages (docs/adr/045-campaigns.md), tagged so a publish, a change of
 * the A/B mode, or a campaign's start or end (a job) expires them. A staff preview reads the latest draft.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { getShopPayload } from '@/cms/get-payload'
import { CACHE_TAGS } from '@/lib/cache/tags'
import type { AbTestMode } from '@/shop/campaigns/ab-test'
import { abTestModeOf, findCampaign, type LandingCampaign } from '@/shop/campaigns/campaign-content'
import type { CampaignKind } from '@/shop/campaigns/campaign-kinds'
import { loadListedCampaigns, type ListedCampaign } from '@/shop/campaigns/campaign-listing'

import { readMode } from './content'

const cachedCampaign = unstable_cache(
  async (kind: CampaignKind, key: string) => findCampaign(await getShopPayload(), kind, key),
  ['campaign'],
  { tags: [CACHE_TAGS.campaigns] },
)

/** The published campaign, cached; the latest draft in a staff preview (with `draft`). */
export async function readCampaign(
  kind: CampaignKind,
  key: string,
): Promise<{ campaign: LandingCampaign | null; draft: boolean }> {
  const mode = await readMode()
  const campaign = mode.draft
    ? await findCampaign(await getShopPayload(), kind, key, mode)
    : await cachedCampaign(kind, key)
  return { campaign, draft: mode.draft }
}

export const getAbTestMode = unstable_cache(
  async (): Promise<AbTestMode> => abTestModeOf(await getShopPayload()),
  ['campaign-settings'],
  { tags: [CACHE_TAGS['campaign-settings']] },
)

/**
 * The campaigns the shop's pages point to (not ended when read; campaign-listing.ts filters by the time of the
 * render). A start or an end expires it with the pages that show it (the boundary jobs, a publish).
 */
export const getListedCampaigns: () => Promise<ListedCampaign[]> = unstable_cache(
  async () => loadListedCampaigns(await getShopPayload()),
  ['listed-campaigns'],
  { tags: [CACHE_TAGS.campaigns] },
)
