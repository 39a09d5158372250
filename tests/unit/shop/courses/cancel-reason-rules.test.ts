/** The optional cancellation reason (issue 28 §2): the note is kept only with 「その他」, trimmed, and empty is none. */
import { describe, expect, it } from 'vitest'

import {
  cancelAnswerOf,
  cancelReasonHistoryText,
  cancelReasonText,
  isCancelNoteTooLong,
  NO_CANCEL_ANSWER,
} from '@/shop/courses/cancel-reason-rules'
import { CANCEL_REASON_NOTE_MAX, CANCEL_REASONS } from '@/shop/courses/cancel-reasons'

describe('cancelAnswerOf', () => {
  it('keeps every listed reason, without a note unless it is 「その他」', () => {
    for (const reason of CANCEL_REASONS.filter((r) => r !== 'other'))
      expect(cancelAnswerOf(reason, '書いた内容')).toEqual({ reason, note: null })
  })

  it('keeps the note with 「その他」, trimmed; an empty or blank note is none', () => {
    expect(cancelAnswerOf('other', '  飲み忘れが多い\n')).toEqual({ reason: 'other', note: '飲み忘れが多い' })
    expect(cancelAnswerOf('other', '')).toEqual({ reason: 'other', note: null })
    expect(cancelAnswerOf('other', ' \n\u3000')).toEqual({ reason: 'other', note: null })
    expect(cancelAnswerOf('other', null)).toEqual({ reason: 'other', note: null })
    expect(cancelAnswerOf('other', undefined)).toEqual({ reason: 'other', note: null })
  })

  it('is no answer for a missing, empty or unknown reason (and then drops the note)', () => {
    expect(cancelAnswerOf(undefined, undefined)).toEqual(NO_CANCEL_ANSWER)
    expect(cancelAnswerOf(null, 'メモ')).toEqual(NO_CANCEL_ANSWER)
    expect(cancelAnswerOf('', 'メモ')).toEqual(NO_CANCEL_ANSWER)
    expect(cancelAnswerOf('none', 'メモ')).toEqual(NO_CANCEL_ANSWER)
    expect(cancelAnswerOf(7, 'メモ')).toEqual(NO_CANCEL_ANSWER)
  })
})

describe('the note’s length', () => {
  it(`allows ${CANCEL_REASON_NOTE_MAX} characters after trimming, not one more`, () => {
    expect(isCancelNoteTooLong('あ'.repeat(CANCEL_REASON_NOTE_MAX))).toBe(false)
    expect(isCancelNoteTooLong(`  ${'あ'.repeat(CANCEL_REASON_NOTE_MAX)}  `)).toBe(false)
    expect(isCancelNoteTooLong('あ'.repeat(CANCEL_REASON_NOTE_MAX + 1))).toBe(true)
  })
})

describe('the reason in words', () => {
  it('is the label, or 「回答しない」 without one', () => {
    expect(cancelReasonText('price')).toBe('価格が合わない')
    expect(cancelReasonText('other')).toBe('その他')
    expect(cancelReasonText(null)).toBe('回答しない')
  })

  it('gives the history row the label only, and nothing without a reason', () => {
    expect(cancelReasonHistoryText('health')).toBe('（理由：体調・ライフスタイルの変化）')
    expect(cancelReasonHistoryText(null)).toBe('')
  })
})
