import { getShopPayload } from '@/cms/get-payload'
import { tdsCallbackCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { completePendingPayment } from '@/shop/checkout/payment-completion'
import { completePagePath, tdsErrorPath } from '@/shop/checkout/payment-return-paths'

import { handBackOrigins, returnedFields, seeOther } from '../../../order/checkout-http'

export const dynamic = 'force-dynamic'

/** The ACS hands the browser back here (cross-site form POST, no cookies): complete by reference, then 303. */
export const POST = handle(
  tdsCallbackCall,
  async ({ body }) => {
    const result = await completePendingPayment(
      checkoutDeps(await getShopPayload()),
      body.reference,
      returnedFields(body),
    )
    return seeOther(
      result.outcome === 'confirmed' ? completePagePath(result.orderNumber) : tdsErrorPath(result.code),
    )
  },
  { allowedOrigins: handBackOrigins },
)
