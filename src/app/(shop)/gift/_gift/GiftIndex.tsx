import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { getFactValues, getGiftGuides, getPage } from '@/app/_data/content'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'
import { PageTitle } from '@/ui/content/PageTitle'
import { GiftOccasionList } from '@/ui/gift/GiftOccasionList'
import { GiftWrappingOptions } from '@/ui/gift/GiftWrappingOptions'
import styles from '@/ui/gift/gift.module.css'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RichContent } from '@/app/_rich-text/RichContent'

export const GIFT_GUIDE_TITLE = 'ギフトガイド'

export async function giftIndexMetadata(): Promise<Metadata> {
  const page = await getPage('gift')
  return {
    title: page?.title ?? GIFT_GUIDE_TITLE,
    description: page?.description ?? undefined,
    alternates: { canonical: '/gift/' },
  }
}

/** /gift/: the guide's introduction (CMS page `gift`), its occasions and the wrapping checkout offers. */
export async function GiftIndex() {
  const [chrome, page, guides, facts] = await Promise.all([
    shopChrome(),
    getPage('gift'),
    getGiftGuides(),
    getFactValues(),
  ])
  const title = page?.title ?? GIFT_GUIDE_TITLE
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: title }]}>
      <RefreshOnPublish />
      <article>
        <PageTitle>{title}</PageTitle>
        {page?.body ? <RichContent data={page.body} facts={facts} /> : null}
        {guides.length ? (
          <section aria-labelledby="gift-occasions" className={styles.section}>
            <h2 id="gift-occasions" className={styles.sectionTitle}>
              シーンから選ぶ
            </h2>
            <GiftOccasionList guides={guides} />
          </section>
        ) : null}
        <GiftWrappingOptions />
      </article>
    </NormalLayout>
  )
}
