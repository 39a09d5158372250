/**
 * The read behind 保留中のお届け (issue 29 §3, docs/adr/070-stock-alerts-and-held-deliveries.md): regular
 * deliveries held (out of stock…) or failed (a declined card), oldest delivery date first, each with its course,
 * member, product and what staff do about it (held-delivery-guidance.ts). Reads only; the rows are written by the
 * engine (delivery-engine.ts) and staff act on the course's own page.
 */
import type { Payload } from 'payload'

import { COURSE_STATUSES, DELIVERY_STATUS_LABELS, type CourseStatusCode } from './course-statuses'
import { heldDeliveryGuidance, heldReasonLabel } from './held-delivery-guidance'

export const HELD_DELIVERY_STATUSES = ['held', 'payment-failed'] as const
export type HeldDeliveryStatus = (typeof HELD_DELIVERY_STATUSES)[number]

/** Who may see the list: customer care (docs/adr/023, like the courses themselves). */
export const HELD_DELIVERY_ROLES = ['admin', 'support'] as const
export const canSeeHeldDeliveries = (roles: readonly string[]) =>
  roles.some((r) => (HELD_DELIVERY_ROLES as readonly string[]).includes(r))

/** The list shows this many at most (oldest first: the most urgent). */
export const HELD_DELIVERY_LIMIT = 200

export interface HeldDeliveryRow {
  id: number
  courseId: number
  regularOrderNumber: string
  courseStatus: CourseStatusCode
  member: { id: number; name: string; customerNumber: string | null } | null
  product: { code: string; name: string; quantity: number }
  sequence: number
  deliveryDate: string
  status: HeldDeliveryStatus
  statusLabel: string
  reason: string
  attempts: number
  nextAttemptAt: string | null
  guidance: string
}

export interface HeldDeliveryList {
  rows: HeldDeliveryRow[]
  /** All such deliveries, also those beyond the limit. */
  total: number
}

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id)
  return null
}

const isCourseStatus = (value: unknown): value is CourseStatusCode =>
  typeof value === 'string' && (COURSE_STATUSES as readonly string[]).includes(value)

/** Held and payment-failed deliveries, oldest delivery date first (four queries whatever the count). */
export async function heldDeliveries(
  payload: Payload,
  limit: number = HELD_DELIVERY_LIMIT,
): Promise<HeldDeliveryList> {
  const deliveries = await payload.find({
    collection: 'regular-deliveries',
    where: { status: { in: [...HELD_DELIVERY_STATUSES] } },
    sort: ['deliveryDate', 'id'],
    limit,
    depth: 0,
    overrideAccess: true,
  })
  const courseIds = [...new Set(deliveries.docs.map((d) => idOf(d.course)).filter((id) => id !== null))]
  const courses = courseIds.length
    ? (
        await payload.find({
          collection: 'regular-courses',
          where: { id: { in: courseIds } },
          select: {
            regularOrderNumber: true,
            customer: true,
            productCode: true,
            quantity: true,
            status: true,
          },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs
    : []
  const courseById = new Map(courses.map((c) => [c.id, c]))
  const memberIds = [...new Set(courses.map((c) => idOf(c.customer)).filter((id) => id !== null))]
  const productCodes = [...new Set(courses.map((c) => c.productCode))]
  const [members, products] = await Promise.all([
    memberIds.length
      ? payload.find({
          collection: 'customers',
          where: { id: { in: memberIds } },
          select: { lastName: true, firstName: true, customerNumber: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      : null,
    productCodes.length
      ? payload.find({
          collection: 'products',
          where: { productCode: { in: productCodes } },
          select: { productCode: true, name: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      : null,
  ])
  const memberById = new Map((members?.docs ?? []).map((m) => [m.id, m]))
  const productName = new Map((products?.docs ?? []).map((p) => [p.productCode, p.name]))

  const rows: HeldDeliveryRow[] = []
  for (const d of deliveries.docs) {
    const courseId = idOf(d.course)
    const course = courseId === null ? undefined : courseById.get(courseId)
    if (!course || courseId === null) continue
    const status = d.status as HeldDeliveryStatus
    const courseStatus = isCourseStatus(course.status) ? course.status : 'active'
    const memberId = idOf(course.customer)
    const member = memberId === null ? undefined : memberById.get(memberId)
    const nextAttemptAt = d.nextAttemptAt ?? null
    rows.push({
      id: d.id,
      courseId,
      regularOrderNumber: course.regularOrderNumber ?? `#${courseId}`,
      courseStatus,
      member: member
        ? {
            id: member.id,
            name: `${member.lastName} ${member.firstName}`,
            customerNumber: member.customerNumber ?? null,
          }
        : null,
      product: {
        code: course.productCode,
        name: productName.get(course.productCode) ?? course.productCode,
        quantity: course.quantity,
      },
      sequence: d.sequence,
      deliveryDate: d.deliveryDate,
      status,
      statusLabel: DELIVERY_STATUS_LABELS[status],
      reason: heldReasonLabel(d.failureCode),
      attempts: d.attempts ?? 0,
      nextAttemptAt,
      guidance: heldDeliveryGuidance({
        status,
        failureCode: d.failureCode ?? null,
        nextAttemptAt,
        courseStatus,
      }),
    })
  }
  return { rows, total: deliveries.totalDocs }
}
