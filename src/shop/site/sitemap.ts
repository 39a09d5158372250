/**
 * The human sitemap (/sitemap/), generated from the routes that really exist: the storefront's own routes,
 * the catalogue (brands and product detail pages from the published catalogue), the campaigns open now
 * (src/shop/campaigns/campaign-listing.ts) plus every published CMS page and column.
 */
import type { Payload } from 'payload'

import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type BrandKind } from '@/shop/catalogue/codes'
import { brandPath, columnPath, pagePath, productPath } from '@/shop/content/paths'
import { published } from '@/shop/content/read-options'

/** An entry links its page; a heading without a page of its own (the open campaigns) has no href. */
export type SitemapEntry = { title: string; href?: string; children?: SitemapEntry[] }

/** A campaign open now: its title and landing page. */
export type SitemapCampaign = { title: string; path: string }

export type SitemapCatalogue = {
  brands: readonly { code: string; name: string; kind: BrandKind }[]
  products: readonly { productCode: string; name: string; category: string }[]
}

const APP_ROUTES: SitemapEntry[] = [
  { title: 'トップ', href: '/' },
  { title: 'お知らせ', href: '/information/' },
  { title: 'お問い合わせ', href: '/inquiry/contact/' },
]

function catalogueEntries(catalogue: SitemapCatalogue): SitemapEntry[] {
  const categories: SitemapEntry[] = PRODUCT_CATEGORIES.map((category) => {
    const children = catalogue.products
      .filter((p) => p.category === category)
      .map((p) => ({ title: p.name, href: productPath(p.category, p.productCode) }))
    return {
      title: PRODUCT_CATEGORY_LABELS[category],
      href: `/${category}/`,
      ...(children.length ? { children } : {}),
    }
  })
  const brandChildren = catalogue.brands.map((b) => ({ title: b.name, href: brandPath(b.kind, b.code) }))
  return [
    ...categories,
    { title: 'ブランド一覧', href: '/brands/', ...(brandChildren.length ? { children: brandChildren } : {}) },
    { title: '商品検索', href: '/search/' },
    { title: 'カート', href: '/cart/' },
  ]
}

export function buildSitemap(
  pages: readonly { path: string; title: string; section?: string | null }[],
  columns: readonly { number: string; title: string }[],
  catalogue: SitemapCatalogue = { brands: [], products: [] },
  campaigns: readonly SitemapCampaign[] = [],
): SitemapEntry[] {
  const information = pages.filter((p) => p.section !== 'campaign')
  const tops = information.filter((p) => !p.path.includes('/'))
  const pageEntries: SitemapEntry[] = tops.map((p) => {
    const children = information
      .filter((c) => c.path.startsWith(`${p.path}/`))
      .map((c) => ({ title: c.title, href: pagePath(c.path) }))
    return { title: p.title, href: pagePath(p.path), ...(children.length ? { children } : {}) }
  })
  const columnEntry: SitemapEntry = {
    title: '健康と美容のコラム',
    href: '/column/',
    children: columns.map((c) => ({ title: `${c.number} ${c.title}`, href: columnPath(c.number) })),
  }
  const campaignEntries: SitemapEntry[] = campaigns.length
    ? [{ title: '開催中のキャンペーン', children: campaigns.map((c) => ({ title: c.title, href: c.path })) }]
    : []
  return [...APP_ROUTES, ...catalogueEntries(catalogue), ...campaignEntries, ...pageEntries, columnEntry]
}

/** The published brands and the published products not ended, in staff order, for the sitemap. */
export async function loadSitemapCatalogue(payload: Payload): Promise<SitemapCatalogue> {
  const [brands, products] = await Promise.all([
    payload.find({
      collection: 'brands',
      where: published,
      sort: ['order', 'code'],
      limit: 200,
      depth: 0,
      overrideAccess: false,
      select: { code: true, name: true, kind: true },
    }),
    payload.find({
      collection: 'products',
      where: { and: [published, { saleStatus: { not_equals: 'ended' } }] },
      sort: ['recommendOrder', 'productCode'],
      limit: 1000,
      depth: 0,
      overrideAccess: false,
      select: { productCode: true, name: true, category: true },
    }),
  ])
  return {
    brands: brands.docs.map((b) => ({ code: b.code, name: b.name, kind: b.kind })),
    products: products.docs.map((p) => ({ productCode: p.productCode, name: p.name, category: p.category })),
  }
}
