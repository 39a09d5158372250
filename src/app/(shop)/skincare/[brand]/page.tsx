import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getBrand, getBrandLineup } from '@/app/_data/brands'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { brandContentPath, BRANDS_INDEX_PATH } from '@/shop/catalogue/brand-paths'
import { storyExcerpt } from '@/shop/catalogue/brand-story'
import { brandMenuData } from '@/shop/catalogue/brands'
import { brandPath } from '@/shop/content/paths'
import { BrandHeader } from '@/ui/catalogue/brand/BrandHeader'
import { BrandMenu } from '@/ui/catalogue/brand/BrandMenu'
import { BrandLead, BrandSection } from '@/ui/catalogue/brand/BrandSection'
import { LineupCards } from '@/ui/catalogue/brand/LineupCards'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

type Props = { params: Promise<{ brand: string }> }

export function generateStaticParams() {
  return []
}

async function skincareBrand(params: Props['params']) {
  const brand = await getBrand(decodeSegment((await params).brand))
  return brand?.kind === 'skincare' ? brand : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await skincareBrand(params)
  if (!brand) return { title: 'ページが見つかりません' }
  return {
    title: `${brand.name} 商品ラインナップ`,
    description: brand.summary ?? brand.tagline ?? undefined,
    alternates: { canonical: brandPath(brand.kind, brand.code) },
  }
}

/** /skincare/{brand}/: a skincare brand's lineup page. */
export default async function SkincareBrandPage({ params }: Props) {
  const brand = await skincareBrand(params)
  if (!brand) notFound()
  const [chrome, lineup] = await Promise.all([shopChrome(), getBrandLineup(brand.id)])
  const excerpt = storyExcerpt(brand.story)

  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[{ text: 'ブランド一覧', href: BRANDS_INDEX_PATH }, { text: brand.name }]}
    >
      <RefreshOnPublish />
      <BrandMenu {...brandMenuData(brand, lineup)} />
      <BrandHeader name={brand.name} tagline={brand.tagline} color={brand.color} />
      {brand.summary ? <BrandLead>{brand.summary}</BrandLead> : null}
      <BrandSection id="lineup-title" title="商品ラインナップ">
        <LineupCards items={lineup} />
      </BrandSection>
      <BrandSection id="story-title" title="ブランドストーリー" muted>
        {excerpt ? <p>{excerpt}</p> : null}
        <p>
          <Link href={brandContentPath(brand.code)}>{brand.name}のブランドストーリーを読む</Link>
        </p>
      </BrandSection>
    </NormalLayout>
  )
}
