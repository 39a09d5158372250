import Link from 'next/link'

import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'

/**
 * The server's HTML of a failed page (/_shop/error/, docs/adr/058): the simple layout needs no CMS data, so it renders
 * when the content cannot.
 */
export function ErrorView() {
  return (
    <SimpleLayout>
      <PageTitle>ただいまページを表示できません</PageTitle>
      <p>
        申し訳ございません。システムの都合により、ページを表示できませんでした。お手数ですが、しばらくしてからもう一度お試しください。ご注文やお手続きの途中だった場合は、ご注文履歴やマイページで結果をご確認ください。
      </p>
      <ul className="link-list">
        <li>
          <Link href="/">トップページへ</Link>
        </li>
        <li>
          <Link href="/mypage/order-history/">ご注文履歴</Link>
        </li>
        <li>
          <Link href="/faq_inquiry/">よくあるご質問・お問い合わせ</Link>
        </li>
      </ul>
    </SimpleLayout>
  )
}
