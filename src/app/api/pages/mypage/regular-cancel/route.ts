import { regularCancelPageCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'
import { cancelPage } from '@/shop/courses/member-course-pages'

import { memberCourseRequest, orThrow } from '../../../regular/course-http'

export const dynamic = 'force-dynamic'

export const GET = handle(regularCancelPageCall, async ({ query, request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  return orThrow(await cancelPage(deps, customer.id, query))
})
