import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { readRecommended } from '@/app/_data/catalogue'
import { getTopPage } from '@/app/_data/content'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'
import { isTopCategory, TOP_CATEGORIES, TOP_CATEGORY_LABELS } from '@/shop/site/top-category'
import { ProductGrid } from '@/ui/catalogue/ProductCard'
import { BannerTiles } from '@/ui/content/BannerTiles'
import { ColumnCards } from '@/ui/content/ColumnCards'
import { InformationList } from '@/ui/content/InformationList'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { SHOP_NAME } from '@/shop/site/shop-name'

import styles from './top.module.css'

// "/" is rewritten here (next.config.ts, or src/proxy.ts with a category query or cookie); each variant is cached.
export function generateStaticParams() {
  return []
}

export const metadata: Metadata = { alternates: { canonical: '/' } }

export default async function TopPage({ params }: { params: Promise<{ category: string }> }) {
  const { category } = await params
  if (!isTopCategory(category)) notFound()
  const productCategory = category === 'beauty-care' ? 'beautycare' : 'supplement'
  const [chrome, data, recommended] = await Promise.all([
    shopChrome(),
    getTopPage(category),
    readRecommended(productCategory, 8),
  ])
  return (
    <NormalLayout chrome={chrome}>
      {/* A staff preview of banners (and the notices and columns listed here) shows drafts and refreshes on save. */}
      <RefreshOnPublish />
      <h1 className="visually-hidden">{SHOP_NAME}</h1>
      <nav aria-label="カテゴリ" className={styles.categories}>
        {TOP_CATEGORIES.map((c) => (
          <Link
            key={c}
            href={`/?category=${c}`}
            // Choosing a category is remembered by the response to the real request (src/proxy.ts); a
            // prefetched page would be shown without one.
            prefetch={false}
            aria-current={c === category ? 'page' : undefined}
            className={styles.category}
          >
            {TOP_CATEGORY_LABELS[c]}
          </Link>
        ))}
      </nav>
      <section aria-label="おすすめ">
        <BannerTiles items={data.heroBanners} variant="hero" />
      </section>
      {data.campaignBanners.length ? (
        <section className={styles.section} aria-labelledby="top-campaigns">
          <div className={styles.sectionHead}>
            <h2 id="top-campaigns">開催中のキャンペーン</h2>
          </div>
          <BannerTiles items={data.campaignBanners} variant="sub" />
        </section>
      ) : null}
      {recommended.length ? (
        <section className={styles.section} aria-labelledby="top-products">
          <div className={styles.sectionHead}>
            <h2 id="top-products">おすすめ商品</h2>
            <Link href={`/${productCategory}/`}>
              {productCategory === 'beautycare' ? 'ビューティーケア' : 'サプリメント'}一覧へ
            </Link>
          </div>
          <ProductGrid products={recommended} placement="first-screen" />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="top-info">
        <div className={styles.sectionHead}>
          <h2 id="top-info">お知らせ</h2>
          <Link href="/information/">お知らせ一覧へ</Link>
        </div>
        <InformationList items={data.information} />
      </section>
      <section className={styles.section} aria-labelledby="top-column">
        <div className={styles.sectionHead}>
          <h2 id="top-column">{category === 'beauty-care' ? '美容と健康のコラム' : '健康と美容のコラム'}</h2>
          <Link href="/column/">コラム一覧へ</Link>
        </div>
        <ColumnCards items={data.columns} />
      </section>
      <section className={styles.section} aria-label="ご案内">
        <BannerTiles items={data.subBanners} variant="sub" />
      </section>
    </NormalLayout>
  )
}
