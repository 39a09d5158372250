import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getBrands } from '@/app/_data/brands'
import { shopChrome } from '@/app/_data/chrome'
import { groupBrandsByKind } from '@/shop/catalogue/brands'
import { BRANDS_INDEX_PATH } from '@/shop/catalogue/brand-paths'
import { BrandDirectory } from '@/ui/catalogue/brand/BrandDirectory'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

type Props = { params: Promise<{ rest?: string[] }> }

// An optional catch-all keeps /brands/ dynamic-on-first-request like other CMS routes: no database at build
// (docs/adr/004-caching.md). Only /brands/ itself exists.
export function generateStaticParams() {
  return []
}

export const metadata: Metadata = {
  title: 'ブランド一覧',
  description: 'スキンケアブランドとサプリメントのブランドをご紹介します。',
  alternates: { canonical: BRANDS_INDEX_PATH },
}

export default async function BrandsPage({ params }: Props) {
  if ((await params).rest?.length) notFound()
  const [chrome, brands] = await Promise.all([shopChrome(), getBrands()])
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: 'ブランド一覧' }]}>
      <PageTitle lead="それぞれの想いから生まれたブランドをご紹介します。">ブランド一覧</PageTitle>
      <BrandDirectory groups={groupBrandsByKind(brands)} />
    </NormalLayout>
  )
}
