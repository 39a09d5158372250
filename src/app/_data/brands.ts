/**
 * Cached server reads of brands and the catalogue parts brand pages show. Public reads are tagged with the
 * catalogue tag (src/lib/cache/tags.ts), so publishing a brand or product expires them; in draft mode (staff
 * preview) brand documents are read fresh, drafts included.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { getShopPayload } from '@/cms/get-payload'
import { CACHE_TAGS } from '@/lib/cache/tags'
import {
  brandMenuData,
  findBrand,
  findBrandOfProduct,
  listBrandLineup,
  listBrands,
  type BrandMenuData,
} from '@/shop/catalogue/brands'
import { loadSitemapCatalogue } from '@/shop/site/sitemap'

import { readMode } from './content'

const tags = [CACHE_TAGS.brands]

export const getBrands = unstable_cache(async () => listBrands(await getShopPayload()), ['brands-all'], {
  tags,
})

const cachedBrand = unstable_cache(
  async (code: string) => findBrand(await getShopPayload(), code),
  ['brand'],
  {
    tags,
  },
)
export async function getBrand(code: string) {
  const mode = await readMode()
  return mode.draft ? findBrand(await getShopPayload(), code, mode) : cachedBrand(code)
}

/** Published products only, also in a preview: the lineup shows what shoppers can buy. */
export const getBrandLineup = unstable_cache(
  async (brandId: number) => listBrandLineup(await getShopPayload(), brandId),
  ['brand-lineup'],
  { tags },
)

const cachedBrandOfProduct = unstable_cache(
  async (productCode: string) => findBrandOfProduct(await getShopPayload(), productCode),
  ['brand-of-product'],
  { tags },
)
export async function getBrandOfProduct(productCode: string) {
  const mode = await readMode()
  return mode.draft
    ? findBrandOfProduct(await getShopPayload(), productCode, mode)
    : cachedBrandOfProduct(productCode)
}

/**
 * The props of <BrandMenu> for a beauty-care product's page, or null when the product has no (visible) brand.
 * Usage: `const menu = await brandMenuFor(code); {menu ? <BrandMenu {...menu} /> : null}`.
 */
export async function brandMenuFor(productCode: string): Promise<BrandMenuData | null> {
  const found = await getBrandOfProduct(productCode)
  if (!found) return null
  return brandMenuData(found.brand, await getBrandLineup(found.brand.id))
}

export const getSitemapCatalogue = unstable_cache(
  async () => loadSitemapCatalogue(await getShopPayload()),
  ['sitemap-catalogue'],
  { tags },
)
