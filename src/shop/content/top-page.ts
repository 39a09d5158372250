import type { Payload } from 'payload'

import { campaignBanners, loadListedCampaigns, type CampaignBanner } from '@/shop/campaigns/campaign-listing'
import type { TopCategory } from '@/shop/site/top-category'

import { listBanners, type BannerData } from './chrome'
import { listColumns, type ColumnSummary } from './columns'
import { listInformation, type InformationSummary } from './information'
import { PUBLIC, type ReadMode } from './read-options'

export type TopPageData = {
  category: TopCategory
  heroBanners: BannerData[]
  /** The open campaigns' slot (src/shop/campaigns/campaign-listing.ts). */
  campaignBanners: CampaignBanner[]
  subBanners: BannerData[]
  information: InformationSummary[]
  columns: ColumnSummary[]
}

const COLUMN_THEME: Record<TopCategory, 'health' | 'skincare'> = { supplement: 'health', 'beauty-care': 'skincare' }

/**
 * Everything the top page shows for a category; the page and `GET /api/pages/top` both use it. A staff preview
 * (`mode.draft`) shows the drafts of its banners, notices and columns.
 */
export async function loadTopPage(
  payload: Payload,
  category: TopCategory,
  mode: ReadMode = PUBLIC,
  now: Date = new Date(),
): Promise<TopPageData> {
  const [banners, information, columns, campaigns] = await Promise.all([
    listBanners(payload, mode),
    listInformation(payload, { page: 1, limit: 5 }, mode),
    listColumns(payload, { limit: 20 }, mode),
    loadListedCampaigns(payload, now),
  ])
  const theme = COLUMN_THEME[category]
  // The category's own theme first, so a shopper who chose beauty care sees skincare columns first.
  const ordered = [...columns.items].sort((a, b) => Number(b.category === theme) - Number(a.category === theme))
  return {
    category,
    heroBanners: banners.filter((b) => b.placement === 'top-hero'),
    campaignBanners: campaignBanners(campaigns, now),
    subBanners: banners.filter((b) => b.placement === 'top-sub'),
    information: information.items,
    columns: ordered.slice(0, 3),
  }
}
