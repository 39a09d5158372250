import { getShopPayload } from '@/cms/get-payload'
import { campaignCompletePageCall } from '@/lib/api/calls/campaign-shopping'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { clientIp } from '@/lib/http/client-ip'
import { completePage } from '@/shop/checkout/complete-page'
import { ORDER_RECEIPT_COOKIE } from '@/shop/checkout/receipt-cookie'

import { requestCookie } from '../../../../cart/cart-cookie'
import { campaignShopper } from '../../../../campaign/order/campaign-order-http'

export const dynamic = 'force-dynamic'

export const GET = handle(campaignCompletePageCall, async ({ query, request }) => {
  const payload = await getShopPayload()
  return completePage(
    payload,
    await campaignShopper(payload, request),
    query.orderNumber,
    requestCookie(request, ORDER_RECEIPT_COOKIE),
    env.payloadSecret,
    { ip: clientIp(request) },
  )
})
