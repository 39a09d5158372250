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

  it('gives a heading the anchor written after it, and only a plain lower-case one', () => {
    expect(markdownToHtml('## 特定商取引法に基づく表記 {#tokushoho}')).toBe(
      '<h2 id="tokushoho">特定商取引法に基づく表記</h2>\n',
    )
    expect(markdownToHtml('## **送料** {#shipping-fee}')).toBe(
      '<h2 id="shipping-fee"><strong>送料</strong></h2>\n',
    )
    expect(markdownToHtml('## 見出し {#"><script>}')).not.toContain('<script>')
    expect(markdownToHtml('## 見出し {#Upper}')).toContain('<h2>見出し {#Upper}</h2>')
    expect(markdownToText('## 特定商取引法に基づく表記 {#tokushoho}\n\n本文')).toBe(
      '特定商取引法に基づく表記 本文',
    )
  })
})
