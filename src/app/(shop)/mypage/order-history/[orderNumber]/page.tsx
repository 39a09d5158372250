import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import { findMemberOrder, orderDetailOf, orderDetailPath } from '@/shop/orders/order-detail'
import { receiptStateOf } from '@/shop/receipts/receipt-service'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { OrderDetailView } from '@/ui/mypage/orders/OrderDetailView'
import { ReceiptPanel } from '@/ui/receipts/ReceiptPanel'

import { MYPAGE_CRUMB, signedInCustomer } from '../../customer/signed-in-customer'

export const metadata: Metadata = { title: 'ご注文の詳細', robots: { index: false } }

// Personal: rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ orderNumber: string }> }

/**
 * /mypage/order-history/{orderNumber}/ (issue 12; the spec's route list names no detail page, ADR 036 chose this
 * one under the history): members only; another member's number, or none, is "not found". The receipt part
 * (ADR 044) issues and links the order's receipt.
 */
export default async function OrderDetailPage({ params }: Props) {
  const { orderNumber } = await params
  const customer = await signedInCustomer(orderDetailPath(orderNumber))
  const payload = await getShopPayload()
  const order = await findMemberOrder(payload, customer.id, orderNumber)
  if (!order) notFound()
  const receipt = await receiptStateOf({ payload, secret: env.payloadSecret, now: new Date() }, order, null)
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[
        MYPAGE_CRUMB,
        { text: 'ご注文履歴', href: '/mypage/order-history/' },
        { text: 'ご注文の詳細' },
      ]}
    >
      <PageTitle>ご注文の詳細</PageTitle>
      <OrderDetailView
        order={orderDetailOf(order)}
        receipt={<ReceiptPanel state={receipt} owner={{ orderNumber: order.orderNumber }} />}
      />
    </NormalLayout>
  )
}
