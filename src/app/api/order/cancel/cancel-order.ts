import { getShopPayload } from '@/cms/get-payload'
import type { orderCancelCall } from '@/lib/api/calls/order-cancel'
import { ApiError } from '@/lib/api/errors'
import type { Impl } from '@/lib/api/server'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { cancelMemberOrder } from '@/shop/orders/member-order-cancel'

import { requireMember } from '../../auth/signed-in-member'

/**
 * POST order/cancel: the signed-in member cancels their own unshipped order (src/shop/orders/member-order-cancel.ts).
 * Also the my-page confirm form's call (src/app/(shop)/mypage/order-cancel/actions.ts).
 */
export const cancelOrder: Impl<typeof orderCancelCall> = async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await cancelMemberOrder(checkoutDeps(await getShopPayload()), customer.id, body.orderNumber)
  if (!result.ok)
    throw new ApiError(result.status, result.status === 404 ? 'not_found' : 'not_cancellable', result.message)
  return { orderNumber: result.orderNumber, status: 'cancelled' as const }
}
