import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { CheckoutLayout } from '@/app/(shop)/cart/_checkout/step-page'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { customerState } from '@/shop/customer/customer-state'
import { CheckoutComplete } from '@/ui/checkout/CheckoutComplete'
import { SignedInMember } from '@/ui/shopper/SignedInMember'
import { memberSummaryOf } from '@/ui/shopper/member-summary'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

// Personal: rendered per request, never cached (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'ご注文完了', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,20}$/

/** /cart/shopping/complete/?orderNumber=…: the order just placed (the page's h1 follows what was found). */
export default async function CheckoutCompletePage({ searchParams }: Props) {
  const [query, jar, payload] = await Promise.all([searchParams, cookies(), getShopPayload()])
  const raw = Array.isArray(query.orderNumber) ? query.orderNumber[0] : query.orderNumber
  const orderNumber = raw && ORDER_NUMBER.test(raw) ? raw : null
  // A guest who registered while ordering is signed in by then: the header shows them signed in from this very
  // render (also when the page was reached without a reload), and the page offers them the order history.
  const active = await resolveSession(payload, jar.get(SESSION_COOKIE)?.value)
  const member = memberSummaryOf(customerState(active?.customer))
  return (
    <CheckoutLayout member={member}>
      <SignedInMember member={member} />
      {orderNumber ? <TrackEvent kind="order_placed" /> : null}
      <CheckoutComplete orderNumber={orderNumber} isMember={active !== null} />
    </CheckoutLayout>
  )
}
