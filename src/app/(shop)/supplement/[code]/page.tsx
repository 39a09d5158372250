import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { readCategoryPage, readProductPage } from '@/app/_data/catalogue'
import { shopChrome } from '@/app/_data/chrome'
import { parseListVariantSegment } from '@/shop/catalogue/list-query'
import { CategoryListView } from '@/ui/catalogue/CategoryListView'
import { ProductDetailView } from '@/ui/catalogue/ProductDetailView'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RefreshOnPublish } from '@/ui/preview/RefreshOnPublish'

type Props = { params: Promise<{ code: string }> }

const CATEGORY = 'supplement'
const LABEL = 'サプリメント'

// Rendered on first request and cached (docs/adr/004-caching.md).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = decodeURIComponent((await params).code)
  if (parseListVariantSegment(code)) return { title: LABEL, alternates: { canonical: `/${CATEGORY}/` } }
  const data = await readProductPage(CATEGORY, code)
  if (!data) return {}
  const { product } = data
  return {
    title: product.name,
    description: product.summary ?? product.catchCopy ?? undefined,
    alternates: { canonical: product.href },
  }
}

/** /supplement/{code}/: a product, or a cached filtered list variant (/supplement/list_…/, from the proxy). */
export default async function SupplementCodePage({ params }: Props) {
  const code = decodeURIComponent((await params).code)
  const chrome = await shopChrome()
  const query = parseListVariantSegment(code)
  if (query) {
    const data = await readCategoryPage(CATEGORY, query)
    return (
      <NormalLayout chrome={chrome} breadcrumb={[{ text: LABEL }]}>
        <CategoryListView {...data} />
      </NormalLayout>
    )
  }
  const data = await readProductPage(CATEGORY, code)
  if (!data) notFound()
  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[{ text: LABEL, href: `/${CATEGORY}/` }, { text: data.product.name }]}
    >
      <RefreshOnPublish />
      <ProductDetailView product={data.product} inquiryPhone={data.inquiryPhone} jsonLd={data.jsonLd} />
    </NormalLayout>
  )
}
