import { getShopPayload } from '@/cms/get-payload'
import { orderCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'

import { checkoutShopper, placeCheckoutOrder } from './checkout-http'

export const dynamic = 'force-dynamic'

/**
 * Places the order (ADR 020). Every answer that names an order carries the receipt cookie (a guest's proof for
 * the complete page, also after the provider's pages); a guest who registered with it gets their new session.
 */
export const POST = handle(orderCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return placeCheckoutOrder(payload, await checkoutShopper(payload, request), body, request)
})
