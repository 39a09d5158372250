/**
 * A course's 「決済エラー中」 flag (issue 12, docs/adr/036): on while a delivery's charge has failed and is not yet
 * paid, so staff find those courses with one filter of the admin list. Part of the courses' owner: the delivery
 * engine recomputes it from the course's deliveries in the transaction that records a failed delivery and in the
 * one that records a retry. A change appends no history row of its own: the engine's 'payment-failed' row is it.
 */
import type { Payload } from 'payload'

import { updateColumns } from '@/cms/guarded-update'
import type { Transaction } from '@/cms/transaction'

export async function setCoursePaymentFailed(
  payload: Payload,
  tx: Transaction,
  courseId: number,
  failed: boolean,
): Promise<void> {
  await updateColumns(payload, 'regular-courses', courseId, { paymentFailed: failed }, tx)
}

/** The flag from the course's deliveries, read in `tx`: on while one of them is payment-failed. */
export async function syncCoursePaymentFailed(
  payload: Payload,
  tx: Transaction,
  courseId: number,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'regular-deliveries',
    where: { and: [{ course: { equals: courseId } }, { status: { equals: 'payment-failed' } }] },
    overrideAccess: true,
    req: tx.req,
  })
  const failed = totalDocs > 0
  await setCoursePaymentFailed(payload, tx, courseId, failed)
  return failed
}
