/**
 * A member's own courses as the my page shows them (docs/adr/034-member-course-changes.md): read-only. A course
 * is found only by its number together with its member, so another member's number reads as "not found".
 */
import type { Payload } from 'payload'

import type { RegularCourse } from '@/cms/payload-types'
import type { RegularCycle } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import { loadPurchasable } from '@/shop/catalogue/purchasable'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import { isChangeable, lastChangeDay } from './change-deadline'
import { COURSE_STATUS_LABELS, type CourseStatusCode, type PointUseMode } from './course-statuses'
import { pointUseText } from './member-course-rules'

export const MEMBER_COURSE_PATHS = {
  list: '/mypage/regular-courses/',
  dateChange: '/mypage/regular-delivery-date-change/',
  addressChange: '/mypage/regular-delivery-address-change/',
  paymentChange: '/mypage/payment-method-change/',
  pointUse: '/mypage/regular-point-use/',
  cancel: '/mypage/regular-cancel/',
} as const

const query = (values: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`

/** The my-page links of one course (another helper's pages: address and payment change take these queries). */
export function courseLinks(course: {
  regularOrderNumber: string
  productCode: string
  nextSequence: number
}) {
  const number = { regularOrderNumber: course.regularOrderNumber }
  const delivery = { ...number, regularOrderDetailSequenceNumber: course.nextSequence }
  return {
    dateChange: MEMBER_COURSE_PATHS.dateChange + query(delivery),
    addressChange: MEMBER_COURSE_PATHS.addressChange + query(delivery),
    paymentChange: MEMBER_COURSE_PATHS.paymentChange + query(number),
    pointUse: MEMBER_COURSE_PATHS.pointUse + query(number),
    cancel: MEMBER_COURSE_PATHS.cancel + query({ ...number, productCode: course.productCode }),
  }
}

export type MemberCourseRow = { regularOrderNumber: string } & Pick<
  RegularCourse,
  | 'id'
  | 'productCode'
  | 'cycleType'
  | 'quantity'
  | 'status'
  | 'nextSequence'
  | 'nextDeliveryDate'
  | 'anchorDate'
  | 'anchorSequence'
  | 'cancelFromSequence'
  | 'payment'
  | 'pointUse'
>

const ROW_SELECT = {
  regularOrderNumber: true,
  productCode: true,
  cycleType: true,
  quantity: true,
  status: true,
  nextSequence: true,
  nextDeliveryDate: true,
  anchorDate: true,
  anchorSequence: true,
  cancelFromSequence: true,
  payment: { method: true, cardBrand: true, cardLast4: true },
  pointUse: true,
} as const

/** The member's course with this number, or null (also when it is another member's). */
export async function findMemberCourse(
  payload: Payload,
  customerId: number,
  regularOrderNumber: string,
  req?: Parameters<Payload['find']>[0]['req'],
): Promise<MemberCourseRow | null> {
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: {
      and: [{ regularOrderNumber: { equals: regularOrderNumber } }, { customer: { equals: customerId } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: ROW_SELECT,
  })
  const doc = docs[0] as
    (Omit<MemberCourseRow, 'regularOrderNumber'> & { regularOrderNumber?: string | null }) | undefined
  return doc ? rowOf(doc) : null
}

const rowOf = (
  doc: Omit<MemberCourseRow, 'regularOrderNumber'> & { regularOrderNumber?: string | null },
): MemberCourseRow => ({ ...doc, regularOrderNumber: doc.regularOrderNumber ?? '' })

/** True when the delivery `sequence` of the course already has its row (the engine ordered or held it). */
export async function isDeliveryCreated(
  payload: Payload,
  courseId: number,
  sequence: number,
  req?: Parameters<Payload['count']>[0]['req'],
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'regular-deliveries',
    where: { and: [{ course: { equals: courseId } }, { sequence: { equals: sequence } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

export function paymentLabelOf(payment: MemberCourseRow['payment']): string {
  const method = payment?.method as PaymentMethodCode | null | undefined
  if (!method) return '未設定'
  const label = PAYMENT_METHOD_LABELS[method] ?? '未設定'
  if (method === '2' && payment?.cardLast4)
    return `${label}（${payment.cardBrand ? `${payment.cardBrand} ` : ''}下4桁 ${payment.cardLast4}）`
  return label
}

export interface MemberCourseView {
  regularOrderNumber: string
  productCode: string
  productName: string
  imageUrl: string | null
  productHref: string | null
  cycleLabel: string
  quantity: number
  status: CourseStatusCode
  statusLabel: string
  nextSequence: number
  /** YYYY-MM-DD */
  nextDeliveryDate: string
  nextDeliveryDateText: string
  /** The last day the next delivery can be changed (YYYY-MM-DD) and as shown. */
  lastChangeDate: string
  lastChangeDateText: string
  /** Active and the next delivery still changeable today. */
  changeable: boolean
  paymentLabel: string
  pointUse: { mode: PointUseMode; points: number }
  pointUseText: string
  /** The first delivery that is not made, once cancelled. */
  cancelFromSequence: number | null
  /** Only for an active course. */
  links: ReturnType<typeof courseLinks> | null
}

const STATUS_ORDER: Record<CourseStatusCode, number> = { active: 0, paused: 1, ended: 2, cancelled: 2 }

export function pointUseOf(row: Pick<MemberCourseRow, 'pointUse'>): { mode: PointUseMode; points: number } {
  return { mode: row.pointUse?.mode ?? 'none', points: row.pointUse?.points ?? 0 }
}

export function courseViewOf(
  row: MemberCourseRow,
  today: string,
  product: { name: string; imageUrl: string | null; href: string } | undefined,
  nextOrdered = false,
): MemberCourseView {
  const active = row.status === 'active'
  const use = pointUseOf(row)
  return {
    regularOrderNumber: row.regularOrderNumber,
    productCode: row.productCode,
    productName: product?.name ?? row.productCode,
    imageUrl: product?.imageUrl ?? null,
    productHref: product?.href ?? null,
    cycleLabel: CYCLE_INTERVAL_LABELS[row.cycleType as RegularCycle] ?? '',
    quantity: row.quantity,
    status: row.status,
    statusLabel: COURSE_STATUS_LABELS[row.status],
    nextSequence: row.nextSequence,
    nextDeliveryDate: row.nextDeliveryDate,
    nextDeliveryDateText: formatJapaneseDay(row.nextDeliveryDate),
    lastChangeDate: lastChangeDay(row.nextDeliveryDate),
    lastChangeDateText: formatJapaneseDay(lastChangeDay(row.nextDeliveryDate)),
    changeable: active && !nextOrdered && isChangeable(today, row.nextDeliveryDate),
    paymentLabel: paymentLabelOf(row.payment),
    pointUse: use,
    pointUseText: pointUseText(use),
    cancelFromSequence: row.cancelFromSequence ?? null,
    links: active ? courseLinks(row) : null,
  }
}

/** One course as the change pages show it. */
export async function memberCourseView(
  payload: Payload,
  row: MemberCourseRow,
  today: string,
): Promise<MemberCourseView> {
  const products = await loadPurchasable(payload, [row.productCode])
  const ordered = await isDeliveryCreated(payload, row.id, row.nextSequence)
  return courseViewOf(row, today, products.get(row.productCode), ordered)
}

/** Every course of the member: active first, then paused, then ended and cancelled; newest first within. */
export async function listMemberCourses(
  payload: Payload,
  customerId: number,
  today: string,
): Promise<MemberCourseView[]> {
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: ROW_SELECT,
  })
  const rows = (docs as Parameters<typeof rowOf>[0][])
    .map(rowOf)
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
  const products = await loadPurchasable(
    payload,
    rows.map((r) => r.productCode),
  )
  const views: MemberCourseView[] = []
  for (const row of rows) {
    const ordered = row.status === 'active' && (await isDeliveryCreated(payload, row.id, row.nextSequence))
    views.push(courseViewOf(row, today, products.get(row.productCode), ordered))
  }
  return views
}
