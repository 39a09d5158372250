import { tdsCallbackCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'

import { completeHandBack, handBackOrigins } from '../../../order/checkout-http'

export const dynamic = 'force-dynamic'

/** The ACS hands the browser back here (cross-site form POST, no cookies): complete by reference, then 303. */
export const POST = handle(tdsCallbackCall, ({ body }) => completeHandBack(body, 'tds'), {
  allowedOrigins: handBackOrigins,
})
