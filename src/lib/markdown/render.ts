/**
 * Markdown → HTML for CMS bodies. Raw HTML in the source is shown as text, never interpreted, and only
 * http(s), mailto, tel and site-relative links survive, so staff content cannot inject script.
 */
import { Marked, type Tokens } from 'marked'

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

/** 「## 特定商取引法に基づく表記 {#tokushoho}」: a heading a link can point at (/company/#tokushoho). */
const HEADING_ANCHOR = /\s*\{#([a-z][a-z0-9-]{0,40})\}\s*$/

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Heading) {
      const anchor = HEADING_ANCHOR.exec(token.text)
      if (!anchor) return false
      const text = this.parser.parseInline(marked.Lexer.lexInline(token.text.slice(0, anchor.index)))
      return `<h${token.depth} id="${anchor[1]}">${text}</h${token.depth}>\n`
    },
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text)
    },
    link(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens)
      if (!SAFE_HREF.test(token.href)) return text
      const external = /^https?:\/\//i.test(token.href)
      const rel = external ? ' rel="noopener noreferrer" target="_blank"' : ''
      return `<a href="${escapeHtml(token.href)}"${rel}>${text}</a>`
    },
    image(token: Tokens.Image) {
      if (!SAFE_HREF.test(token.href)) return escapeHtml(token.text)
      return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy">`
    },
  },
})

export function markdownToHtml(markdown: string | null | undefined): string {
  if (!markdown) return ''
  return marked.parse(markdown, { async: false })
}

/** Plain text of a Markdown body (for excerpts and search snippets). */
export function markdownToText(markdown: string | null | undefined, max = 120): string {
  if (!markdown) return ''
  const text = markdown
    .replace(/\s*\{#[a-z][a-z0-9-]{0,40}\}\s*$/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/^\s*([#>]+|[-*+]|\d+\.)\s+/gm, ' ')
    .replace(/[|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
