import { describe, expect, it } from 'vitest'

import {
  isKeywordTooLong,
  KEYWORD_MAX_LENGTH,
  KEYWORD_TOO_LONG_MESSAGE,
  lengthAfterPaste,
} from '@/ui/layout/header/search-keyword'

describe('search keyword limits (spec §5)', () => {
  it('allows at most 100 characters', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(100)
    expect(isKeywordTooLong('あ'.repeat(100))).toBe(false)
    expect(isKeywordTooLong('あ'.repeat(101))).toBe(true)
  })

  it('has a Japanese message', () => {
    expect(KEYWORD_TOO_LONG_MESSAGE).toBe('キーワードは100文字以内で入力してください')
  })
})

describe('lengthAfterPaste', () => {
  it('adds pasted text at the caret', () => {
    expect(lengthAfterPaste('DHA', 3, 3, 'セサミン')).toBe(7)
  })

  it('replaces the selected text', () => {
    expect(lengthAfterPaste('DHA EPA', 0, 3, 'ロコモア')).toBe(8)
  })

  it('copes with a backwards or out-of-range selection', () => {
    expect(lengthAfterPaste('abc', 3, 0, 'x')).toBe(1)
    expect(lengthAfterPaste('abc', 10, 10, 'x')).toBe(4)
  })

  it('detects a paste that would exceed the limit', () => {
    expect(lengthAfterPaste('a'.repeat(90), 90, 90, 'b'.repeat(11))).toBeGreaterThan(KEYWORD_MAX_LENGTH)
  })
})
