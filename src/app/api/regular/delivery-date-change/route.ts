import { regularDateChangeCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'
import { changeDeliveryDate } from '@/shop/courses/member-course-changes'

import { memberCourseRequest, orThrow } from '../course-http'

export const dynamic = 'force-dynamic'

export const POST = handle(regularDateChangeCall, async ({ body, request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  const changed = orThrow(
    await changeDeliveryDate(deps, customer, {
      regularOrderNumber: body.regularOrderNumber,
      sequence: body.regularOrderDetailSequenceNumber,
      deliveryDate: body.deliveryDate,
    }),
  )
  return {
    regularOrderNumber: changed.regularOrderNumber,
    regularOrderDetailSequenceNumber: changed.sequence,
    previousDate: changed.previousDate,
    newDate: changed.newDate,
  }
})
