import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import { orderDetailPath } from '@/shop/orders/order-detail'
import { memberReceiptPagePath, receiptPdfPath } from '@/shop/receipts/receipt-paths'
import { receiptState } from '@/shop/receipts/receipt-service'
import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'
import { ReceiptPage } from '@/ui/receipts/ReceiptPage'

import { signedInCustomer } from '../../../customer/signed-in-customer'

export const metadata: Metadata = { title: '領収書', robots: { index: false } }

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ orderNumber: string }> }

/**
 * /mypage/order-history/{orderNumber}/receipt/ (ADR 044): the member's issued receipt, printable. Before it is
 * issued (or while it cannot be) the order detail's receipt part explains and offers the addressee form.
 */
export default async function MemberReceiptPage({ params }: Props) {
  const { orderNumber } = await params
  const customer = await signedInCustomer(memberReceiptPagePath(orderNumber))
  const found = await receiptState(
    { payload: await getShopPayload(), secret: env.payloadSecret, now: new Date() },
    { kind: 'member', customerId: customer.id, orderNumber },
  )
  if (!found.ok) notFound()
  const { document } = found.state
  if (!document) redirect(`${orderDetailPath(orderNumber)}#receipt`)
  return (
    <SimpleLayout>
      <div data-print="hide">
        <PageTitle>領収書</PageTitle>
      </div>
      <ReceiptPage
        document={document}
        pdfHref={receiptPdfPath({ orderNumber })}
        back={{ href: orderDetailPath(orderNumber), label: 'ご注文の詳細に戻る' }}
      />
    </SimpleLayout>
  )
}
