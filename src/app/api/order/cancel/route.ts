import { getShopPayload } from '@/cms/get-payload'
import { orderCancelCall } from '@/lib/api/calls/order-cancel'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { cancelMemberOrder } from '@/shop/orders/member-order-cancel'

import { requireMember } from '../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** POST order/cancel: the signed-in member cancels their own unshipped order (src/shop/orders/member-order-cancel.ts). */
export const POST = handle(orderCancelCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await cancelMemberOrder(checkoutDeps(await getShopPayload()), customer.id, body.orderNumber)
  if (!result.ok)
    throw new ApiError(result.status, result.status === 404 ? 'not_found' : 'not_cancellable', result.message)
  return { orderNumber: result.orderNumber, status: 'cancelled' as const }
})
