import { describe, expect, it } from 'vitest'

import { toHalfWidthKana } from '@/shop/fulfilment/half-width-kana'

describe('toHalfWidthKana', () => {
  it('turns a katakana name into half-width', () => {
    expect(toHalfWidthKana('ヤマダ ハナコ')).toBe('ﾔﾏﾀﾞ ﾊﾅｺ')
    expect(toHalfWidthKana('スズキ タロウ')).toBe('ｽｽﾞｷ ﾀﾛｳ')
  })

  it('writes dakuten and handakuten as separate marks', () => {
    expect(toHalfWidthKana('ガ')).toBe('ｶﾞ')
    expect(toHalfWidthKana('パ')).toBe('ﾊﾟ')
    expect(toHalfWidthKana('ヴ')).toBe('ｳﾞ')
    expect(toHalfWidthKana('ガギグゲゴザジズゼゾダヂヅデドバビブベボ')).toBe(
      'ｶﾞｷﾞｸﾞｹﾞｺﾞｻﾞｼﾞｽﾞｾﾞｿﾞﾀﾞﾁﾞﾂﾞﾃﾞﾄﾞﾊﾞﾋﾞﾌﾞﾍﾞﾎﾞ',
    )
    expect(toHalfWidthKana('パピプペポ')).toBe('ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ')
  })

  it('reads hiragana as katakana', () => {
    expect(toHalfWidthKana('やまだ はなこ')).toBe('ﾔﾏﾀﾞ ﾊﾅｺ')
    expect(toHalfWidthKana('がぱゔ')).toBe('ｶﾞﾊﾟｳﾞ')
    expect(toHalfWidthKana('ぁぃぅぇぉっゃゅょ')).toBe('ｧｨｩｪｫｯｬｭｮ')
  })

  it('writes the long vowel and middle dot half-width', () => {
    expect(toHalfWidthKana('ゴトー')).toBe('ｺﾞﾄｰ')
    expect(toHalfWidthKana('ジョン・スミス')).toBe('ｼﾞｮﾝ･ｽﾐｽ')
  })

  it('makes a full-width space half-width', () => {
    expect(toHalfWidthKana('ヤマダ　ハナコ')).toBe('ﾔﾏﾀﾞ ﾊﾅｺ')
  })

  it('maps the small and old kana', () => {
    expect(toHalfWidthKana('ヮヰヱヵヶヲン')).toBe('ﾜｲｴｶｹｦﾝ')
  })

  it('narrows full-width ASCII and leaves half-width text alone', () => {
    expect(toHalfWidthKana('ＡＢＣ１２３')).toBe('ABC123')
    expect(toHalfWidthKana('ﾔﾏﾀﾞ abc')).toBe('ﾔﾏﾀﾞ abc')
    expect(toHalfWidthKana('')).toBe('')
  })

  it('covers every full-width katakana of a name (no full-width kana left)', () => {
    const all = Array.from({ length: 0x30f4 - 0x30a1 + 1 }, (_, i) => String.fromCodePoint(0x30a1 + i)).join(
      '',
    )
    expect(toHalfWidthKana(all)).not.toMatch(/[\u3041-\u30ff]/)
  })
})
