/**
 * Brands and what the storefront shows of them: the brand list, a brand page's document, its product lineup,
 * the brand of a beauty-care product and the brand menu's data (docs/adr/007-catalogue-model.md).
 */
import type { Payload, Where } from 'payload'

import type { Brand, Media, Product } from '@/cms/payload-types'
import { mediaPath } from '@/shop/content/media-path'
import { brandPath, productPath } from '@/shop/content/paths'
import { PUBLIC, published, type ReadMode } from '@/shop/content/read-options'
import { includingTax } from '@/shop/pricing'

import type { BrandKind } from './codes'
import { brandLineOf } from './inquiry-phone'

export type BrandSummary = Pick<
  Brand,
  'id' | 'code' | 'name' | 'kind' | 'groupKey' | 'tagline' | 'summary' | 'color' | 'order'
> & { href: string }

export type BrandKindGroup = { kind: BrandKind; title: string; brands: BrandSummary[] }

/** /brands/ lists skincare brands first, then the supplement brand groups. */
export const BRAND_KIND_TITLES: Record<BrandKind, string> = {
  skincare: 'スキンケアブランド',
  supplement: 'サプリメント',
}
const KIND_ORDER: readonly BrandKind[] = ['skincare', 'supplement']

const byOrderThenCode = (a: BrandSummary, b: BrandSummary) =>
  (a.order ?? 100) - (b.order ?? 100) || a.code.localeCompare(b.code)

/** Published brands, in staff order; only one kind when asked. */
export async function listBrands(payload: Payload, kind?: BrandKind): Promise<BrandSummary[]> {
  const result = await payload.find({
    collection: 'brands',
    where: kind ? { and: [published, { kind: { equals: kind } }] } : published,
    sort: ['order', 'code'],
    limit: 200,
    depth: 0,
    overrideAccess: false,
    select: {
      code: true,
      name: true,
      kind: true,
      groupKey: true,
      tagline: true,
      summary: true,
      color: true,
      order: true,
    },
  })
  return result.docs.map((b) => ({
    id: b.id,
    code: b.code,
    name: b.name,
    kind: b.kind,
    groupKey: b.groupKey,
    tagline: b.tagline ?? null,
    summary: b.summary ?? null,
    color: b.color ?? null,
    order: b.order ?? null,
    href: brandPath(b.kind, b.code),
  }))
}

/** Groups of /brands/, empty kinds left out. */
export function groupBrandsByKind(brands: readonly BrandSummary[]): BrandKindGroup[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    title: BRAND_KIND_TITLES[kind],
    brands: brands.filter((b) => b.kind === kind).sort(byOrderThenCode),
  })).filter((g) => g.brands.length > 0)
}

/** One brand by code: published for the public, the latest draft in a staff preview. */
export async function findBrand(
  payload: Payload,
  code: string,
  mode: ReadMode = PUBLIC,
): Promise<Brand | null> {
  const byCode: Where = { code: { equals: code } }
  const result = await payload.find({
    collection: 'brands',
    where: mode.draft ? byCode : { and: [published, byCode] },
    limit: 1,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  return result.docs[0] ?? null
}

export type LineupItem = {
  productCode: string
  name: string
  category: Product['category']
  catchCopy: string | null
  href: string
  imageUrl: string | null
  imageAlt: string | null
  /** 総額表示: the tax-included one-time price. */
  priceIncludingTax: number
  /** The tax-included regular-delivery price, when the product offers regular delivery. */
  regularPriceIncludingTax: number | null
}

type LineupSource = Pick<
  Product,
  | 'productCode'
  | 'name'
  | 'category'
  | 'catchCopy'
  | 'images'
  | 'taxClass'
  | 'price'
  | 'regularPrice'
  | 'regularCycles'
>

function firstImage(images: Product['images']): Media | null {
  const first = images?.[0]
  return first && typeof first === 'object' ? first : null
}

export function toLineupItem(p: LineupSource): LineupItem {
  const image = firstImage(p.images)
  const offersRegular = typeof p.regularPrice === 'number' && (p.regularCycles?.length ?? 0) > 0
  return {
    productCode: p.productCode,
    name: p.name,
    category: p.category,
    catchCopy: p.catchCopy ?? null,
    href: productPath(p.category, p.productCode),
    imageUrl: mediaPath(image?.sizes?.thumbnail?.url ?? image?.url),
    imageAlt: image?.alt ?? null,
    priceIncludingTax: includingTax(p.price, p.taxClass),
    regularPriceIncludingTax:
      offersRegular && typeof p.regularPrice === 'number' ? includingTax(p.regularPrice, p.taxClass) : null,
  }
}

/** The brand's published products still on sale or coming, in 「おすすめ順」 (recommendOrder). */
export async function listBrandLineup(payload: Payload, brandId: number): Promise<LineupItem[]> {
  const result = await payload.find({
    collection: 'products',
    where: {
      and: [published, { brand: { equals: brandId } }, { saleStatus: { not_equals: 'ended' } }],
    },
    sort: ['recommendOrder', 'productCode'],
    limit: 200,
    depth: 1,
    overrideAccess: false,
    select: {
      productCode: true,
      name: true,
      category: true,
      catchCopy: true,
      images: true,
      taxClass: true,
      price: true,
      regularPrice: true,
      regularCycles: true,
    },
  })
  return result.docs.map((p) => toLineupItem(p as LineupSource))
}

export type ProductBrand = {
  product: Pick<Product, 'productCode' | 'name' | 'category'>
  brand: Brand
}

/**
 * The brand of a beauty-care product (/beautycare/{code}/brand/): null for an unknown product, a supplement,
 * a product without a brand, or a brand the reader may not see. Drafts of both in a staff preview.
 */
export async function findBrandOfProduct(
  payload: Payload,
  productCode: string,
  mode: ReadMode = PUBLIC,
): Promise<ProductBrand | null> {
  const match: Where = {
    and: [{ productCode: { equals: productCode } }, { category: { equals: 'beautycare' } }],
  }
  const products = await payload.find({
    collection: 'products',
    where: mode.draft ? match : { and: [published, match] },
    limit: 1,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
    select: { productCode: true, name: true, category: true, brand: true },
  })
  const product = products.docs[0]
  const brandRef = product?.brand
  if (!product || brandRef === null || brandRef === undefined) return null
  const brandId = typeof brandRef === 'object' ? brandRef.id : brandRef
  const byId: Where = { id: { equals: brandId } }
  const brands = await payload.find({
    collection: 'brands',
    where: mode.draft ? byId : { and: [published, byId] },
    limit: 1,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  const brand = brands.docs[0]
  if (!brand) return null
  return {
    product: { productCode: product.productCode, name: product.name, category: product.category },
    brand,
  }
}

/** The props of the brand menu (src/ui/catalogue/brand/BrandMenu.tsx), plain and serialisable. */
export type BrandMenuData = {
  brand: { code: string; name: string }
  products: {
    productCode: string
    name: string
    href: string
    imageUrl: string | null
    priceIncludingTax: number
  }[]
}

export function brandMenuData(
  brand: Pick<Brand, 'code' | 'name'>,
  lineup: readonly LineupItem[],
): BrandMenuData {
  return {
    brand: { code: brand.code, name: brand.name },
    products: lineup.map((p) => ({
      productCode: p.productCode,
      name: p.name,
      href: p.href,
      imageUrl: p.imageUrl,
      priceIncludingTax: p.priceIncludingTax,
    })),
  }
}

/** The toll-free group of a brand among the site settings' brand groups (footer, spec §6): inquiry-phone.ts's mapping. */
export function brandContactOf<G extends { key: string }>(
  brand: Pick<Brand, 'groupKey'>,
  groups: readonly G[],
): G | null {
  return brandLineOf(brand.groupKey, groups)
}
