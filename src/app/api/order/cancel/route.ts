import { orderCancelCall } from '@/lib/api/calls/order-cancel'
import { handle } from '@/lib/api/server'

import { cancelOrder } from './cancel-order'

export const dynamic = 'force-dynamic'

export const POST = handle(orderCancelCall, cancelOrder)
