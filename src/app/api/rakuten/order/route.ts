import { getShopPayload } from '@/cms/get-payload'
import { rakutenOrderCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { completePendingPayment } from '@/shop/checkout/payment-completion'
import { appPaymentErrorPath, completePagePath } from '@/shop/checkout/payment-return-paths'

import { returnedFields, seeOther } from '../../order/checkout-http'

export const dynamic = 'force-dynamic'

/** The shopper confirmed the Rakuten Pay order on the shop's page (same-site form POST): complete, then 303. */
export const POST = handle(rakutenOrderCall, async ({ body }) => {
  const result = await completePendingPayment(
    checkoutDeps(await getShopPayload()),
    body.reference,
    returnedFields(body),
  )
  return seeOther(
    result.outcome === 'confirmed' ? completePagePath(result.orderNumber) : appPaymentErrorPath(result.code),
  )
})
