import { getShopPayload } from '@/cms/get-payload'
import { orderRewardPointsCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { rewardPoints } from '@/shop/checkout/checkout-service'

import { checkoutShopper } from '../checkout-http'

export const dynamic = 'force-dynamic'

export const POST = handle(orderRewardPointsCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return rewardPoints(payload, await checkoutShopper(payload, request), body)
})
