import { describe, expect, it } from 'vitest'

import { markdownToHtml, markdownToText } from '@/lib/markdown/render'

describe('markdown rendering', () => {
  it('renders headings, lists and site links', () => {
    const html = markdownToHtml('## 見出し\n\n- 一つ目\n- [送料](/service/)')
    expect(html).toContain('<h2>見出し</h2>')
    expect(html).toContain('<a href="/service/">送料</a>')
  })

  it('shows raw HTML as text instead of running it', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;')
  })

  it('drops javascript: links', () => {
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('href')
  })

  it('makes plain-text excerpts', () => {
    expect(markdownToText('## 題\n\n**太字**と[リンク](/a/)', 20)).toBe('題 太字とリンク')
  })
})
