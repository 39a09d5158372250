import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { readCategoryPage } from '@/app/_data/catalogue'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@/shop/catalogue/codes'
import { parseListVariantSegment } from '@/shop/catalogue/list-query'
import { CategoryListView } from '@/ui/catalogue/CategoryListView'
import { NormalLayout } from '@/ui/layout/NormalLayout'

type Props = { params: Promise<{ category: string; variant: string }> }

/**
 * A product list's cached variant: /supplement/ and /beautycare/ (with their filter and sort queries) are rewritten
 * here by next.config.ts and src/proxy.ts (listVariantPath; docs/adr/004-caching.md). A route of its own rather
 * than a branch of the product route, so a list page does not load the product page's client code (ADR 037).
 */
export function generateStaticParams() {
  return []
}

const categoryOf = (value: string): ProductCategory | null =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value) ? (value as ProductCategory) : null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOf((await params).category)
  if (!category) return {}
  return { title: PRODUCT_CATEGORY_LABELS[category], alternates: { canonical: `/${category}/` } }
}

export default async function ProductListPage({ params }: Props) {
  const { category: rawCategory, variant } = await params
  const category = categoryOf(rawCategory)
  const query = parseListVariantSegment(decodeSegment(variant))
  if (!category || !query) notFound()
  const [chrome, data] = await Promise.all([shopChrome(), readCategoryPage(category, query)])
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: PRODUCT_CATEGORY_LABELS[category] }]}>
      <CategoryListView {...data} />
    </NormalLayout>
  )
}
