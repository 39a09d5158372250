/**
 * History rows of a course: written only by the courses' owner (src/shop/courses), in the transaction of the
 * change they record. Summaries are Japanese and carry no personal data. The row is one INSERT on the
 * transaction's connection (the collection has no hooks; the engine writes thousands a day, ADR 033), in the
 * shape Payload's adapter stores, so the admin's join on the course reads it back.
 */
import type { Payload } from 'payload'

import { tableNamed } from '@/cms/table-read'
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

interface InsertRunner {
  insert(table: unknown): { values(row: object): PromiseLike<unknown> }
}

export async function appendHistory(payload: Payload, tx: Transaction, entry: HistoryEntry): Promise<void> {
  const stamp = new Date().toISOString()
  await (tx.db as InsertRunner).insert(tableNamed(payload, 'regular_course_history')).values({
    course: entry.courseId,
    event: entry.event,
    actor: entry.actor,
    staffUser: entry.staffUserId ?? null,
    sequence: entry.sequence ?? null,
    summary: entry.summary,
    createdAt: stamp,
    updatedAt: stamp,
  })
}
