import { getShopPayload } from '@/cms/get-payload'
import { orderDetailPageCall } from '@/lib/api/calls/mypage'
import { env } from '@/lib/config/env'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { MEMBER_CANCEL_MESSAGES } from '@/shop/orders/member-cancel-rules'
import { findMemberOrder, orderDetailOf } from '@/shop/orders/order-detail'
import { receiptStateOf } from '@/shop/receipts/receipt-service'

import { requireMember } from '../../../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/order-history/{orderNumber}/ shows; another member's number is 404 (never saying it exists). */
export const GET = handle(orderDetailPageCall, async ({ params, request }) => {
  const { customer } = await requireMember(request)
  const payload = await getShopPayload()
  const order = await findMemberOrder(payload, customer.id, params.orderNumber)
  if (!order) throw new ApiError(404, 'not_found', MEMBER_CANCEL_MESSAGES.notFound)
  const receipt = await receiptStateOf({ payload, secret: env.payloadSecret, now: new Date() }, order, null)
  const { availability } = receipt
  return {
    order: orderDetailOf(order),
    receipt: {
      available: availability.available,
      reason: availability.available ? null : availability.reason,
      later: availability.available ? false : availability.later,
      issued: receipt.issued,
      addressee: receipt.addressee,
    },
  }
})
