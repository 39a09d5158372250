/**
 * What waits for a reviewer (issue 27 §3, docs/adr/063-approval-before-publishing.md): every document whose latest
 * review record is a request — no approval, sending back or refused publish came after it. Oldest request first,
 * so what has waited longest is at the top. The records are `ad-reviews` rows (review-service.ts writes them).
 */
import type { ReviewAction } from './review-gate'

export type QueueRecord = {
  targetCollection: string
  targetId: string
  targetTitle: string
  action: ReviewAction
  createdAt: string
  /** The staff member who made the record (the requester, for a request). */
  byName: string | null
  /** Findings kept with the record: how many are NG. */
  ngCount: number
  reason: string | null
}

export type WaitingReview = {
  collection: string
  id: string
  title: string
  requestedAt: string
  requestedBy: string | null
  ngCount: number
  /** The requester's note, if they wrote one. */
  note: string | null
  /** Earlier sendings back of this document (it came back after changes). */
  returnedBefore: number
}

const keyOf = (r: Pick<QueueRecord, 'targetCollection' | 'targetId'>) => `${r.targetCollection}:${r.targetId}`

export function waitingForReview(records: readonly QueueRecord[]): WaitingReview[] {
  const byTarget = new Map<string, QueueRecord[]>()
  for (const r of records) {
    const list = byTarget.get(keyOf(r)) ?? []
    list.push(r)
    byTarget.set(keyOf(r), list)
  }
  const waiting: WaitingReview[] = []
  for (const list of byTarget.values()) {
    const sorted = [...list].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    const latest = sorted[sorted.length - 1]!
    if (latest.action !== 'requested') continue
    waiting.push({
      collection: latest.targetCollection,
      id: latest.targetId,
      title: latest.targetTitle,
      requestedAt: latest.createdAt,
      requestedBy: latest.byName,
      ngCount: latest.ngCount,
      note: latest.reason,
      returnedBefore: sorted.filter((r) => r.action === 'returned').length,
    })
  }
  return waiting.sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt))
}
