import type { Metadata } from 'next'

import { getBrandOfProduct } from '@/app/_data/brands'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { brandStoryPath } from '@/shop/catalogue/brand-paths'
import { BrandHeader } from '@/ui/catalogue/brand/BrandHeader'
import { BrandMenu } from '@/ui/catalogue/brand/BrandMenu'
import { BrandTabNav } from '@/ui/catalogue/brand/BrandTabNav'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RichContent } from '@/app/_rich-text/RichContent'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

import { loadBrandStory } from './load'

type Props = { params: Promise<{ code: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getBrandOfProduct(decodeSegment((await params).code))
  if (!found) return { title: 'ページが見つかりません' }
  return {
    title: `${found.brand.name} ブランドストーリー`,
    description: found.brand.summary ?? found.brand.tagline ?? undefined,
    alternates: { canonical: brandStoryPath(found.product.productCode) },
  }
}

/** /beautycare/{code}/brand/: the story of the product's brand, with its tabs. */
export default async function BrandStoryPage({ params }: Props) {
  const [chrome, story] = await Promise.all([shopChrome(), loadBrandStory((await params).code)])
  const { brand } = story
  return (
    <NormalLayout chrome={chrome} breadcrumb={[...story.crumbs, { text: 'ブランドストーリー' }]}>
      <RefreshOnPublish />
      <BrandMenu {...story.menu} />
      <BrandHeader
        name={brand.name}
        tagline={brand.tagline}
        color={brand.color}
        eyebrow="ブランドストーリー"
      />
      <BrandTabNav brandName={brand.name} links={story.tabLinks} current="story" />
      <RichContent data={brand.story} />
    </NormalLayout>
  )
}
