import { getShopPayload } from '@/cms/get-payload'
import { orderFraudLogCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { clientIp } from '@/lib/http/client-ip'
import { recordFraudSignals } from '@/shop/checkout/fraud-signals'

import { checkoutShopper } from '../checkout-http'

export const dynamic = 'force-dynamic'

export const POST = handle(orderFraudLogCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return recordFraudSignals(payload, await checkoutShopper(payload, request), body, {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent'),
    secret: env.payloadSecret,
  })
})
