import { getShopPayload } from '@/cms/get-payload'
import { ApiError } from '@/lib/api/errors'
import { MEMBER_CANCEL_MESSAGES } from '@/shop/orders/member-cancel-rules'
import { orderCancelView, type OrderCancelView } from '@/shop/orders/member-order-cancel'

import { requireMember } from '../../../auth/signed-in-member'

/** The member's order for the cancel pages; 404 for a number that is not theirs. */
export async function orderCancelPageData(request: Request, orderNumber: string): Promise<OrderCancelView> {
  const { customer } = await requireMember(request)
  const view = await orderCancelView(await getShopPayload(), customer.id, orderNumber)
  if (!view) throw new ApiError(404, 'not_found', MEMBER_CANCEL_MESSAGES.notFound)
  return view
}
