import { regularPointUseCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'
import { setPointUse } from '@/shop/courses/member-course-changes'

import { memberCourseRequest, orThrow } from '../regular/course-http'

export const dynamic = 'force-dynamic'

export const POST = handle(regularPointUseCall, async ({ body, request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  const set = orThrow(
    await setPointUse(deps, customer.id, {
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
})
