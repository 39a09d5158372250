import { describe, expect, it } from 'vitest'

import { fold, foldWithMap } from '@/shop/ad-review'

/** The original text each folded unit came from, joined: shows the map is right. */
function mapped(original: string) {
  const folded = foldWithMap(original)
  return [...folded.text].map((_, i) => original.slice(folded.starts[i], folded.ends[i]))
}

describe('folding for the advertising check', () => {
  it('folds width, katakana to hiragana and ASCII case', () => {
    expect(fold('ＮＯ．１')).toBe('no.1')
    expect(fold('ｼﾐが消える')).toBe('しみが消える')
    expect(fold('シミ')).toBe(fold('しみ'))
    expect(fold('ガン')).toBe('がん')
    expect(fold('ヴィタミン')).toBe('ゔぃたみん')
  })

  it('joins voicing marks to their kana, whichever form they come in', () => {
    expect(fold('ｶﾞﾝ')).toBe('がん')
    expect(fold('か\u3099ん')).toBe('がん')
    expect(fold('か゛ん')).toBe('がん')
    expect(fold('ﾊﾟｯｸ')).toBe('ぱっく')
  })

  it('drops spaces, full-width spaces, controls and zero-width characters, but keeps line breaks', () => {
    expect(fold('シミが　消える')).toBe('しみが消える')
    expect(fold('No. 1')).toBe('no.1')
    expect(fold('治\u0000る\u200b\t')).toBe('治る')
    expect(fold('治る\r\n次')).toBe('治る\n次')
  })

  it('expands compatibility characters (㍻, ①) and maps every piece back to its source', () => {
    expect(fold('㍻①')).toBe('平成1')
    expect(mapped('㍻')).toEqual(['㍻', '㍻'])
    expect(mapped('ｶﾞﾝ')).toEqual(['ｶﾞ', 'ﾝ'])
  })

  it('keeps surrogate pairs whole and maps offsets around them', () => {
    const original = '😀シミ🧴が消える'
    const folded = foldWithMap(original)
    expect(folded.text).toBe('😀しみ🧴が消える')
    const at = folded.text.indexOf('しみ')
    expect(original.slice(folded.starts[at], folded.ends[at + 1])).toBe('シミ')
    expect(mapped(original)).toContain('🧴')
  })

  it('folds an empty text and a lone surrogate without throwing', () => {
    expect(foldWithMap('').text).toBe('')
    expect(() => fold('\ud800治る\udc00')).not.toThrow()
  })
})
