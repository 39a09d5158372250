import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { CheckoutLayout } from '@/app/(shop)/cart/_checkout/step-page'
import { ButtonLink } from '@/ui/ButtonLink'
import formStyles from '@/ui/form/form.module.css'

// Rendered per request.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'お支払い結果の確認',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,20}$/
const CODE = /^[A-Za-z0-9_-]{1,40}$/

/**
 * /cart/tds-callback/ by GET: the 3-D Secure hand-back is a POST to the API (pages/cart/tds-callback), which
 * answers with the complete or the error page. A browser that lands here by GET (a reload, a bookmark) is sent
 * on when the address says where, and otherwise told where to look.
 */
export default async function TdsCallbackPage({ searchParams }: Props) {
  const query = await searchParams
  const orderNumber = typeof query.orderNumber === 'string' ? query.orderNumber : ''
  const code = typeof query.code === 'string' ? query.code : ''
  if (ORDER_NUMBER.test(orderNumber))
    redirect(`/cart/shopping/complete/?orderNumber=${encodeURIComponent(orderNumber)}`)
  if (CODE.test(code)) redirect(`/cart/tds-error/?code=${encodeURIComponent(code)}`)
  return (
    <CheckoutLayout title="お支払い結果の確認">
      <p>
        お支払いの結果をこの画面では表示できません。ご注文が完了している場合は、ご注文確認メールをお送りしています。メールが届いていない場合は、カートからもう一度お手続きください。
      </p>
      <div className={formStyles.actions}>
        <ButtonLink href="/cart/">カートに戻る</ButtonLink>
      </div>
    </CheckoutLayout>
  )
}
