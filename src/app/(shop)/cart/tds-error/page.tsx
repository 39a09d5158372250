import type { Metadata } from 'next'

import { CheckoutLayout } from '@/app/(shop)/cart/_checkout/step-page'
import { PaymentError } from '@/ui/checkout/PaymentError'

// Rendered per request (no database at build time, docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'お支払い手続きを完了できませんでした',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /cart/tds-error/?code=…: 3-D Secure or an app payment did not complete (GET pages/cart/tds-error). */
export default async function TdsErrorPage({ searchParams }: Props) {
  const raw = (await searchParams).code
  const code = typeof raw === 'string' && raw.length <= 40 ? raw : null
  return (
    <CheckoutLayout>
      <PaymentError code={code} />
    </CheckoutLayout>
  )
}
