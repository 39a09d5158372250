import { getShopPayload } from '@/cms/get-payload'
import { informationCall } from '@/lib/api/calls/content'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { findInformation, listInformation } from '@/shop/content/information'
import { richTextToText } from '@/shop/content/rich-text'
import { codeFactValues, fillFacts, withInvoiceNumber } from '@/shop/site/fact-placeholders'
import { invoiceRegistrationNumber } from '@/shop/site/invoice-number'

export const dynamic = 'force-dynamic'

export const GET = handle(informationCall, async ({ query }) => {
  const payload = await getShopPayload()
  if (query.id) {
    const item = await findInformation(payload, query.id)
    if (!item) throw ApiError.notFound()
    const facts = withInvoiceNumber(codeFactValues(), await invoiceRegistrationNumber(payload))
    // The body as text, one line per paragraph (docs/adr/061), its `{{fact:…}}` placeholders filled like on the
    // page (docs/adr/043).
    return {
      items: [{ ...item, body: item.body ? fillFacts(richTextToText(item.body), facts) : null }],
      page: 1,
      totalPages: 1,
      totalDocs: 1,
    }
  }
  return listInformation(payload, { categories: query.selectionDiv, page: query.page })
})
