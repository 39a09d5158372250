/** A short plain-text excerpt of a brand story written in Markdown, for the skincare lineup page. */

const MARKDOWN_INLINE = [
  [/!\[[^\]]*\]\([^)]*\)/g, ''], // images
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // links keep their text
  [/(\*\*|__|\*|_|`)/g, ''], // emphasis and code marks
] as const

/** The first paragraph that is prose (not a heading, list, table or quote), cut at `max` characters with 「…」. */
export function storyExcerpt(markdown: string | null | undefined, max = 120): string {
  if (!markdown) return ''
  const paragraphs = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
  const prose = paragraphs.find((p) => p && !/^(#|[-*+] |\d+\. |\||>|```)/.test(p))
  if (!prose) return ''
  let text = prose.replace(/\n/g, '')
  for (const [pattern, replacement] of MARKDOWN_INLINE) text = text.replace(pattern, replacement)
  text = text.trim()
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}
