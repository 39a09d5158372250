/**
 * What the payment-method and delivery-address change pages show of a course (docs/adr/035): the course, its
 * current payment or destination, and the numbers stated on the pages, each from its one source (the fee table,
 * the 7-day rule, the one-time-password rules).
 */
import type { Payload } from 'payload'

import type { Customer, RegularCourse } from '@/cms/payload-types'
import { COD_FEE_TABLE, cashOnDeliveryFee } from '@/shop/checkout/fees'
import { PAYMENT_METHOD_LABELS, COURSE_PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { cardTokenScriptUrl } from '@/shop/payments/provider-client'

import { REGULAR_CHANGE_DEADLINE_DAYS, lastChangeDay } from './change-deadline'
import { isCourseMethod } from './course-change-rules'
import { COURSE_STATUS_LABELS, type CourseStatusCode } from './course-statuses'

export const ONE_TIME_ORDER_NOTE =
  'このページで変更できるのは定期コースのお支払い方法です。発送前の通常のご注文（定期コース以外）のお支払い方法は、マイページからは変更できません。お問い合わせフォームからご連絡ください。'

async function productName(payload: Payload, productCode: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { productCode: { equals: productCode } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })
  return docs[0]?.name ?? null
}

export async function courseViewOf(payload: Payload, course: RegularCourse) {
  return {
    regularOrderNumber: course.regularOrderNumber ?? '',
    productCode: course.productCode,
    productName: await productName(payload, course.productCode),
    statusLabel: COURSE_STATUS_LABELS[course.status as CourseStatusCode] ?? course.status,
    nextSequence: course.nextSequence,
    nextDeliveryDate: course.nextDeliveryDate,
  }
}

export function currentPaymentOf(course: RegularCourse) {
  const method =
    course.payment?.method && isCourseMethod(course.payment.method) ? course.payment.method : null
  return {
    method,
    label: method ? PAYMENT_METHOD_LABELS[method] : '未設定',
    cardBrand: method === '2' ? (course.payment?.cardBrand ?? null) : null,
    cardLast4: method === '2' ? (course.payment?.cardLast4 ?? null) : null,
  }
}

/** 代引手数料 (tax included) per band of the amount collected, from checkout's one fee table. */
export const codFeeBands = () =>
  COD_FEE_TABLE.map((row) => ({ below: row.below, fee: cashOnDeliveryFee(row.below - 1)?.includingTax ?? 0 }))

export async function paymentChangePageOf(payload: Payload, course: RegularCourse, member: Customer) {
  return {
    course: await courseViewOf(payload, course),
    current: currentPaymentOf(course),
    methods: COURSE_PAYMENT_METHODS.filter(isCourseMethod).map((code) => ({
      code,
      label: PAYMENT_METHOD_LABELS[code],
    })),
    savedCard:
      member.savedCard?.reference && member.savedCard.brand && member.savedCard.last4
        ? { brand: member.savedCard.brand, last4: member.savedCard.last4 }
        : null,
    directDebit:
      member.directDebit?.reference && member.directDebit.bankName && member.directDebit.accountLast4
        ? { bankName: member.directDebit.bankName, accountLast4: member.directDebit.accountLast4 }
        : null,
    codFees: codFeeBands(),
    cardTokenScriptUrl: await cardTokenScriptUrl().catch(() => null),
    oneTimeOrderNote: ONE_TIME_ORDER_NOTE,
  }
}

export async function addressChangePageOf(
  payload: Payload,
  course: RegularCourse,
  target: { sequence: number; deliveryDate: string },
) {
  const d = course.destination
  return {
    course: await courseViewOf(payload, course),
    destination: {
      lastName: d?.lastName ?? '',
      firstName: d?.firstName ?? '',
      lastNameKana: d?.lastNameKana ?? '',
      firstNameKana: d?.firstNameKana ?? '',
      postalCode: d?.postalCode ?? '',
      prefecture: d?.prefecture ?? '',
      city: d?.city ?? '',
      town: d?.town ?? null,
      streetAddress: d?.streetAddress ?? '',
      building: d?.building ?? null,
      phone: d?.phone ?? '',
    },
    sequence: target.sequence,
    deliveryDate: target.deliveryDate,
    lastChangeDay: lastChangeDay(target.deliveryDate),
    deadlineDays: REGULAR_CHANGE_DEADLINE_DAYS,
  }
}
