/**
 * What the regular-course calls share (docs/adr/034-member-course-changes.md): the signed-in member (401 for a
 * guest), the wired dependencies, and how a refused change answers: another member's or an unknown course is 404
 * (never saying which), the 7-day rule and a course that is no longer active are 409 with the Japanese reason, a
 * bad choice is 400 on its field.
 */
import { getShopPayload } from '@/cms/get-payload'
import { ApiError } from '@/lib/api/errors'
import type { MemberCourseRefusal } from '@/shop/courses/member-course-changes'
import { memberCourseDeps } from '@/shop/courses/member-course-deps'

import { requireMember } from '../auth/signed-in-member'

export const COURSE_NOT_FOUND =
  'お探しの定期コースが見つかりませんでした。定期コースの一覧からお選びください。'

export async function memberCourseRequest(request: Request) {
  const { customer } = await requireMember(request)
  const payload = await getShopPayload()
  return { customer, payload, deps: memberCourseDeps(payload) }
}

export function courseRefusalError(refusal: MemberCourseRefusal): ApiError {
  switch (refusal.reason) {
    case 'not-found':
      return ApiError.notFound(COURSE_NOT_FOUND, 'course_not_found')
    case 'too-late':
      return new ApiError(409, 'change_deadline_passed', refusal.message)
    case 'not-active':
      return new ApiError(409, 'course_not_active', refusal.message)
    case 'conflict':
      return new ApiError(409, 'conflict', refusal.message)
    case 'invalid':
      return ApiError.badRequest(refusal.message, { [refusal.field]: refusal.message }, 'validation_failed')
  }
}

/** The page data, or the refusal thrown as its API error. */
export function orThrow<T extends object>(result: T | MemberCourseRefusal): T {
  if ('ok' in result && result.ok === false) throw courseRefusalError(result as MemberCourseRefusal)
  return result as T
}
