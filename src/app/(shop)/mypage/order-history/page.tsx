import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { listMemberOrders } from '@/shop/orders/order-history'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { OrderHistoryList } from '@/ui/mypage/orders/OrderHistoryList'

export const metadata: Metadata = { title: 'ご注文履歴', robots: { index: false } }

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /mypage/order-history/ (spec §2): members only; a guest signs in first and comes back here. */
export default async function OrderHistoryPage({ searchParams }: Props) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  const payload = await getShopPayload()
  const active = await resolveSession(payload, token)
  if (!active) redirect('/login/?from=/mypage/order-history/')
  const pageParam = (await searchParams).page
  const page = typeof pageParam === 'string' && /^\d{1,4}$/.test(pageParam) ? Number(pageParam) : 1
  const history = await listMemberOrders(payload, active.customer.id, page)
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[{ text: 'マイページ', href: '/mypage/' }, { text: 'ご注文履歴' }]}
    >
      <PageTitle>ご注文履歴</PageTitle>
      <OrderHistoryList history={history} />
    </NormalLayout>
  )
}
