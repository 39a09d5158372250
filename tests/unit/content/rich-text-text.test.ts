import { describe, expect, it } from 'vitest'

import { richTextToText } from '@/shop/content/rich-text'

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const state = (...children: object[]) => ({ root: { type: 'root', children, version: 1 } })

describe('richTextToText (snippets, the information API, the advertising-law check)', () => {
  it('reads paragraphs, headings, lists and links, one block per line, and a notice box’s text', () => {
    const value = state(
      { type: 'heading', tag: 'h2', children: [text('膝の'), text('ための習慣 {#knee}')] },
      paragraph(text('このサプリで'), { type: 'link', fields: { url: '/x/' }, children: [text('膝の痛み')] }, text('が治ります。')),
      { type: 'list', children: [{ type: 'listitem', children: [text('一つ目')] }, { type: 'listitem', children: [text('二つ目')] }] },
      { type: 'block', fields: { blockType: 'noticeBox', tone: 'info', body: '飲むだけで痩せます' } },
    )
    expect(richTextToText(value)).toBe('膝のための習慣\nこのサプリで膝の痛みが治ります。\n一つ目\n二つ目\n飲むだけで痩せます')
  })

  it('reads a Markdown string as it is, and any malformed value without throwing', () => {
    expect(richTextToText('## 見出し')).toBe('## 見出し')
    for (const bad of [null, undefined, 42, {}, { root: null }, { root: { children: 'x' } }, { root: { children: 5 } }, { root: { children: [null, 5] } }]) {
      expect(richTextToText(bad)).toBe('')
    }
  })

  it('stops at a depth no editor makes', () => {
    let node: object = text('深い')
    for (let i = 0; i < 5_000; i++) node = { type: 'paragraph', children: [node] }
    expect(() => richTextToText({ root: node })).not.toThrow()
  })
})
