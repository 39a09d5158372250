import { describe, expect, it } from 'vitest'

import {
  decodeCarrierFile,
  decodeShiftJis,
  encodeShiftJis,
  shiftJisLength,
  truncateShiftJis,
  UNMAPPABLE_MARK,
} from '@/shop/fulfilment/shift-jis'

const bytesOf = (text: string) => [...encodeShiftJis(text).bytes]

describe('encodeShiftJis', () => {
  it.each([
    ['hiragana', 'あいうえお がぎぐげご ぱぴぷぺぽ ゃゅょっ'],
    ['katakana', 'アイウエオ ガギグゲゴ パピプペポ ヴ ャュョッ ー'],
    ['kanji', '東京都千代田区丸の内一丁目 山田花子 髙橋 﨑'],
    ['full-width digits and letters', '０１２３４５６７８９ ＡＢＣ ｘｙｚ'],
    ['half-width katakana', 'ﾔﾏﾀﾞ ﾊﾅｺ ｶﾞｷﾞﾊﾟｰ･｡｢｣'],
    ['ASCII', 'Order W261123-048213 "quoted", a,b\\c ~ {} 0123456789'],
    ['symbols', '〒100-0005 ①②③ ㈱ 〓 ※ 「」『』（）・～'],
  ])('round-trips %s through decodeShiftJis', (_kind, text) => {
    const { bytes, unmappable } = encodeShiftJis(text)
    expect(unmappable).toEqual([])
    expect(decodeShiftJis(bytes)).toBe(text)
  })

  it('writes the known bytes', () => {
    expect(bytesOf('あ')).toEqual([0x82, 0xa0])
    expect(bytesOf('ア')).toEqual([0x83, 0x41])
    expect(bytesOf('亜')).toEqual([0x88, 0x9f])
    expect(bytesOf('ｱ')).toEqual([0xb1])
    expect(bytesOf('｡')).toEqual([0xa1])
    expect(bytesOf('ﾟ')).toEqual([0xdf])
    expect(bytesOf('〓')).toEqual([0x81, 0xac])
    expect(bytesOf('０')).toEqual([0x82, 0x4f])
    expect(bytesOf('　')).toEqual([0x81, 0x40])
    expect(bytesOf('①')).toEqual([0x87, 0x40])
  })

  it('keeps ASCII as single bytes, backslash and tilde included', () => {
    expect(bytesOf('A1,"\\~\r\n')).toEqual([0x41, 0x31, 0x2c, 0x22, 0x5c, 0x7e, 0x0d, 0x0a])
  })

  it('writes an unmappable character as 〓 and lists it once, in order of first appearance', () => {
    const { bytes, unmappable } = encodeShiftJis('𠮷野家😀と𠮷田😀')
    expect(unmappable).toEqual(['𠮷', '😀'])
    expect(decodeShiftJis(bytes)).toBe('〓野家〓と〓田〓')
    expect(UNMAPPABLE_MARK).toBe('〓')
  })

  it('treats a surrogate pair as one character (one 〓, two bytes)', () => {
    expect(bytesOf('😀')).toEqual([0x81, 0xac])
    expect(bytesOf('a𠮷b')).toEqual([0x61, 0x81, 0xac, 0x62])
  })

  it('the empty text is no bytes', () => {
    expect(encodeShiftJis('')).toEqual({ bytes: new Uint8Array(0), unmappable: [] })
  })

  // Shift_JIS (JIS X 0208) carries the minus sign at 0x817C; the WHATWG encoder maps U+2212 there. NFKC (which the
  // address forms apply) leaves U+2212 as it is, and it is what macOS/iOS Japanese input gives for 「−」, so an
  // address such as 「1−2−3」 must not print as 「1〓2〓3」 on the label.
  it('writes the minus sign U+2212 (common in typed addresses) as 0x817C, not 〓', () => {
    const { bytes, unmappable } = encodeShiftJis('1−2−3')
    expect(unmappable).toEqual([])
    expect([...bytes]).toEqual([0x31, 0x81, 0x7c, 0x32, 0x81, 0x7c, 0x33])
  })
})

describe('shiftJisLength', () => {
  it('counts 全角 as 2 and 半角 as 1', () => {
    expect(shiftJisLength('')).toBe(0)
    expect(shiftJisLength('abc')).toBe(3)
    expect(shiftJisLength('あいう')).toBe(6)
    expect(shiftJisLength('ｱｲｳ')).toBe(3)
    expect(shiftJisLength('ﾀﾞ')).toBe(2)
    expect(shiftJisLength('山田 花子')).toBe(9)
    expect(shiftJisLength('１２３')).toBe(6)
    expect(shiftJisLength('　')).toBe(2)
  })

  it('counts an unmappable character as its 〓 (2), once per code point', () => {
    expect(shiftJisLength('𠮷')).toBe(2)
    expect(shiftJisLength('😀a')).toBe(3)
  })

  it('equals the encoded byte count', () => {
    for (const text of ['東京都港区1-2-3 ﾊｲﾂ101', '𠮷田😀', 'ギフト包装：ギフトボックス（まとめて包装）'])
      expect(shiftJisLength(text)).toBe(encodeShiftJis(text).bytes.length)
  })
})

describe('truncateShiftJis', () => {
  it('keeps a text that fits', () => {
    expect(truncateShiftJis('あいう', 6)).toBe('あいう')
    expect(truncateShiftJis('あいう', 100)).toBe('あいう')
    expect(truncateShiftJis('', 4)).toBe('')
  })

  it('never cuts a 全角 character in half', () => {
    expect(truncateShiftJis('あいう', 5)).toBe('あい')
    expect(truncateShiftJis('あいう', 1)).toBe('')
    expect(truncateShiftJis('aあb', 2)).toBe('a')
    expect(truncateShiftJis('aあb', 3)).toBe('aあ')
    expect(truncateShiftJis('ｱあｲ', 2)).toBe('ｱ')
    expect(truncateShiftJis('𠮷田', 3)).toBe('𠮷')
    expect(truncateShiftJis('𠮷田', 1)).toBe('')
  })

  it('is always a prefix within the limit, as long as possible', () => {
    const text = '東京都千代田区ｱｲｳ1-2-3 メゾン𠮷祥寺😀101号室'
    for (let max = 0; max <= shiftJisLength(text) + 2; max++) {
      const cut = truncateShiftJis(text, max)
      expect(text.startsWith(cut)).toBe(true)
      expect(shiftJisLength(cut)).toBeLessThanOrEqual(max)
      if (cut !== text) {
        const next = [...text.slice(cut.length)][0]!
        expect(shiftJisLength(cut + next)).toBeGreaterThan(max)
      }
      // No lone surrogate.
      expect(cut).toBe([...cut].join(''))
      expect(/[\uD800-\uDBFF]$/.test(cut)).toBe(false)
    }
  })
})

describe('decodeCarrierFile', () => {
  it('reads UTF-8 and strips its BOM', () => {
    const text = '注文番号,送り状番号\r\nW261123-048213,123456789014\r\n'
    const plain = new TextEncoder().encode(text)
    expect(decodeCarrierFile(plain)).toEqual({ text, encoding: 'utf-8' })
    const withBom = new TextEncoder().encode('\uFEFF' + text)
    expect(decodeCarrierFile(withBom)).toEqual({ text, encoding: 'utf-8' })
  })

  it('reads ASCII-only bytes as UTF-8', () => {
    expect(decodeCarrierFile(Uint8Array.from([0x61, 0x2c, 0x62]))).toEqual({ text: 'a,b', encoding: 'utf-8' })
  })

  it('reads Shift_JIS bytes of Japanese text as Shift_JIS', () => {
    const text =
      'お客様管理番号,伝票番号,出荷予定日\r\nW261123-048213,123456789014,2026/11/29\r\n山田 花子,ﾔﾏﾀﾞ ﾊﾅｺ\r\n'
    const { bytes } = encodeShiftJis(text)
    expect(decodeCarrierFile(bytes)).toEqual({ text, encoding: 'shift_jis' })
  })

  it('reads a short Shift_JIS name as Shift_JIS', () => {
    const { bytes } = encodeShiftJis('山田花子')
    expect(decodeCarrierFile(bytes)).toEqual({ text: '山田花子', encoding: 'shift_jis' })
  })

  it('the empty file is empty UTF-8', () => {
    expect(decodeCarrierFile(new Uint8Array(0))).toEqual({ text: '', encoding: 'utf-8' })
  })
})

describe('characters typed as a twin of a Shift_JIS character', () => {
  it.each([
    ['〜', '～'],
    ['—', '―'],
    ['¢', '￠'],
    ['£', '￡'],
  ])('%s is written as %s, not 〓', (typed, twin) => {
    const { bytes, unmappable } = encodeShiftJis(typed)
    expect(unmappable).toEqual([])
    expect(bytes).toEqual(encodeShiftJis(twin).bytes)
  })

  it('writes the yen sign as the JIS Roman yen (0x5C)', () => {
    expect(Array.from(encodeShiftJis('¥100').bytes)).toEqual([0x5c, 0x31, 0x30, 0x30])
  })
})
