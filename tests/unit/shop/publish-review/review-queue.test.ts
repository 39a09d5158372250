import { describe, expect, it } from 'vitest'

import { type QueueRecord, waitingForReview } from '@/shop/publish-review/review-queue'

const rec = (
  targetId: string,
  action: QueueRecord['action'],
  createdAt: string,
  extra: Partial<QueueRecord> = {},
): QueueRecord => ({
  targetCollection: 'columns',
  targetId,
  targetTitle: `コラム${targetId}`,
  action,
  createdAt,
  byName: '編集 花子',
  ngCount: 1,
  reason: null,
  ...extra,
})

describe('waitingForReview', () => {
  it('lists a document whose latest record is a request, with who asked, when and its NG count', () => {
    const waiting = waitingForReview([
      rec('1', 'refused', '2026-11-28T01:00:00Z'),
      rec('1', 'requested', '2026-11-28T02:00:00Z', { ngCount: 2, reason: '出典を追記しました' }),
    ])
    expect(waiting).toEqual([
      {
        collection: 'columns',
        id: '1',
        title: 'コラム1',
        requestedAt: '2026-11-28T02:00:00Z',
        requestedBy: '編集 花子',
        ngCount: 2,
        note: '出典を追記しました',
        returnedBefore: 0,
      },
    ])
  })

  it('leaves out a document decided after its request (approved or sent back), or refused since', () => {
    expect(
      waitingForReview([
        rec('1', 'requested', '2026-11-28T01:00:00Z'),
        rec('1', 'approved', '2026-11-28T02:00:00Z'),
        rec('2', 'requested', '2026-11-28T01:00:00Z'),
        rec('2', 'returned', '2026-11-28T03:00:00Z'),
        rec('3', 'requested', '2026-11-28T01:00:00Z'),
        rec('3', 'refused', '2026-11-28T04:00:00Z'),
      ]),
    ).toEqual([])
  })

  it('lists a document asked again after a sending back, counting the sendings back', () => {
    const waiting = waitingForReview([
      rec('1', 'requested', '2026-11-28T01:00:00Z'),
      rec('1', 'returned', '2026-11-28T02:00:00Z'),
      rec('1', 'requested', '2026-11-28T05:00:00Z'),
    ])
    expect(waiting.map((w) => [w.id, w.requestedAt, w.returnedBefore])).toEqual([
      ['1', '2026-11-28T05:00:00Z', 1],
    ])
  })

  it('puts what has waited longest first, whatever order the records come in', () => {
    const waiting = waitingForReview([
      rec('new', 'requested', '2026-11-28T09:00:00Z'),
      rec('old', 'requested', '2026-11-27T09:00:00Z'),
      rec('page', 'requested', '2026-11-28T08:00:00Z', { targetCollection: 'pages' }),
    ])
    expect(waiting.map((w) => `${w.collection}:${w.id}`)).toEqual([
      'columns:old',
      'pages:page',
      'columns:new',
    ])
  })

  it('keeps documents of different collections with the same id apart', () => {
    const waiting = waitingForReview([
      rec('7', 'requested', '2026-11-28T01:00:00Z'),
      rec('7', 'approved', '2026-11-28T02:00:00Z', { targetCollection: 'pages' }),
    ])
    expect(waiting.map((w) => w.collection)).toEqual(['columns'])
  })
})
