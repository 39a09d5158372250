import type { Metadata } from 'next'

import { CheckoutLayout } from '@/app/(shop)/cart/_checkout/step-page'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { ButtonLink } from '@/ui/ButtonLink'
import { PaymentError } from '@/ui/checkout/PaymentError'
import { RakutenOrderForm } from '@/ui/checkout/RakutenOrderForm'
import formStyles from '@/ui/form/form.module.css'

// Rendered per request.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'お支払い手続き',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
/** What the provider hands back: opaque, printable, bounded (the API's limit is 100). */
const HANDED_BACK = /^[\x21-\x7e]{1,100}$/

/**
 * /cart/app-payment-callback/: where the app payments come back to.
 * - `?code=…`: the payment was refused or cancelled; the tds-error message and the way back.
 * - `?method=7&reference=…&confirmId=…`: Rakuten Pay approved; a plain form confirms the order (POST
 *   rakuten/order, form-encoded, without JavaScript).
 */
export default async function AppPaymentCallbackPage({ searchParams }: Props) {
  const query = await searchParams
  const method = first(query.method)
  const reference = first(query.reference)
  const confirmId = first(query.confirmId)
  const code = first(query.code)

  if (
    method === PAYMENT_METHODS.EXTERNAL_SETTLEMENT &&
    HANDED_BACK.test(reference) &&
    HANDED_BACK.test(confirmId)
  )
    return (
      <CheckoutLayout title="楽天ペイでのお支払い">
        <RakutenOrderForm reference={reference} confirmId={confirmId} />
      </CheckoutLayout>
    )
  if (code && code.length <= 40)
    return (
      <CheckoutLayout>
        <PaymentError code={code} />
      </CheckoutLayout>
    )
  return (
    <CheckoutLayout title="お支払い手続き">
      <p>お支払いの手続きを確認できませんでした。お手数ですが、カートからもう一度お手続きください。</p>
      <div className={formStyles.actions}>
        <ButtonLink href="/cart/">カートに戻る</ButtonLink>
      </div>
    </CheckoutLayout>
  )
}
