import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { profileViewOf } from '@/shop/customer/person-address'
import { signInWaysOf } from '@/shop/oidc/linked-sign-ins'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { CustomerInfo } from '@/ui/mypage/customer/CustomerInfo'

import { MYPAGE_CRUMB, signedInCustomer } from './signed-in-customer'

export const metadata: Metadata = { title: '会員情報', robots: { index: false } }

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** /mypage/customer/ (spec §2): the registered information, read-only, with the ways to change it. */
export default async function CustomerPage() {
  const customer = await signedInCustomer('/mypage/customer/')
  const ways = await signInWaysOf(await getShopPayload(), customer.id)
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, { text: '会員情報' }]}>
      <PageTitle>会員情報</PageTitle>
      <CustomerInfo profile={profileViewOf(customer)} linked={{ line: ways.line, group: ways.group }} />
    </NormalLayout>
  )
}
