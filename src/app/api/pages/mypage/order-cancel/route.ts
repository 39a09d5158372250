import { orderCancelPageCall } from '@/lib/api/calls/order-cancel'
import { handle } from '@/lib/api/server'

import { orderCancelPageData } from './page-data'

export const dynamic = 'force-dynamic'

export const GET = handle(orderCancelPageCall, ({ query, request }) =>
  orderCancelPageData(request, query.orderNumber),
)
