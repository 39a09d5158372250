import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getBrand, getBrandLineup } from '@/app/_data/brands'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { brandContentPath, BRANDS_INDEX_PATH } from '@/shop/catalogue/brand-paths'
import { brandContactOf, brandMenuData } from '@/shop/catalogue/brands'
import { BrandContact } from '@/ui/catalogue/brand/BrandContact'
import { BrandHeader } from '@/ui/catalogue/brand/BrandHeader'
import { BrandMenu } from '@/ui/catalogue/brand/BrandMenu'
import { BrandSection } from '@/ui/catalogue/brand/BrandSection'
import { LineupCards } from '@/ui/catalogue/brand/LineupCards'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RichContent } from '@/app/_rich-text/RichContent'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

type Props = { params: Promise<{ brand: string }> }

export function generateStaticParams() {
  return []
}

const codeOf = async (params: Props['params']) => decodeSegment((await params).brand)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await getBrand(await codeOf(params))
  if (!brand) return { title: 'ページが見つかりません' }
  return {
    title: `${brand.name} ブランドストーリー`,
    description: brand.summary ?? brand.tagline ?? undefined,
    alternates: { canonical: brandContentPath(brand.code) },
  }
}

/** /contents/brands/{brand}/: any brand's content page — its story, products and toll-free number. */
export default async function BrandContentPage({ params }: Props) {
  const brand = await getBrand(await codeOf(params))
  if (!brand) notFound()
  const [chrome, lineup] = await Promise.all([shopChrome(), getBrandLineup(brand.id)])
  const contact = brandContactOf(brand, chrome.brandGroups)

  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[{ text: 'ブランド一覧', href: BRANDS_INDEX_PATH }, { text: brand.name }]}
    >
      <RefreshOnPublish />
      {brand.kind === 'skincare' ? <BrandMenu {...brandMenuData(brand, lineup)} /> : null}
      <BrandHeader
        name={brand.name}
        tagline={brand.tagline}
        color={brand.color}
        eyebrow="ブランドストーリー"
      />
      <BrandSection id="story-title" title={`${brand.name}の想い`}>
        <RichContent data={brand.story} />
      </BrandSection>
      <BrandSection id="lineup-title" title={`${brand.name}の商品`}>
        <LineupCards items={lineup} />
      </BrandSection>
      {contact ? <BrandContact group={contact} /> : null}
    </NormalLayout>
  )
}
