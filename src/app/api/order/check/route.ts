import { getShopPayload } from '@/cms/get-payload'
import { orderCheckCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkCheckout } from '@/shop/checkout/checkout-service'

import { checkoutShopper } from '../checkout-http'

export const dynamic = 'force-dynamic'

export const POST = handle(orderCheckCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return checkCheckout(payload, await checkoutShopper(payload, request), body)
})
