import { regularPointUsePageCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'
import { pointUsePage } from '@/shop/courses/member-course-pages'

import { memberCourseRequest, orThrow } from '../../../regular/course-http'

export const dynamic = 'force-dynamic'

export const GET = handle(regularPointUsePageCall, async ({ query, request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  return orThrow(await pointUsePage(deps, customer.id, query.regularOrderNumber))
})
