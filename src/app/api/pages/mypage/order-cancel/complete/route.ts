import { orderCancelCompletePageCall } from '@/lib/api/calls/order-cancel'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { MEMBER_CANCEL_MESSAGES } from '@/shop/orders/member-cancel-rules'

import { orderCancelPageData } from '../page-data'

export const dynamic = 'force-dynamic'

/** The complete step tells of a cancellation that happened (the page sends anyone else to the first step). */
export const GET = handle(orderCancelCompletePageCall, async ({ query, request }) => {
  const view = await orderCancelPageData(request, query.orderNumber)
  if (!view.cancelled) throw new ApiError(409, 'not_cancelled', MEMBER_CANCEL_MESSAGES.notCancelled)
  return view
})
