import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { readCatalogue } from '@/app/_data/catalogue'
import { shopChrome } from '@/app/_data/chrome'
import { getGiftGuides, getPage } from '@/app/_data/content'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'
import { listedByCodes } from '@/shop/catalogue/catalogue-queries'
import { ProductGrid } from '@/ui/catalogue/ProductCard'
import { PageTitle } from '@/ui/content/PageTitle'
import { GiftWrappingOptions } from '@/ui/gift/GiftWrappingOptions'
import styles from '@/ui/gift/gift.module.css'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RichContent } from '@/app/_rich-text/RichContent'

async function guideOf(code: string) {
  return (await getGiftGuides()).find((guide) => guide.code === code) ?? null
}

export async function giftOccasionMetadata(code: string): Promise<Metadata> {
  const guide = await guideOf(code)
  if (!guide) return { title: 'ページが見つかりません' }
  return { title: guide.title, description: guide.lead, alternates: { canonical: `/gift/${guide.code}/` } }
}

/** One occasion: the editors' text, the products they recommend at their catalogue prices, and the wrapping. */
export async function GiftOccasion({ code }: { code: string }) {
  const guide = await guideOf(code)
  if (!guide) notFound()
  const [chrome, catalogue, index] = await Promise.all([shopChrome(), readCatalogue(), getPage('gift')])
  const products = listedByCodes(catalogue, guide.productCodes)
  const guideTitle = index?.title ?? 'ギフトガイド'
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: guideTitle, href: '/gift/' }, { text: guide.title }]}>
      <RefreshOnPublish />
      <article>
        <PageTitle lead={guide.lead}>{guide.title}</PageTitle>
        {guide.body ? <RichContent data={guide.body} /> : null}
        {products.length ? (
          <section aria-labelledby="gift-products" className={styles.section}>
            <h2 id="gift-products" className={styles.sectionTitle}>
              おすすめの商品
            </h2>
            <ProductGrid products={products} label="おすすめの商品" />
          </section>
        ) : null}
        <GiftWrappingOptions />
        <p>
          <Link href="/gift/">{guideTitle}のトップへ戻る</Link>
        </p>
      </article>
    </NormalLayout>
  )
}
