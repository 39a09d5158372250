/**
 * After a member changed the payment method of a course, a delivery whose charge was declined (status
 * 'payment-failed') is tried again at once with the new method (issue 12, docs/adr/035).
 * The retry is the delivery engine's own (src/shop/courses/delivery-engine.ts retryDelivery, ADR 033): the same
 * exactly-once transaction as the scheduled retries, so a retry racing the job still makes the order once.
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'

import { retryDelivery } from './delivery-engine'

/** One delivery to retry: the course and the delivery's sequence (regularOrderDetailSequenceNumber). */
export interface FailedDelivery {
  deliveryId: number
  courseId: number
  sequence: number
}

export type RetryFailedDelivery = (payload: Payload, delivery: FailedDelivery) => Promise<void>

export const retryPaymentFailedDelivery: RetryFailedDelivery = async (payload, delivery) => {
  const outcome = await retryDelivery(payload, { deliveryId: delivery.deliveryId })
  logger.info('payment changed: delivery retried', {
    courseId: delivery.courseId,
    sequence: delivery.sequence,
    outcome,
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
  return docs.map((doc) => ({ deliveryId: doc.id, courseId, sequence: doc.sequence }))
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
