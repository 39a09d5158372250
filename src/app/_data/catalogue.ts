/**
 * Cached reads of the catalogue (docs/adr/004-caching.md): the whole published catalogue is one
 * `unstable_cache` entry tagged CACHE_TAGS.products, which publishing any product, brand, purpose or
 * ingredient expires. Lists, detail, search and the API are pure functions over it (src/shop/catalogue).
 * In draft mode (staff preview) reads bypass the cache and see drafts.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { getShopPayload } from '@/cms/get-payload'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { env } from '@/lib/config/env'
import { campaignsForProduct, type ProductCampaign } from '@/shop/campaigns/campaign-listing'
import type { ProductCategory } from '@/shop/catalogue/codes'
import {
  brandLineup,
  findProduct,
  productListPage,
  recommendedProducts,
  type ProductListPage,
} from '@/shop/catalogue/catalogue-queries'
import { loadCatalogue } from '@/shop/catalogue/catalogue-reader'
import { searchCatalogue } from '@/shop/catalogue/catalogue-search'
import type {
  Catalogue,
  CatalogueBrand,
  ProductDetail,
  ProductSummary,
} from '@/shop/catalogue/catalogue-types'
import { productInquiryPhone, type InquiryPhone } from '@/shop/catalogue/inquiry-phone'
import { EMPTY_LIST_QUERY, type ListQuery } from '@/shop/catalogue/list-query'
import { productJsonLd } from '@/shop/catalogue/product-json-ld'

import { getListedCampaigns } from './campaigns'
import { getChrome, getFaqs, readMode } from './content'

/** The published catalogue, cached (API routes and cached pages). */
export const getCatalogue: () => Promise<Catalogue> = unstable_cache(
  async () => loadCatalogue(await getShopPayload()),
  ['catalogue'],
  { tags: [CACHE_TAGS.products] },
)

/** For pages: the cached catalogue, or the drafts in a staff preview. */
export async function readCatalogue(): Promise<Catalogue> {
  const mode = await readMode()
  return mode.draft ? loadCatalogue(await getShopPayload(), mode) : getCatalogue()
}

/** Search over the cached catalogue and the cached FAQs (the search page itself is dynamic). */
export async function searchShop(input: { keyword: string; faqPage: number; allResultPage?: number | null }) {
  const [catalogue, faqs] = await Promise.all([getCatalogue(), getFaqs()])
  return searchCatalogue(catalogue, faqs, input)
}

export type CategoryPageData = {
  page: ProductListPage
  query: ListQuery
  brands: CatalogueBrand[]
}

/** A category list page: every product the list may show (the page's browser filters them by query). */
export async function readCategoryPage(
  category: ProductCategory,
  query: ListQuery,
): Promise<CategoryPageData> {
  const catalogue = await readCatalogue()
  return {
    page: productListPage(catalogue, category, EMPTY_LIST_QUERY),
    query,
    brands: category === 'beautycare' ? catalogue.brands.filter((b) => b.kind === 'skincare') : [],
  }
}

export type ProductPageData = {
  product: ProductDetail
  inquiryPhone: InquiryPhone
  jsonLd: Record<string, unknown>
  brandLineup: ProductSummary[]
  /** The open campaigns that sell this product at their price or give its sample. */
  campaigns: ProductCampaign[]
}

/** A product detail page, or null when the code is not a product of this category. */
export async function readProductPage(
  category: ProductCategory,
  code: string,
): Promise<ProductPageData | null> {
  const [catalogue, chrome] = await Promise.all([readCatalogue(), getChrome()])
  const product = findProduct(catalogue, category, code)
  if (!product) return null
  return {
    campaigns: campaignsForProduct(await getListedCampaigns(), product.productCode, new Date()),
    product,
    // The page is cached for everyone, so it shows the guests' line; kankeisha see theirs once signed in. A
    // brand's product gets its group's line as the footer lists it (ADR 054).
    inquiryPhone: productInquiryPhone(
      {
        isKankeisha: false,
        isSpecialProduct: product.isSpecialProduct,
        brandGroupKey: product.brand?.groupKey,
      },
      chrome.brandGroups,
    ),
    jsonLd: productJsonLd(product, env.SITE_URL),
    brandLineup: product.brand ? brandLineup(catalogue, product.brand.code) : [],
  }
}

/** Products for the top page's 「おすすめ商品」. */
export async function readRecommended(category: ProductCategory, limit = 8): Promise<ProductSummary[]> {
  return recommendedProducts(await getCatalogue(), category, limit)
}
