import { randomUUID } from 'node:crypto'

import { getShopPayload } from '@/cms/get-payload'
import { campaignConfirmPageCall } from '@/lib/api/calls/campaign-shopping'
import { handle } from '@/lib/api/server'
import { checkoutPage } from '@/shop/checkout/checkout-service'

import { campaignShopper } from '../../../../campaign/order/campaign-order-http'

export const dynamic = 'force-dynamic'

/** The form's data plus a fresh idempotency key for `POST campaign/order` (the page keeps its first one). */
export const GET = handle(campaignConfirmPageCall, async ({ request }) => {
  const payload = await getShopPayload()
  const page = await checkoutPage(payload, await campaignShopper(payload, request))
  return { ...page, idempotencyKey: randomUUID() }
})
