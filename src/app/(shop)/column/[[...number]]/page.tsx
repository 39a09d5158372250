import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getColumn, getColumnList } from '@/app/_data/content'
import { formatJapaneseDate } from '@/lib/format/date'
import { columnPath } from '@/shop/content/paths'
import { ColumnLoadMore } from '@/ui/content/ColumnLoadMore'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { previewMarks } from '@/app/_preview/ad-marks'
import { RichContent } from '@/app/_rich-text/RichContent'
import { AdMarksNotice } from '@/ui/rich-text/AdMarksNotice'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

type Props = { params: Promise<{ number?: string[] }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = (await params).number?.[0]
  if (!n) return { title: '健康と美容のコラム', alternates: { canonical: '/column/' } }
  const column = await getColumn(n)
  return column
    ? {
        title: column.title,
        description: column.excerpt ?? undefined,
        alternates: { canonical: columnPath(column.number) },
      }
    : {}
}

export default async function ColumnPage({ params }: Props) {
  const segments = (await params).number ?? []
  if (segments.length > 1) notFound()
  const chrome = await shopChrome()

  if (!segments[0]) {
    const first = await getColumnList(1)
    return (
      <NormalLayout chrome={chrome} breadcrumb={[{ text: '健康と美容のコラム' }]}>
        <PageTitle lead="管理栄養士やスキンケアの担当者が、毎日の健康と美容に役立つ知識をお届けします。">
          健康と美容のコラム
        </PageTitle>
        <ColumnLoadMore initial={first.items} hasNextPage={first.hasNextPage} />
      </NormalLayout>
    )
  }

  const column = await getColumn(segments[0])
  if (!column) notFound()
  const marks = await previewMarks('columns', column.id)
  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[{ text: '健康と美容のコラム', href: '/column/' }, { text: column.title }]}
    >
      <RefreshOnPublish />
      <article>
        <p>
          COLUMN {column.number}・
          <time dateTime={column.publishedAt}>{formatJapaneseDate(column.publishedAt)}</time>
          {column.author ? `・${column.author}` : ''}
        </p>
        <PageTitle lead={column.excerpt}>{column.title}</PageTitle>
        <AdMarksNotice marks={marks} />
        <RichContent data={column.body} marks={marks} />
        <p>
          <Link href="/column/">コラム一覧へ戻る</Link>
        </p>
      </article>
    </NormalLayout>
  )
}
