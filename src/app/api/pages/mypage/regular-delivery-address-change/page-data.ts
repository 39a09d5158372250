import { getShopPayload } from '@/cms/get-payload'
import { addressChangeView } from '@/shop/courses/course-address-change'
import { addressChangePageOf } from '@/shop/courses/course-change-views'

import { requireMember } from '../../../auth/signed-in-member'
import { addressChangeError } from '../../../payment-method-change/course-change-http'

/** The address change pages' data: 404 for another member's course, 409 inside the 7-day rule. */
export async function addressChangePage(
  request: Request,
  query: { regularOrderNumber: string; regularOrderDetailSequenceNumber: number },
) {
  const { customer } = await requireMember(request)
  const payload = await getShopPayload()
  const view = await addressChangeView(payload, {
    customerId: customer.id,
    regularOrderNumber: query.regularOrderNumber,
    sequence: query.regularOrderDetailSequenceNumber,
  })
  if (!view.ok) throw addressChangeError(view)
  return addressChangePageOf(payload, view.course, view)
}
