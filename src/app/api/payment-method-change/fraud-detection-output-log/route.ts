import { getShopPayload } from '@/cms/get-payload'
import { paymentChangeFraudLogCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { clientIp } from '@/lib/http/client-ip'
import { recordFraudSignals } from '@/shop/checkout/fraud-signals'

import { requireMember } from '../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** Mirrors `POST order/fraud-detection-output-log` for the payment-method change pages (members only). */
export const POST = handle(paymentChangeFraudLogCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  return recordFraudSignals(
    await getShopPayload(),
    { customerId: customer.id, cartToken: null },
    { page: `payment-method-change/${body.page}`.slice(0, 40), signals: body.signals },
    { ip: clientIp(request), userAgent: request.headers.get('user-agent'), secret: env.payloadSecret },
  )
})
