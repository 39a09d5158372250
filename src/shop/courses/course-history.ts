/**
 * History rows of a course: written only by the courses' owner (src/shop/courses), in the transaction of the
 * change they record. Summaries are Japanese and carry no personal data.
 */
import type { Payload } from 'payload'

import type { Transaction } from '@/cms/transaction'

import type { CourseActor, CourseEvent } from './course-statuses'

export interface HistoryEntry {
  courseId: number
  event: CourseEvent
  actor: CourseActor
  staffUserId?: number | null
  sequence?: number | null
  summary: string
}

export async function appendHistory(payload: Payload, tx: Transaction, entry: HistoryEntry): Promise<void> {
  await payload.create({
    collection: 'regular-course-history',
    overrideAccess: true,
    depth: 0,
    req: tx.req,
    select: { event: true },
    data: {
      course: entry.courseId,
      event: entry.event,
      actor: entry.actor,
      staffUser: entry.staffUserId ?? null,
      sequence: entry.sequence ?? null,
      summary: entry.summary,
    },
  })
}
