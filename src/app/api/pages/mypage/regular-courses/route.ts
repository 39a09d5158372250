import { regularCoursesPageCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'
import { coursesPage } from '@/shop/courses/member-course-pages'

import { memberCourseRequest } from '../../../regular/course-http'

export const dynamic = 'force-dynamic'

export const GET = handle(regularCoursesPageCall, async ({ request }) => {
  const { customer, deps } = await memberCourseRequest(request)
  return coursesPage(deps, customer.id)
})
