import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

type Props = { params: Promise<{ rest?: string[] }> }

// Rendered on first request and cached (an optional catch-all, so the build never renders it from a database:
// docs/adr/004-caching.md); /campaign/end/ only, anything under it is not found.
export function generateStaticParams() {
  return []
}

export const metadata: Metadata = {
  title: 'キャンペーンは終了しました',
  robots: { index: false, follow: true },
}

/** Every URL of an ended campaign leads here (docs/adr/045-campaigns.md). */
export default async function CampaignEndPage({ params }: Props) {
  if ((await params).rest?.length) notFound()
  const chrome = await shopChrome()
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: 'キャンペーンは終了しました' }]}>
      <PageTitle>キャンペーンは終了しました</PageTitle>
      <div className="prose">
        <p>
          このキャンペーンは終了いたしました。たくさんのご応募・ご利用をいただき、誠にありがとうございました。
        </p>
        <p>開催中のキャンペーンや新商品は、お知らせでご案内しています。</p>
      </div>
      <ul className="link-list">
        <li>
          <Link href="/information/">お知らせ一覧を見る</Link>
        </li>
        <li>
          <Link href="/">オンラインショップのトップへ</Link>
        </li>
      </ul>
    </NormalLayout>
  )
}
