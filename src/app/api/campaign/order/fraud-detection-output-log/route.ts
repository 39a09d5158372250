import { getShopPayload } from '@/cms/get-payload'
import { campaignFraudLogCall } from '@/lib/api/calls/campaign-shopping'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { clientIp } from '@/lib/http/client-ip'
import { recordFraudSignals } from '@/shop/checkout/fraud-signals'

import { campaignShopper } from '../campaign-order-http'

export const dynamic = 'force-dynamic'

export const POST = handle(campaignFraudLogCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  return recordFraudSignals(payload, await campaignShopper(payload, request), body, {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent'),
    secret: env.payloadSecret,
  })
})
