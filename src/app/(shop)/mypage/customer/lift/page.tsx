import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { WithdrawalForm } from '@/ui/mypage/customer/WithdrawalForm'

import { CUSTOMER_CRUMB, MYPAGE_CRUMB, signedInCustomer } from '../signed-in-customer'

export const metadata: Metadata = { title: '退会のお手続き', robots: { index: false } }

export const dynamic = 'force-dynamic'

/** /mypage/customer/lift/ (spec §2): withdrawal, members only. */
export default async function LiftPage() {
  const customer = await signedInCustomer('/mypage/customer/lift/')
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[MYPAGE_CRUMB, CUSTOMER_CRUMB, { text: '退会のお手続き' }]}
    >
      <PageTitle>退会のお手続き</PageTitle>
      <WithdrawalForm
        points={typeof customer.swcPoint === 'number' ? customer.swcPoint : null}
        hasRegularCourse={customer.isRegularOrderCustomer === true}
      />
    </NormalLayout>
  )
}
