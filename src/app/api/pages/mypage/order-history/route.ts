import { getShopPayload } from '@/cms/get-payload'
import { orderHistoryPageCall } from '@/lib/api/calls/mypage'
import { handle } from '@/lib/api/server'
import { listMemberOrders } from '@/shop/orders/order-history'

import { requireMember } from '../../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/order-history/?page= lists: the member's own orders, newest first. */
export const GET = handle(orderHistoryPageCall, async ({ query, request }) => {
  const { customer } = await requireMember(request)
  return listMemberOrders(await getShopPayload(), customer.id, query.page)
})
