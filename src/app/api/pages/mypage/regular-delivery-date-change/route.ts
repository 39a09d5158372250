import { regularDateChangePageCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'
import { dateChangePage } from '@/shop/courses/member-course-pages'

import { memberCourseRequest, orThrow } from '../../../regular/course-http'

export const dynamic = 'force-dynamic'

export const GET = handle(regularDateChangePageCall, async ({ query, request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  const { cycleType: _cycle, ...page } = orThrow(
    await dateChangePage(deps, customer.id, {
      regularOrderNumber: query.regularOrderNumber,
      sequence: query.regularOrderDetailSequenceNumber,
    }),
  )
  return page
})
