import Link from 'next/link'

import { PageTitle } from '@/ui/content/PageTitle'
import { SearchBox } from '@/ui/layout/header/SearchBox'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'

/**
 * The Japanese not-found page: what a client navigation shows (src/app/(shop)/not-found.tsx) and what the server's
 * HTML carries (/_shop/not-found/, docs/adr/058). The simple layout needs no CMS data; a search box and links help
 * the shopper on.
 */
export function NotFoundView() {
  return (
    <SimpleLayout>
      <PageTitle>お探しのページが見つかりませんでした</PageTitle>
      <p>
        ページが移動または削除されたか、URLが間違っている可能性があります。お手数ですが、キーワード検索やトップページ・サイトマップからお探しください。
      </p>
      <SearchBox />
      <ul className="link-list">
        <li>
          <Link href="/">トップページへ</Link>
        </li>
        <li>
          <Link href="/sitemap/">サイトマップ</Link>
        </li>
        <li>
          <Link href="/faq_inquiry/">よくあるご質問・お問い合わせ</Link>
        </li>
      </ul>
    </SimpleLayout>
  )
}
