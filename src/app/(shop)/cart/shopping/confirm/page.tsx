import type { Metadata } from 'next'

import { CheckoutLayout, checkoutMetadata } from '@/app/(shop)/cart/_checkout/step-page'
import { CheckoutConfirm } from '@/ui/checkout/CheckoutConfirm'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

// Personal: rendered per request, never cached (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = checkoutMetadata('ご注文内容の確認')

/** /cart/shopping/confirm/: the whole order checked by the server (order/check), then 「注文を確定する」. */
export default function CheckoutConfirmPage() {
  return (
    <CheckoutLayout title="ご注文内容の確認">
      <TrackEvent kind="checkout_step" step="confirm" />
      <CheckoutConfirm />
    </CheckoutLayout>
  )
}
