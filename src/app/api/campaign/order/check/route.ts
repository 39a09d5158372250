import { getShopPayload } from '@/cms/get-payload'
import { campaignOrderCheckCall } from '@/lib/api/calls/campaign-shopping'
import { handle } from '@/lib/api/server'
import { checkCheckout } from '@/shop/checkout/checkout-service'

import { campaignShopper } from '../campaign-order-http'

export const dynamic = 'force-dynamic'

/** The checkout's whole-form check on the campaign order's cart (priced by its campaign). */
export const POST = handle(campaignOrderCheckCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return checkCheckout(payload, await campaignShopper(payload, request), body)
})
