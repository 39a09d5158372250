/** Pure rules of regular-delivery courses (docs/adr/032-courses-and-ledger-owners.md). */
import type { RegularCourse } from '@/cms/payload-types'

export type CourseStatus = RegularCourse['status']

/** The status that keeps a course running; every other (cancelled, ended) counts as inactive. */
export const ACTIVE_COURSE_STATUS: CourseStatus = 'active'

/** The customer's 定期購入者 flag, from the statuses of all their courses: true while one is active. */
export const isRegularCustomer = (statuses: readonly CourseStatus[]): boolean =>
  statuses.some((status) => status === ACTIVE_COURSE_STATUS)
