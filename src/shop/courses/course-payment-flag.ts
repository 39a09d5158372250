/**
 * A course's 「決済エラー中」 flag (issue 12, docs/adr/036): on while a delivery's charge has failed and is not yet
 * paid, so staff find those courses with one filter of the admin list. Part of the courses' owner: the delivery
 * engine sets it in the transaction that records the failed delivery and clears it in the one that records the
 * paid retry (or staff's fix). A change appends no history row of its own: the engine's 'payment-failed' row is it.
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
