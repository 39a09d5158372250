import 'server-only'

import { notFound } from 'next/navigation'

import { getBrandLineup, getBrandOfProduct } from '@/app/_data/brands'
import { decodeSegment } from '@/lib/http/path-encoding'
import { brandStoryPath } from '@/shop/catalogue/brand-paths'
import { brandTabsOf } from '@/shop/catalogue/brand-tabs'
import { brandMenuData } from '@/shop/catalogue/brands'
import { productPath } from '@/shop/content/paths'

/**
 * What /beautycare/{code}/brand/ and its tabs share: the product's brand (not found for an unknown product or
 * one without a brand), the brand menu, the tab links and the breadcrumb up to the story.
 */
export async function loadBrandStory(rawCode: string) {
  const found = await getBrandOfProduct(decodeSegment(rawCode))
  if (!found) notFound()
  const { product, brand } = found
  const lineup = await getBrandLineup(brand.id)
  const storyHref = brandStoryPath(product.productCode)
  return {
    product,
    brand,
    menu: brandMenuData(brand, lineup),
    tabLinks: [
      { key: 'story', title: 'ブランドストーリー', href: storyHref },
      ...brandTabsOf(brand).map((t) => ({
        key: t.key,
        title: t.title,
        href: brandStoryPath(product.productCode, t.key),
      })),
    ],
    storyHref,
    crumbs: [
      { text: 'ビューティーケア', href: '/beautycare/' },
      { text: product.name, href: productPath(product.category, product.productCode) },
    ],
  }
}
