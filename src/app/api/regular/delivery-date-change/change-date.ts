import type { regularDateChangeCall } from '@/lib/api/calls/regular'
import type { Impl } from '@/lib/api/server'
import { changeDeliveryDate } from '@/shop/courses/member-course-changes'

import { memberCourseRequest, orThrow } from '../course-http'

/** POST regular/delivery-date-change; also the my-page confirm form's call (docs/adr/059). */
export const changeDate: Impl<typeof regularDateChangeCall> = async ({ body, request }) => {
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
}
