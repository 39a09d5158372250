import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import { formatJapaneseDay, japanDate } from '@/shop/calendar/japan-date'
import { INQUIRY_FORM_PATH } from '@/shop/checkout/confirmation'
import { receiptPdfPath } from '@/shop/receipts/receipt-paths'
import { RECEIPT_MESSAGES, receiptState } from '@/shop/receipts/receipt-service'
import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'
import { ReceiptPage } from '@/ui/receipts/ReceiptPage'
import { ReceiptPanel } from '@/ui/receipts/ReceiptPanel'

export const metadata: Metadata = {
  title: '領収書',
  robots: { index: false },
  // The token in the address must not travel to other sites.
  referrer: 'no-referrer',
}

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /receipt/?token=… (ADR 044): a guest's receipt by the signed link of their receipt mail. A forged link is "not
 * found"; an expired one says what to do instead.
 */
export default async function GuestReceiptPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : ''
  if (!token) notFound()
  const found = await receiptState(
    { payload: await getShopPayload(), secret: env.payloadSecret, now: new Date() },
    { kind: 'link', token },
  )
  if (!found.ok && found.reason === 'not-found') notFound()
  if (!found.ok)
    return (
      <SimpleLayout>
        <div data-print="hide">
          <PageTitle>領収書</PageTitle>
        </div>
        <p role="alert">{RECEIPT_MESSAGES.expired}</p>
        <p>
          <a href={INQUIRY_FORM_PATH}>お問い合わせフォームへ</a>
        </p>
      </SimpleLayout>
    )
  const { state } = found
  const expiry = state.linkExpiresAt
    ? `このページのリンクは${formatJapaneseDay(japanDate(new Date(state.linkExpiresAt)))}まで有効です。`
    : null
  return (
    <SimpleLayout>
      <div data-print="hide">
        <PageTitle>領収書</PageTitle>
      </div>
      <p data-print="hide">ご注文番号：{state.orderNumber}</p>
      {state.document ? (
        <ReceiptPage document={state.document} pdfHref={receiptPdfPath({ token })} note={expiry} />
      ) : (
        <>
          <ReceiptPanel state={state} owner={{ token }} />
          {expiry ? <p>{expiry}</p> : null}
        </>
      )}
    </SimpleLayout>
  )
}
