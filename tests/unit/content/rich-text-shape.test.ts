import { describe, expect, it } from 'vitest'

import { plainRichText } from '@/shop/content/rich-text'
import { MAX_DEPTH, MAX_NODES, richTextShapeProblem } from '@/shop/content/rich-text-shape'

describe('richTextShapeProblem', () => {
  it('takes an editor state and an empty body', () => {
    expect(richTextShapeProblem(plainRichText('本文です。'), '本文')).toBeNull()
    expect(richTextShapeProblem(null, '本文')).toBeNull()
    expect(richTextShapeProblem(undefined, '本文')).toBeNull()
  })

  it('refuses anything else, naming the field', () => {
    for (const bad of ['文字列', 42, [], {}, { root: 'x' }, { root: { type: 'paragraph', children: [] } }]) {
      expect(richTextShapeProblem(bad, '本文')).toBe('本文の形式が正しくありません。エディターで入力した本文を送ってください。')
    }
    expect(richTextShapeProblem({ root: { type: 'root', children: [{ type: 'text', text: 5 }] } }, '説明')).toMatch(/^説明の形式/)
  })

  it('refuses a body nested deeper, or larger, than any editor makes', () => {
    let node: object = { type: 'text', text: '深い' }
    for (let i = 0; i <= MAX_DEPTH; i++) node = { type: 'paragraph', children: [node] }
    expect(richTextShapeProblem({ root: { type: 'root', children: [node] } }, '本文')).not.toBeNull()
    const wide = Array.from({ length: MAX_NODES + 1 }, () => ({ type: 'text', text: 'あ' }))
    expect(richTextShapeProblem({ root: { type: 'root', children: wide } }, '本文')).not.toBeNull()
  })
})
