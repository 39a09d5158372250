import type { Payload } from 'payload'

import { memberById } from '@/shop/customer/member-lookup'
import { paymentChangePageOf } from '@/shop/courses/course-change-views'
import { memberCourse } from '@/shop/courses/member-course'

import { courseNotFound } from '../../../payment-method-change/course-change-http'

/** The payment-method change pages' data for the member's own course (404 otherwise). */
export async function paymentChangePage(payload: Payload, customerId: number, regularOrderNumber: string) {
  const course = await memberCourse(payload, customerId, regularOrderNumber)
  const member = course ? await memberById(payload, customerId) : null
  if (!course || !member) throw courseNotFound()
  return paymentChangePageOf(payload, course, member)
}
