import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { readProductPage } from '@/app/_data/catalogue'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@/shop/catalogue/codes'
import { BrandMenu } from '@/ui/catalogue/brand/BrandMenu'
import { ProductDetailView } from '@/ui/catalogue/ProductDetailView'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RefreshOnPublish } from '@/ui/preview/RefreshOnPublish'

export type CategoryCodeProps = { params: Promise<{ code: string }> }

/**
 * /supplement/{code}/ and /beautycare/{code}/: a product page (the lists are src/app/(shop)/product-list/). A
 * beauty-care product with a brand shows the brand menu (spec §2).
 */
export function categoryCodeRoute(category: ProductCategory) {
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
    const brandMenu =
      category === 'beautycare' && product.brand ? (
        <BrandMenu
          brand={{ code: product.brand.code, name: product.brand.name }}
          products={data.brandLineup.map((p) => ({
            productCode: p.productCode,
            name: p.name,
            href: p.href,
            imageUrl: p.imageUrl,
            priceIncludingTax: p.price.includingTax,
          }))}
        />
      ) : null
    return (
      <NormalLayout
        chrome={chrome}
        breadcrumb={[{ text: label, href: `/${category}/` }, { text: product.name }]}
      >
        <RefreshOnPublish />
        <ProductDetailView
          product={product}
          inquiryPhone={data.inquiryPhone}
          jsonLd={data.jsonLd}
          before={brandMenu}
        />
      </NormalLayout>
    )
  }

  return { generateMetadata, CategoryCodePage }
}
