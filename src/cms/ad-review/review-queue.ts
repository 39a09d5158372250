/**
 * The reviewer's queue (issue 27 §3): the review records of the documents most recently asked for review, read
 * for src/shop/publish-review/review-queue.ts. Two reads: the latest requests, then every record of their
 * documents (a decision after a request takes the document off the queue).
 */
import type { Payload, PayloadRequest } from 'payload'

import { REVIEW_ACTIONS, type ReviewAction } from '@/shop/publish-review/review-gate'
import { type QueueRecord, waitingForReview, type WaitingReview } from '@/shop/publish-review/review-queue'

/** Requests read per view: far more than ever wait at once. */
export const QUEUE_REQUESTS_READ = 300

type Row = {
  targetCollection?: string | null
  targetId?: string | null
  targetTitle?: string | null
  action?: string | null
  createdAt?: string | null
  reason?: string | null
  by?: unknown
  findings?: unknown
}

const nameOf = (by: unknown): string | null => {
  if (!by || typeof by !== 'object') return null
  const staff = by as { name?: unknown; email?: unknown }
  return typeof staff.name === 'string' && staff.name
    ? staff.name
    : typeof staff.email === 'string'
      ? staff.email
      : null
}

const ngCountOf = (findings: unknown): number =>
  Array.isArray(findings)
    ? findings.filter((f) => f && typeof f === 'object' && (f as { severity?: unknown }).severity === 'ng')
        .length
    : 0

function asQueueRecord(row: Row): QueueRecord | null {
  if (!row.targetCollection || !row.targetId || !row.createdAt) return null
  if (!REVIEW_ACTIONS.includes(row.action as ReviewAction)) return null
  return {
    targetCollection: row.targetCollection,
    targetId: row.targetId,
    targetTitle: row.targetTitle || '（無題）',
    action: row.action as ReviewAction,
    createdAt: row.createdAt,
    byName: nameOf(row.by),
    ngCount: ngCountOf(row.findings),
    reason: row.reason ?? null,
  }
}

export async function loadReviewQueue(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<WaitingReview[]> {
  const requests = await payload.find({
    collection: 'ad-reviews',
    where: { action: { equals: 'requested' } },
    sort: '-createdAt',
    limit: QUEUE_REQUESTS_READ,
    depth: 0,
    overrideAccess: true,
    req,
    select: { targetId: true },
  })
  const ids = [...new Set(requests.docs.map((d) => (d as Row).targetId).filter((id): id is string => !!id))]
  if (ids.length === 0) return []
  const records = await payload.find({
    collection: 'ad-reviews',
    where: { targetId: { in: ids } },
    sort: 'createdAt',
    pagination: false,
    limit: 0,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return waitingForReview(
    (records.docs as Row[]).map(asQueueRecord).filter((r): r is QueueRecord => r !== null),
  )
}
