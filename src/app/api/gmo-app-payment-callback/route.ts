import { appPaymentCallbackCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'

import { completeHandBack, handBackOrigins } from '../order/checkout-http'

export const dynamic = 'force-dynamic'

/** PayPay, au PAY and d払い hand the browser back here (cross-site form POST): complete by reference, then 303. */
export const POST = handle(appPaymentCallbackCall, ({ body }) => completeHandBack(body, 'app'), {
  allowedOrigins: handBackOrigins,
})
