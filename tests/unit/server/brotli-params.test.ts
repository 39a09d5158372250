import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { brotliParams } from '@/server/edge'

const {
  BROTLI_PARAM_QUALITY: QUALITY,
  BROTLI_PARAM_LGWIN: LGWIN,
  BROTLI_PARAM_SIZE_HINT: SIZE_HINT,
} = zlib.constants

describe('brotli settings of an answer', () => {
  it('a known length gets a window just large enough and the size as a hint, quality 4', () => {
    expect(brotliParams(84_419)).toEqual({ [QUALITY]: 4, [SIZE_HINT]: 84_419, [LGWIN]: 17 })
    expect(brotliParams(65_536)[LGWIN]).toBe(17)
    expect(brotliParams(100)[LGWIN]).toBe(10)
    expect(brotliParams(50_000_000)[LGWIN]).toBe(22)
  })

  it('a streamed answer (unknown length) keeps the default window', () => {
    expect(brotliParams(Number.NaN)).toEqual({ [QUALITY]: 4 })
  })

  it('compresses to the same bytes as the default window and back to the body', () => {
    const body = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => `<p>健康のための${i % 97}番目の段落です。</p>`).join(''),
    )
    const small = zlib.brotliCompressSync(body, { params: brotliParams(body.length) })
    const large = zlib.brotliCompressSync(body, { params: { [QUALITY]: 4 } })
    expect(small.length).toBeLessThanOrEqual(large.length)
    expect(zlib.brotliDecompressSync(small).equals(body)).toBe(true)
  })
})
