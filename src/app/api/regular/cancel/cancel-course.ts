import type { regularCancelCall } from '@/lib/api/calls/regular'
import type { Impl } from '@/lib/api/server'
import { cancelMemberCourse } from '@/shop/courses/member-course-changes'
import { customerState } from '@/shop/customer/customer-state'

import { memberCourseRequest, orThrow } from '../course-http'

/** POST regular/cancel; also the my-page confirm form's call (docs/adr/059). */
export const cancelCourse: Impl<typeof regularCancelCall> = async ({ body, request }) => {
  const { customer, deps, payload } = await memberCourseRequest(request)
  const { ok: _ok, ...cancelled } = orThrow(await cancelMemberCourse(deps, customer, body))
  const fresh = await payload.findByID({
    collection: 'customers',
    id: customer.id,
    depth: 0,
    overrideAccess: true,
  })
  return { ...cancelled, state: customerState(fresh) }
}
