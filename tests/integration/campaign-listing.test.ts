/**
 * Where the shop points to its open campaigns (issue 26 §4: only typed URLs reached them): a published, running
 * campaign has a tile in the top page's campaign slot (GET pages/top too), an entry in the sitemap and a note on
 * the page of each product it offers (GET pages/products/{category}/{code} too); an upcoming, a draft, an ended
 * or a link-only campaign is in none of them. The reads are cached with the campaigns' tag, which the jobs at each
 * start and end expire: that is what makes an ended campaign disappear without a deploy.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Outside Next there is no incremental cache: cached reads run their function directly, and their tags are kept
// to be looked at.
const cacheTags = vi.hoisted(() => new Map<string, readonly string[]>())
vi.mock('server-only', () => ({}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <F extends (...args: never[]) => unknown>(
    fn: F,
    keys?: readonly string[],
    options?: { tags?: readonly string[] },
  ) => {
    cacheTags.set(keys?.[0] ?? '', options?.tags ?? [])
    return fn
  },
}))

import { GET as productDetail } from '@/app/api/pages/products/[productCategory]/[productCode]/route'
import { GET as topPage } from '@/app/api/pages/top/route'
import { campaignPagesTask } from '@/cms/jobs/campaign-pages'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { loadListedCampaigns, openCampaigns } from '@/shop/campaigns/campaign-listing'
import { buildSitemap } from '@/shop/site/sitemap'

import { apiRequest, testPayload } from './helpers'
import { createProduct } from './order-helper'

let payload: Payload
const DAY = 86_400_000

async function campaign(
  promotionId: string,
  options: {
    kind?: 'shopping' | 'apply'
    startsInDays: number
    endsInDays: number
    status?: 'published' | 'draft'
    linkKey?: string
    product?: number
  },
) {
  const now = Date.now()
  const kind = options.kind ?? 'shopping'
  return payload.create({
    collection: 'campaigns',
    draft: options.status === 'draft',
    data: {
      promotionId,
      kind,
      title: `一覧のキャンペーン ${promotionId}`,
      description: `説明 ${promotionId}`,
      startsAt: new Date(now + options.startsInDays * DAY).toISOString(),
      endsAt: new Date(now + options.endsInDays * DAY).toISOString(),
      landing: [{ blockType: 'hero', heading: 'キャンペーン' }],
      ...(options.product && kind === 'shopping'
        ? {
            offers: [
              { product: options.product, purchase: '0' as const, campaignPrice: 1000, maxQuantity: 3 },
            ],
          }
        : {}),
      ...(options.product && kind === 'apply'
        ? {
            samples: [
              { product: options.product, sampleName: 'お試し7日分', sampleCode: `sample-${promotionId}` },
            ],
          }
        : {}),
      ...(options.linkKey ? { linkKeys: [{ key: options.linkKey }] } : {}),
      _status: options.status ?? 'published',
    },
  })
}

const productId = async (code: string) =>
  (await payload.find({ collection: 'products', where: { productCode: { equals: code } }, depth: 0 }))
    .docs[0]!.id

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'cl-tea', { taxClass: 'food', price: 1500, stock: 50, name: 'リストのお茶' })
  await createProduct(payload, 'cl-serum', { taxClass: 'standard', price: 4000, stock: 50, name: '美容液' })
  await createProduct(payload, 'cl-other', { taxClass: 'food', price: 900, stock: 50 })
  const tea = await productId('cl-tea')
  const serum = await productId('cl-serum')
  await campaign('cl-running', { startsInDays: -2, endsInDays: 5, product: tea })
  await campaign('cl-sample', { kind: 'apply', startsInDays: -1, endsInDays: 9, product: serum })
  await campaign('cl-upcoming', { startsInDays: 2, endsInDays: 9, product: tea })
  await campaign('cl-ended', { startsInDays: -9, endsInDays: -1, product: tea })
  await campaign('cl-draft', { startsInDays: -1, endsInDays: 9, status: 'draft', product: tea })
  await campaign('cl-link-only', { startsInDays: -1, endsInDays: 9, linkKey: 'mail-2026', product: tea })
})

const listed = (titles: readonly { title: string }[]) =>
  titles.map((c) => c.title).filter((t) => t.startsWith('一覧のキャンペーン'))

describe('the open campaigns, where the shop points to them', () => {
  it('lists the published, started, not ended campaigns open to everyone, soonest ending first', async () => {
    const all = await loadListedCampaigns(payload)
    expect(all.map((c) => c.promotionId)).toEqual(
      expect.arrayContaining(['cl-running', 'cl-sample', 'cl-link-only']),
    )
    for (const hidden of ['cl-upcoming', 'cl-ended', 'cl-draft'])
      expect(all.map((c) => c.promotionId)).not.toContain(hidden)
    expect(listed(openCampaigns(all, new Date()))).toEqual([
      '一覧のキャンペーン cl-running',
      '一覧のキャンペーン cl-sample',
    ])
    // Read again after its end, the running one is gone.
    expect(listed(openCampaigns(all, new Date(Date.now() + 6 * DAY)))).toEqual([
      '一覧のキャンペーン cl-sample',
    ])
  })

  it('gives each open campaign a tile in the top page’s campaign slot (page data too)', async () => {
    const response = await topPage(apiRequest('pages/top'), { params: Promise.resolve({}) })
    const data = (await response.json()) as {
      campaignBanners: { key: string; title: string; href: string; subtitle: string }[]
    }
    const tiles = data.campaignBanners.filter((b) => b.title.startsWith('一覧のキャンペーン'))
    expect(tiles.map((b) => [b.title, b.href])).toEqual([
      ['一覧のキャンペーン cl-running', '/campaign/shopping/?promotionId=cl-running'],
      ['一覧のキャンペーン cl-sample', '/campaign/apply/?promotionId=cl-sample'],
    ])
    expect(tiles[0]!.subtitle).toMatch(/^説明 cl-running（\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\dまで）$/)
  })

  it('puts them in the sitemap under one heading', async () => {
    const map = buildSitemap([], [], undefined, openCampaigns(await loadListedCampaigns(payload), new Date()))
    const group = map.find((e) => e.title === '開催中のキャンペーン')
    expect(group?.href).toBeUndefined()
    expect(group?.children).toEqual(
      expect.arrayContaining([
        { title: '一覧のキャンペーン cl-running', href: '/campaign/shopping/?promotionId=cl-running' },
        { title: '一覧のキャンペーン cl-sample', href: '/campaign/apply/?promotionId=cl-sample' },
      ]),
    )
  })

  it('points a campaign product’s page to its campaign, and no other product’s', async () => {
    const detail = async (category: string, code: string) => {
      const response = await productDetail(apiRequest(`pages/products/${category}/${code}`), {
        params: Promise.resolve({ productCategory: category, productCode: code }),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { campaigns: { title: string; href: string; note: string }[] })
        .campaigns
    }
    expect(await detail('supplement', 'cl-tea')).toEqual([
      {
        title: '一覧のキャンペーン cl-running',
        href: '/campaign/shopping/?promotionId=cl-running',
        note: expect.stringMatching(/^この商品をキャンペーン特別価格でお求めいただけます（.+まで）。$/),
      },
    ])
    expect(await detail('beautycare', 'cl-serum')).toEqual([
      expect.objectContaining({
        href: '/campaign/apply/?promotionId=cl-sample',
        note: expect.stringContaining('無料サンプルをお申し込みいただけます'),
      }),
    ])
    expect(await detail('supplement', 'cl-other')).toEqual([])
  })

  it('caches every read that lists campaigns with the tag the start and end jobs expire', async () => {
    // Importing the read layer declares its cached reads.
    await import('@/app/_data/content')
    await import('@/app/_data/catalogue')
    for (const key of ['listed-campaigns', 'top-page'])
      expect(cacheTags.get(key), key).toContain(CACHE_TAGS.campaigns)
    const expired: string[] = []
    vi.doMock('@/cms/hooks/revalidate', () => ({ expireTags: (tags: string[]) => expired.push(...tags) }))
    vi.resetModules()
    const { campaignPagesTask: task } = await import('@/cms/jobs/campaign-pages')
    await (task.handler as (args: never) => Promise<unknown>)({} as never)
    expect(expired).toEqual([CACHE_TAGS.campaigns])
    expect(campaignPagesTask.slug).toBe(task.slug)
  })
})
