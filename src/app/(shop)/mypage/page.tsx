import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { customerState } from '@/shop/customer/customer-state'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { MyPageHome } from '@/ui/mypage/MyPageHome'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

export const metadata: Metadata = { title: 'マイページ', robots: { index: false } }

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** /mypage/ (spec §2, §6): members only; a guest is asked to sign in first and comes back here. */
export default async function MyPage() {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  const active = await resolveSession(await getShopPayload(), token)
  if (!active) redirect('/login/?from=/mypage/')
  const state = customerState(active.customer)
  const chrome = await shopChrome()
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: 'マイページ' }]}>
      <PageTitle>マイページ</PageTitle>
      <MyPageHome member={memberSummaryOf(state)} isKankeisha={state.isKankeisha} chat={chrome.contact} />
    </NormalLayout>
  )
}
