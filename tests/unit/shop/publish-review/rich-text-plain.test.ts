import { describe, expect, it } from 'vitest'

import { richTextToPlain } from '@/shop/publish-review/rich-text-plain'

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const state = (...children: object[]) => ({ root: { type: 'root', children, version: 1 } })

describe('richTextToPlain', () => {
  it('reads paragraphs, headings, lists and links, one block per line', () => {
    const value = state(
      { type: 'heading', tag: 'h2', children: [text('膝の'), text('ための習慣')] },
      paragraph(
        text('このサプリで'),
        { type: 'link', fields: { url: '/x/' }, children: [text('膝の痛み')] },
        text('が治ります。'),
      ),
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [text('一つ目')] },
          { type: 'listitem', children: [text('二つ目')] },
        ],
      },
      paragraph(text('改行の'), { type: 'linebreak' }, text('あと')),
    )
    expect(richTextToPlain(value)).toBe(
      '膝のための習慣\nこのサプリで膝の痛みが治ります。\n一つ目\n二つ目\n改行の\nあと',
    )
  })

  it('reads the Japanese text of a shop block, not its codes', () => {
    const value = state({
      type: 'block',
      fields: { blockType: 'notice', id: 'abc', tone: 'info', title: 'ご注意', body: '飲むだけで痩せます' },
    })
    expect(richTextToPlain(value)).toBe('ご注意\n飲むだけで痩せます')
  })

  it('a Markdown string is read as it is; null and malformed values as no text', () => {
    expect(richTextToPlain('## 見出し')).toBe('## 見出し')
    for (const bad of [
      null,
      undefined,
      42,
      {},
      { root: null },
      { root: { children: 'x' } },
      { root: { children: [null, 5] } },
    ]) {
      expect(richTextToPlain(bad)).toBe('')
    }
  })

  it('survives a document nested deeper than any editor makes', () => {
    let node: object = text('深い')
    for (let i = 0; i < 500; i++) node = { type: 'paragraph', children: [node] }
    expect(() => richTextToPlain({ root: node })).not.toThrow()
  })
})
