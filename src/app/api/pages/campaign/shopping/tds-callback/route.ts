import { campaignTdsCallbackCall } from '@/lib/api/calls/campaign-shopping'
import { handle } from '@/lib/api/server'

import { completeHandBack, handBackOrigins } from '../../../../order/checkout-http'

export const dynamic = 'force-dynamic'

/** The ACS hands a campaign order's browser back here: complete by reference, then 303 to its pages. */
export const POST = handle(campaignTdsCallbackCall, ({ body }) => completeHandBack(body, 'tds'), {
  allowedOrigins: handBackOrigins,
})
