import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getFactValues, getInformation, getInformationList } from '@/app/_data/content'
import { formatJapaneseDate } from '@/lib/format/date'
import { decodeSegment } from '@/lib/http/path-encoding'
import { INFORMATION_CATEGORIES, informationCategoryLabel } from '@/shop/content/information-categories'
import { informationPath } from '@/shop/content/paths'
import { InformationBrowser } from '@/ui/content/InformationBrowser'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { previewMarks } from '@/app/_preview/ad-marks'
import { RichContent } from '@/app/_rich-text/RichContent'
import { AdMarksNotice } from '@/ui/rich-text/AdMarksNotice'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

type Props = { params: Promise<{ code?: string[] }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = (await params).code?.[0]
  if (!code) return { title: 'お知らせ', alternates: { canonical: '/information/' } }
  const item = await getInformation(decodeSegment(code))
  return item ? { title: item.title, alternates: { canonical: informationPath(item.code) } } : {}
}

export default async function InformationPage({ params }: Props) {
  const segments = (await params).code ?? []
  if (segments.length > 1) notFound()
  const chrome = await shopChrome()

  if (!segments[0]) {
    // Page 1 of every category is cached; other pages and filters are read through GET /api/information.
    const first = await getInformationList(1)
    return (
      <NormalLayout chrome={chrome} breadcrumb={[{ text: 'お知らせ' }]}>
        <PageTitle>お知らせ</PageTitle>
        <InformationBrowser initial={first} categories={INFORMATION_CATEGORIES.map((c) => ({ ...c }))} />
      </NormalLayout>
    )
  }

  const item = await getInformation(decodeSegment(segments[0]))
  if (!item || item.hasDetail === false) notFound()
  const marks = await previewMarks('information', item.id)
  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[{ text: 'お知らせ', href: '/information/' }, { text: item.title }]}
    >
      <RefreshOnPublish />
      <article>
        <p>
          <time dateTime={item.publishedAt}>{formatJapaneseDate(item.publishedAt)}</time>
          {'　'}
          {informationCategoryLabel(item.selectionDiv)}
        </p>
        <PageTitle>{item.title}</PageTitle>
        <AdMarksNotice marks={marks} />
        <RichContent data={item.body} facts={await getFactValues()} marks={marks} />
        <p>
          <Link href="/information/">お知らせ一覧へ戻る</Link>
        </p>
      </article>
    </NormalLayout>
  )
}
