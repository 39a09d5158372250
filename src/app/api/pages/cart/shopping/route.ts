import { getShopPayload } from '@/cms/get-payload'
import { checkoutPageCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkoutPage } from '@/shop/checkout/checkout-service'

import { checkoutShopper } from '../../../order/checkout-http'

export const dynamic = 'force-dynamic'

export const GET = handle(checkoutPageCall, async ({ request }) => {
  const payload = await getShopPayload()
  return checkoutPage(payload, await checkoutShopper(payload, request))
})
