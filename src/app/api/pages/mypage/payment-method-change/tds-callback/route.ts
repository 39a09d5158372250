import { paymentChangeTdsCallbackCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'
import { PAYMENT_CHANGE_PATHS } from '@/shop/courses/payment-change-paths'

import { handBackOrigins, seeOther } from '../../../../order/checkout-http'

export const dynamic = 'force-dynamic'

/**
 * The ACS hands the browser back here (cross-site form POST, no cookies): nothing is changed here. 303 to the my
 * page step, where the signed-in member's browser (its session and the change's ticket cookie) completes it.
 */
export const POST = handle(
  paymentChangeTdsCallbackCall,
  ({ body }) => seeOther(PAYMENT_CHANGE_PATHS.tdsCallback(body.reference)),
  {
    allowedOrigins: handBackOrigins,
  },
)
