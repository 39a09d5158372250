import type { Metadata } from 'next'
import Link from 'next/link'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = {
  title: 'キャンペーンは終了しました',
  robots: { index: false, follow: true },
}

/** Every URL of an ended campaign leads here (docs/adr/045-campaigns.md). */
export default async function CampaignEndPage() {
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
