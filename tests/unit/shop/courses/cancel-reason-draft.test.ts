/** The cancel reason's draft between its pages (issue 28 §2, docs/adr/059): signed, expiring, one member's course. */
import { describe, expect, it } from 'vitest'

import {
  cancelDraftAnswer,
  type CancelReasonDraft,
  readCancelDraft,
  writeCancelDraft,
} from '@/shop/courses/cancel-reason-draft'

const SECRET = 'cancel-draft-test-secret-0123456789'
const NOW = 1_790_000_000_000
const DRAFT: CancelReasonDraft = {
  customerId: 7,
  regularOrderNumber: 'R20261128-000001-1',
  answer: { reason: 'other', note: '家族が同じ商品を購入しているため' },
  expiresAt: NOW + 60_000,
}

describe('the cancel reason draft', () => {
  it('reads back what was written, the Japanese note included', () => {
    expect(readCancelDraft(SECRET, writeCancelDraft(SECRET, DRAFT), NOW)).toEqual(DRAFT)
  })

  it('is nothing once expired, altered, signed with another secret, or absent', () => {
    const value = writeCancelDraft(SECRET, DRAFT)
    expect(readCancelDraft(SECRET, value, DRAFT.expiresAt)).toBeNull()
    expect(readCancelDraft('another-secret-0123456789abcdef', value, NOW)).toBeNull()
    const [body, signature] = value.split('.')
    const other = Buffer.from(JSON.stringify({ ...DRAFT, customerId: 8 })).toString('base64url')
    expect(readCancelDraft(SECRET, `${other}.${signature}`, NOW)).toBeNull()
    expect(readCancelDraft(SECRET, `${body}.${signature}.x`, NOW)).toBeNull()
    expect(readCancelDraft(SECRET, undefined, NOW)).toBeNull()
    expect(readCancelDraft(SECRET, '', NOW)).toBeNull()
  })

  it('passes the answer through the reason rule again (a note without 「その他」 is dropped)', () => {
    const value = writeCancelDraft(SECRET, { ...DRAFT, answer: { reason: 'price', note: 'メモ' } })
    expect(readCancelDraft(SECRET, value, NOW)?.answer).toEqual({ reason: 'price', note: null })
  })

  it('answers only for its member and course', () => {
    expect(cancelDraftAnswer(DRAFT, 7, DRAFT.regularOrderNumber)).toEqual(DRAFT.answer)
    expect(cancelDraftAnswer(DRAFT, 8, DRAFT.regularOrderNumber)).toBeNull()
    expect(cancelDraftAnswer(DRAFT, 7, 'R20261128-000002-1')).toBeNull()
    expect(cancelDraftAnswer(null, 7, DRAFT.regularOrderNumber)).toBeNull()
  })
})
