import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { ButtonLink } from '@/ui/ButtonLink'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

import { CUSTOMER_CRUMB, MYPAGE_CRUMB, signedInCustomer } from '../../signed-in-customer'

export const metadata: Metadata = { title: 'パスワードの変更完了', robots: { index: false } }

export const dynamic = 'force-dynamic'

/** /mypage/customer/password/complete/ (spec §2). */
export default async function PasswordChangeCompletePage() {
  await signedInCustomer('/mypage/customer/password/complete/')
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[MYPAGE_CRUMB, CUSTOMER_CRUMB, { text: 'パスワードの変更完了' }]}
    >
      <PageTitle>パスワードの変更完了</PageTitle>
      <p>パスワードを変更しました。この端末以外でログインしていた端末は、ログアウトしました。</p>
      <p>ご登録のメールアドレスに「パスワード変更のお知らせ」をお送りしました。</p>
      <p>
        <ButtonLink href="/mypage/customer/">会員情報へ戻る</ButtonLink>
      </p>
    </NormalLayout>
  )
}
