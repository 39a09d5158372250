import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { readProductPage, type ProductPageData } from '@/app/_data/catalogue'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@/shop/catalogue/codes'
import { ProductDetailView } from '@/ui/catalogue/ProductDetailView'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

import { addToCartAction } from '../cart/actions'

export type CategoryCodeProps = { params: Promise<{ code: string }> }

/**
 * /supplement/{code}/ and /beautycare/{code}/: a product page (the lists are src/app/(shop)/product-list/). A
 * beauty-care product with a brand shows the brand menu (spec §2), given by the beauty-care route so a supplement
 * page does not load its client code (docs/adr/037).
 */
export function categoryCodeRoute(
  category: ProductCategory,
  /** What the category shows above a product (the beauty-care brand menu); imported only by that category's route. */
  before?: (data: ProductPageData) => ReactNode,
) {
  const label = PRODUCT_CATEGORY_LABELS[category]

  async function generateMetadata({ params }: CategoryCodeProps): Promise<Metadata> {
    const code = decodeSegment((await params).code)
    const data = await readProductPage(category, code)
    if (!data) return {}
    const { product } = data
    return {
      title: product.name,
      description: product.summary ?? product.catchCopy ?? undefined,
      alternates: { canonical: product.href },
    }
  }

  async function CategoryCodePage({ params }: CategoryCodeProps) {
    const code = decodeSegment((await params).code)
    const chrome = await shopChrome()
    const data = await readProductPage(category, code)
    if (!data) notFound()
    const { product } = data
    return (
      <NormalLayout
        chrome={chrome}
        breadcrumb={[{ text: label, href: `/${category}/` }, { text: product.name }]}
      >
        <RefreshOnPublish />
        <TrackEvent kind="product_view" product={product.productCode} />
        <ProductDetailView
          product={product}
          inquiryPhone={data.inquiryPhone}
          jsonLd={data.jsonLd}
          campaigns={data.campaigns}
          before={before?.(data)}
          addToCart={addToCartAction}
        />
      </NormalLayout>
    )
  }

  return { generateMetadata, CategoryCodePage }
}
