import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getBrandOfProduct } from '@/app/_data/brands'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import { brandStoryPath } from '@/shop/catalogue/brand-paths'
import { hasAccordionSections, orderedSections, resolveBrandTab } from '@/shop/catalogue/brand-tabs'
import { BrandHeader } from '@/ui/catalogue/brand/BrandHeader'
import { BrandMenu } from '@/ui/catalogue/brand/BrandMenu'
import { BrandSection } from '@/ui/catalogue/brand/BrandSection'
import { BrandTabNav } from '@/ui/catalogue/brand/BrandTabNav'
import { SectionAccordion } from '@/ui/catalogue/brand/SectionAccordion'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RichContent } from '@/app/_rich-text/RichContent'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

import { loadBrandStory } from '../load'

type Props = { params: Promise<{ code: string; tab: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code, tab } = await params
  const found = await getBrandOfProduct(decodeSegment(code))
  const content = found ? resolveBrandTab(found.brand, tab) : null
  if (!found || !content) return { title: 'ページが見つかりません' }
  return {
    title: `${content.title}｜${found.brand.name}`,
    description: content.lead ?? undefined,
    alternates: { canonical: brandStoryPath(found.product.productCode, content.key) },
  }
}

/** /beautycare/{code}/brand/{tab}/: one tab of the product's brand (voice, myperfection, cream, …). */
export default async function BrandTabPage({ params }: Props) {
  const { code, tab } = await params
  const [chrome, story] = await Promise.all([shopChrome(), loadBrandStory(code)])
  const content = resolveBrandTab(story.brand, tab)
  if (!content) notFound()
  const sections = orderedSections(content)

  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[
        ...story.crumbs,
        { text: 'ブランドストーリー', href: story.storyHref },
        { text: content.title },
      ]}
    >
      <RefreshOnPublish />
      <BrandMenu {...story.menu} />
      <BrandHeader
        name={content.title}
        tagline={content.lead}
        color={story.brand.color}
        eyebrow={story.brand.name}
      />
      <BrandTabNav brandName={story.brand.name} links={story.tabLinks} current={content.key} />
      <RichContent data={content.body} />
      {hasAccordionSections(content) ? (
        <SectionAccordion
          sections={sections.map((s) => ({
            key: s.key,
            title: s.title,
            content: <RichContent data={s.body} />,
          }))}
        />
      ) : (
        sections.map((s) => (
          <BrandSection key={s.key} id={`section-${s.key}`} title={s.title}>
            <RichContent data={s.body} />
          </BrandSection>
        ))
      )}
    </NormalLayout>
  )
}
