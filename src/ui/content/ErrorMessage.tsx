import Link from 'next/link'
import type { ReactNode } from 'react'

import { PageTitle } from '@/ui/content/PageTitle'

/**
 * What a failed page says (no CMS data, so it renders when the content cannot). `action`: the retry of a client
 * navigation's error boundary (src/app/(shop)/error.tsx), which shows this without the layout: it is in every page's
 * scripts, and the layout's footer would bring its facts and the holiday calendar along (ADR 037).
 */
export function ErrorMessage({ action }: { action?: ReactNode }) {
  return (
    <>
      <PageTitle>ただいまページを表示できません</PageTitle>
      <p>
        申し訳ございません。システムの都合により、ページを表示できませんでした。お手数ですが、しばらくしてからもう一度お試しください。ご注文やお手続きの途中だった場合は、ご注文履歴やマイページで結果をご確認ください。
      </p>
      {action}
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
    </>
  )
}

