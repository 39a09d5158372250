import type { regularPointUseCall } from '@/lib/api/calls/regular'
import type { Impl } from '@/lib/api/server'
import { setPointUse as setCoursePointUse } from '@/shop/courses/member-course-changes'

import { memberCourseRequest, orThrow } from '../regular/course-http'

/** POST regular-point-use; also the my-page form's call (docs/adr/059). */
export const setPointUse: Impl<typeof regularPointUseCall> = async ({ body, request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  const set = orThrow(
    await setCoursePointUse(deps, customer.id, {
      regularOrderNumber: body.regularOrderNumber,
      mode: body.pointUseMode,
      points: body.points,
    }),
  )
  return {
    regularOrderNumber: set.regularOrderNumber,
    pointUseMode: set.use.mode,
    points: set.use.points,
    useText: set.useText,
    appliesToSequence: set.appliesToSequence,
  }
}
