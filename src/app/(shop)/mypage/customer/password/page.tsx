import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { PasswordChangeForm } from '@/ui/mypage/customer/PasswordChangeForm'

import { CUSTOMER_CRUMB, MYPAGE_CRUMB, signedInCustomer } from '../signed-in-customer'

export const metadata: Metadata = { title: 'パスワードの変更', robots: { index: false } }

export const dynamic = 'force-dynamic'

/** /mypage/customer/password/ (spec §2): members only. */
export default async function PasswordChangePage() {
  const customer = await signedInCustomer('/mypage/customer/password/')
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[MYPAGE_CRUMB, CUSTOMER_CRUMB, { text: 'パスワードの変更' }]}
    >
      <PageTitle>パスワードの変更</PageTitle>
      <PasswordChangeForm email={customer.email} />
    </NormalLayout>
  )
}
