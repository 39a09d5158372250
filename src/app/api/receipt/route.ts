import { receiptIssueCall } from '@/lib/api/calls/receipt'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { receiptPagePath, receiptPdfPath } from '@/shop/receipts/receipt-paths'
import { issueReceipt } from '@/shop/receipts/receipt-service'

import { receiptAccessOf, receiptDeps } from './receipt-access'

export const dynamic = 'force-dynamic'

/** POST receipt: issue the receipt with its addressee, once (src/shop/receipts/receipt-service.ts). */
export const POST = handle(receiptIssueCall, async ({ body, request }) => {
  const access = await receiptAccessOf(request, body)
  const result = await issueReceipt(await receiptDeps(), access, body.addressee)
  if (!result.ok) {
    if (result.field) throw ApiError.badRequest(result.message, { [result.field]: result.message })
    throw new ApiError(result.status, result.status === 404 ? 'not_found' : 'not_issuable', result.message)
  }
  const { state } = result
  const owner = body.token !== undefined ? { token: body.token } : { orderNumber: state.orderNumber }
  return {
    orderNumber: state.orderNumber,
    addressee: state.addressee,
    issuedOn: state.document?.issuedOnText ?? '',
    pagePath: receiptPagePath(owner),
    pdfPath: receiptPdfPath(owner),
  }
})
