import { describe, expect, it } from 'vitest'

import {
  campaignBanners,
  campaignsForProduct,
  openCampaigns,
  type ListedCampaign,
} from '@/shop/campaigns/campaign-listing'
import { buildSitemap } from '@/shop/site/sitemap'

const NOW = new Date('2026-12-10T03:00:00.000Z')

const listed = (over: Partial<ListedCampaign> & { promotionId: string }): ListedCampaign => ({
  kind: 'shopping',
  title: `キャンペーン ${over.promotionId}`,
  description: null,
  path: `/campaign/shopping/?promotionId=${over.promotionId}`,
  // 2026-12-01 00:00 to 2026-12-26 00:00 in Japan.
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-25T15:00:00.000Z',
  offerCodes: [],
  sampleCodes: [],
  restricted: false,
  ...over,
})

const running = listed({ promotionId: 'winter', description: '冬の特別価格', offerCodes: ['herbtea-assort'] })
const sample = listed({
  promotionId: 'sample',
  kind: 'apply',
  path: '/campaign/apply/?promotionId=sample',
  sampleCodes: ['sesamin-ex'],
})
const linkOnly = listed({ promotionId: 'mail', restricted: true, offerCodes: ['herbtea-assort'] })
const later = listed({
  promotionId: 'spring',
  startsAt: '2027-02-28T15:00:00.000Z',
  endsAt: '2027-03-31T15:00:00.000Z',
})

describe('open campaigns (issue 26 §4)', () => {
  it('are the running ones open to everyone: not before the start, not from the end, never link-only', () => {
    const all = [running, sample, linkOnly, later]
    expect(openCampaigns(all, NOW).map((c) => c.promotionId)).toEqual(['winter', 'sample'])
    expect(openCampaigns(all, new Date('2026-11-30T14:59:59.999Z'))).toEqual([])
    // The end is exclusive: at 0:00 on the 26th in Japan it is over.
    expect(openCampaigns(all, new Date('2026-12-25T15:00:00.000Z'))).toEqual([])
    expect(openCampaigns(all, new Date('2027-03-01T00:00:00.000Z')).map((c) => c.promotionId)).toEqual([
      'spring',
    ])
  })

  it('each has a tile in the top page’s campaign slot, with its last minute', () => {
    expect(campaignBanners([running, linkOnly], NOW)).toEqual([
      {
        key: 'campaign-shopping-winter',
        title: 'キャンペーン winter',
        subtitle: '冬の特別価格（2026年12月25日 23:59まで）',
        href: '/campaign/shopping/?promotionId=winter',
        tone: 'orange',
      },
    ])
    expect(campaignBanners([sample], NOW)[0]?.subtitle).toBe('2026年12月25日 23:59まで')
  })

  it('a product’s page points to the campaigns that sell it at their price or give its sample', () => {
    const all = [running, sample, linkOnly]
    expect(campaignsForProduct(all, 'herbtea-assort', NOW)).toEqual([
      {
        title: 'キャンペーン winter',
        href: '/campaign/shopping/?promotionId=winter',
        note: 'この商品をキャンペーン特別価格でお求めいただけます（2026年12月25日 23:59まで）。',
      },
    ])
    expect(campaignsForProduct(all, 'sesamin-ex', NOW)[0]?.note).toContain('無料サンプル')
    expect(campaignsForProduct(all, 'dha-epa', NOW)).toEqual([])
    expect(campaignsForProduct(all, 'herbtea-assort', new Date('2026-12-26T00:00:00.000Z'))).toEqual([])
  })

  it('the sitemap lists them under one heading, and has no heading without them', () => {
    const map = buildSitemap(
      [],
      [],
      undefined,
      openCampaigns([running, sample], NOW).map((c) => ({ title: c.title, path: c.path })),
    )
    expect(map.find((e) => e.title === '開催中のキャンペーン')).toEqual({
      title: '開催中のキャンペーン',
      children: [
        { title: 'キャンペーン winter', href: '/campaign/shopping/?promotionId=winter' },
        { title: 'キャンペーン sample', href: '/campaign/apply/?promotionId=sample' },
      ],
    })
    expect(buildSitemap([], []).some((e) => e.title === '開催中のキャンペーン')).toBe(false)
  })
})
