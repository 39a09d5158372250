import { getShopPayload } from '@/cms/get-payload'
import { rakutenConfirmCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { rakutenHandBack } from '@/shop/checkout/payment-completion'
import {
  appPaymentErrorPath,
  completePagePath,
  rakutenConfirmPagePath,
} from '@/shop/checkout/payment-return-paths'

import { handBackOrigins, seeOther } from '../../order/checkout-http'

export const dynamic = 'force-dynamic'

/**
 * Rakuten Pay hands the browser back here after approval (cross-site form POST with confirmId): nothing is
 * completed yet; 303 to the page where the shopper confirms the order (it posts rakuten/order).
 */
export const POST = handle(
  rakutenConfirmCall,
  async ({ body }) => {
    const result = await rakutenHandBack(checkoutDeps(await getShopPayload()), body.reference, body.confirmId)
    if (result.outcome === 'confirm-page')
      return seeOther(rakutenConfirmPagePath(result.reference, result.confirmId))
    return seeOther(
      result.outcome === 'confirmed'
        ? completePagePath(result.orderNumber)
        : appPaymentErrorPath(result.code),
    )
  },
  { allowedOrigins: handBackOrigins },
)
