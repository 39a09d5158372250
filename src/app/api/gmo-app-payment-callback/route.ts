import { getShopPayload } from '@/cms/get-payload'
import { appPaymentCallbackCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { completePendingPayment } from '@/shop/checkout/payment-completion'
import { appPaymentErrorPath, completePagePath } from '@/shop/checkout/payment-return-paths'

import { handBackOrigins, returnedFields, seeOther } from '../order/checkout-http'

export const dynamic = 'force-dynamic'

/** PayPay, au PAY and d払い hand the browser back here (cross-site form POST): complete by reference, then 303. */
export const POST = handle(
  appPaymentCallbackCall,
  async ({ body }) => {
    const result = await completePendingPayment(
      checkoutDeps(await getShopPayload()),
      body.reference,
      returnedFields(body),
    )
    return seeOther(
      result.outcome === 'confirmed'
        ? completePagePath(result.orderNumber)
        : appPaymentErrorPath(result.code),
    )
  },
  { allowedOrigins: handBackOrigins },
)
