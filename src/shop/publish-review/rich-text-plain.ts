/**
 * The words of a rich-text value as the advertising-law check reads them: a Lexical editor state (issue 27) or a
 * Markdown string (bodies not yet moved). Blocks end with a line break so a phrase never runs from one paragraph
 * into the next; a shop block's own text fields (a notice box's title and body) are read like any other text.
 */

type LexicalNode = {
  type?: unknown
  text?: unknown
  children?: unknown
  fields?: unknown
}

const INLINE = new Set(['text', 'linebreak', 'tab', 'link', 'autolink'])

function fieldsText(fields: unknown): string {
  if (!fields || typeof fields !== 'object') return ''
  const out: string[] = []
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (key === 'id' || key === 'blockType' || key === 'blockName') continue
    if (typeof value === 'string' && /[^\x00-\x7f]/.test(value)) out.push(value)
    else if (value && typeof value === 'object' && 'root' in value) out.push(richTextToPlain(value))
  }
  return out.length ? `${out.join('\n')}\n` : ''
}

function nodeText(node: LexicalNode, depth: number): string {
  if (depth > 64) return ''
  const type = typeof node.type === 'string' ? node.type : ''
  if (type === 'text') return typeof node.text === 'string' ? node.text : ''
  if (type === 'linebreak') return '\n'
  if (type === 'tab') return '\t'
  if (type === 'block' || type === 'inlineBlock') return fieldsText(node.fields)
  const children = Array.isArray(node.children) ? (node.children as LexicalNode[]) : []
  const inner = children
    .map((child) => (child && typeof child === 'object' ? nodeText(child, depth + 1) : ''))
    .join('')
  return INLINE.has(type) || type === '' ? inner : inner.endsWith('\n') ? inner : `${inner}\n`
}

/** The plain text of a rich-text value; anything else (null, a malformed value) reads as no text. */
export function richTextToPlain(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const root = (value as { root?: unknown }).root
  if (!root || typeof root !== 'object') return ''
  return nodeText(root as LexicalNode, 0).replace(/\n+$/, '')
}
