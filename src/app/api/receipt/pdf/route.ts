import { receiptPdfCall } from '@/lib/api/calls/receipt'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { receiptPdfFileNames } from '@/shop/receipts/receipt-paths'
import { renderReceiptPdf } from '@/shop/receipts/receipt-pdf'
import { RECEIPT_MESSAGES, receiptState } from '@/shop/receipts/receipt-service'

import { receiptAccessOf, receiptDeps } from '../receipt-access'

export const dynamic = 'force-dynamic'

/** GET receipt/pdf: the issued receipt as a PDF download (the same ReceiptDocument as the printable page). */
export const GET = handle(receiptPdfCall, async ({ query, request }) => {
  const found = await receiptState(await receiptDeps(), await receiptAccessOf(request, query))
  if (!found.ok)
    throw ApiError.notFound(found.reason === 'expired' ? RECEIPT_MESSAGES.expired : RECEIPT_MESSAGES.notFound)
  const { state } = found
  if (!state.availability.available) throw new ApiError(409, 'not_issuable', state.availability.reason)
  if (!state.document) throw new ApiError(409, 'not_issued', RECEIPT_MESSAGES.notIssued)
  const pdf = await renderReceiptPdf(state.document)
  const names = receiptPdfFileNames(state.orderNumber)
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.japanese)}`,
      'cache-control': 'private, no-store',
    },
  })
})
