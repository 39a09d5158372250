/**
 * After a member changed the payment method of a course, a delivery whose charge was declined (status
 * 'payment-failed') is tried again at once with the new method (issue 12, docs/adr/035).
 *
 * LEAD: wire `retryPaymentFailedDelivery` below to the delivery engine's `retryDelivery(...)`
 * (src/shop/courses/delivery-engine.ts, built in parallel). Until then it only logs that a retry is due; the
 * engine's own schedule (nextAttemptAt) still retries the delivery.
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'

/** One delivery to retry: the course and the delivery's sequence (regularOrderDetailSequenceNumber). */
export interface FailedDelivery {
  courseId: number
  sequence: number
}

export type RetryFailedDelivery = (payload: Payload, delivery: FailedDelivery) => Promise<void>

/** THE placeholder the lead wires to the engine's retryDelivery (one line). */
export const retryPaymentFailedDelivery: RetryFailedDelivery = async (_payload, delivery) => {
  logger.info('payment changed: delivery retry due (engine retry not wired yet)', {
    courseId: delivery.courseId,
    sequence: delivery.sequence,
  })
}

/** The course's deliveries whose payment failed, oldest first. */
export async function paymentFailedDeliveries(payload: Payload, courseId: number): Promise<FailedDelivery[]> {
  const { docs } = await payload.find({
    collection: 'regular-deliveries',
    where: { and: [{ course: { equals: courseId } }, { status: { equals: 'payment-failed' } }] },
    sort: 'sequence',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { sequence: true },
  })
  return docs.map((doc) => ({ courseId, sequence: doc.sequence }))
}

/** Called after the change committed: a failing retry is logged, never undoes the change. */
export async function retryAfterPaymentChange(
  payload: Payload,
  courseId: number,
  retry: RetryFailedDelivery = retryPaymentFailedDelivery,
): Promise<number> {
  const failed = await paymentFailedDeliveries(payload, courseId)
  for (const delivery of failed) {
    try {
      await retry(payload, delivery)
    } catch (error) {
      logger.error('payment changed: delivery retry failed', {
        courseId,
        sequence: delivery.sequence,
        errorType: error instanceof Error ? error.name : typeof error,
      })
    }
  }
  return failed.length
}
