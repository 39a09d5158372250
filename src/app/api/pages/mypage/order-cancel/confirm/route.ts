import { orderCancelConfirmPageCall } from '@/lib/api/calls/order-cancel'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'

import { orderCancelPageData } from '../page-data'

export const dynamic = 'force-dynamic'

/** The confirm step exists only for an order that can still be cancelled (409 with the reason otherwise). */
export const GET = handle(orderCancelConfirmPageCall, async ({ query, request }) => {
  const view = await orderCancelPageData(request, query.orderNumber)
  if (view.refusal) throw new ApiError(409, 'not_cancellable', view.refusal)
  return view
})
