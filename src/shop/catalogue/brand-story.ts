/** A short plain-text excerpt of a brand story (rich text), for the skincare lineup page. */
import { isRichText, richTextToText } from '@/shop/content/rich-text'

/** The first paragraph (not a heading, list, table or block), cut at `max` characters with 「…」. */
export function storyExcerpt(story: unknown, max = 120): string {
  if (!isRichText(story)) return ''
  const prose = (story.root.children ?? []).find(
    (node) => node.type === 'paragraph' && richTextToText(wrap(node)),
  )
  if (!prose) return ''
  const text = richTextToText(wrap(prose)).replace(/\n/g, '')
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

const wrap = (node: { type: string }) => ({ root: { type: 'root', children: [node] } })
