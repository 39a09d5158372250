import { randomUUID } from 'node:crypto'

import { getShopPayload } from '@/cms/get-payload'
import { checkoutConfirmPageCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { checkoutPage } from '@/shop/checkout/checkout-service'

import { checkoutShopper } from '../../../../order/checkout-http'

export const dynamic = 'force-dynamic'

/** The page data plus a fresh idempotency key for `POST order` (the page keeps its first one across reloads). */
export const GET = handle(checkoutConfirmPageCall, async ({ request }) => {
  const payload = await getShopPayload()
  const page = await checkoutPage(payload, await checkoutShopper(payload, request))
  return { ...page, idempotencyKey: randomUUID() }
})
