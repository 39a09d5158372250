/**
 * What the shop knows about a rich-text body (Lexical JSON, docs/adr/061-rich-text-editor.md): the documents it
 * refers to (links, images, product cards) so a page can resolve them in one read each, its plain text for
 * snippets, and the heading anchors Markdown had (「## 特定商取引法に基づく表記 {#tokushoho}」). Pure.
 */

export const NOTICE_TONES = ['info', 'warning'] as const
export type NoticeTone = (typeof NOTICE_TONES)[number]

/** A Lexical node as stored: only the parts the shop reads. */
export type RichNode = {
  type: string
  children?: RichNode[]
  text?: string
  tag?: string
  fields?: Record<string, unknown> | null
  relationTo?: string
  value?: unknown
  [key: string]: unknown
}

export type RichTextData = { root: RichNode }

export type RichRefCollection = 'products' | 'columns' | 'pages' | 'media'

/** The ids a body refers to, per collection. */
export type RichRefs = Record<RichRefCollection, Set<string>>

export const isRichText = (value: unknown): value is RichTextData =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { root?: unknown }).root === 'object' &&
  (value as { root: unknown }).root !== null

/** The id of a relationship value, whether stored as an id or read populated. */
export function relationId(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (typeof value === 'object' && value !== null && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'string' || typeof id === 'number') return String(id)
  }
  return null
}

const REF_COLLECTIONS = new Set<string>(['products', 'columns', 'pages', 'media'])

function* walk(node: RichNode): Generator<RichNode> {
  yield node
  for (const child of node.children ?? []) yield* walk(child)
}

export const emptyRefs = (): RichRefs => ({
  products: new Set(),
  columns: new Set(),
  pages: new Set(),
  media: new Set(),
})

/** Every document the bodies link to, show as an image or as a product card. */
export function collectRichTextRefs(bodies: readonly unknown[]): RichRefs {
  const refs = emptyRefs()
  const add = (collection: unknown, value: unknown) => {
    const id = relationId(value)
    if (typeof collection === 'string' && REF_COLLECTIONS.has(collection) && id)
      refs[collection as RichRefCollection].add(id)
  }
  for (const body of bodies) {
    if (!isRichText(body)) continue
    for (const node of walk(body.root)) {
      if (node.type === 'link' && node.fields?.linkType === 'internal') {
        const doc = node.fields.doc as { relationTo?: unknown; value?: unknown } | undefined
        add(doc?.relationTo, doc?.value)
      } else if (node.type === 'upload') add(node.relationTo, node.value)
      else if (node.type === 'block' && node.fields?.blockType === 'productCard') add('products', node.fields.product)
    }
  }
  return refs
}

/** 「見出し {#anchor}」: the heading's text without the marker, and the id a link can point at. */
export const HEADING_ANCHOR = /\s*\{#([a-z][a-z0-9-]{0,40})\}\s*$/

export function headingAnchor(text: string): { text: string; id: string | null } {
  const m = HEADING_ANCHOR.exec(text)
  return m ? { text: text.slice(0, m.index), id: m[1]! } : { text, id: null }
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'tablecell', 'quote', 'tablerow'])

/** Deeper than any editor nests (the API refuses more, rich-text-shape.ts); a value from elsewhere stops here. */
const MAX_READ_DEPTH = 64

/**
 * The body's text with one line per block (paragraph, heading, list item, table cell), anchors removed: for
 * snippets, the information API and the advertising-law check (which reads a notice box's text too). Any value
 * reads without throwing: a Markdown string as it is, anything not rich text as no text.
 */
export function richTextToText(body: unknown): string {
  if (!isRichText(body)) return typeof body === 'string' ? body : ''
  const parts: string[] = []
  const visit = (node: RichNode, depth: number) => {
    if (!node || typeof node !== 'object' || depth > MAX_READ_DEPTH) return
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text)
    else if (node.type === 'linebreak') parts.push('\n')
    else if (node.type === 'block' && node.fields?.blockType === 'noticeBox') parts.push(`\n${String(node.fields.body ?? '')}\n`)
    for (const child of Array.isArray(node.children) ? node.children : []) visit(child, depth + 1)
    if (BLOCK_TYPES.has(node.type)) parts.push('\n')
  }
  visit(body.root, 0)
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s*\{#[a-z][a-z0-9-]{0,40}\}\s*$/, '').trim())
    .filter(Boolean)
    .join('\n')
}

/** The body's text on one line, for excerpts and search snippets (cut to `max` with 「…」). */
export function richTextToPlain(body: unknown, max = 120): string {
  const text = richTextToText(body).replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** Plain text as rich text, one paragraph per blank-line-separated block (for code that writes bodies: tests, seeds). */
export function plainRichText(text: string) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return {
    root: {
      type: 'root',
      direction: null,
      format: '' as const,
      indent: 0,
      version: 1,
      children: paragraphs.map((p) => ({
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text: p, format: 0, detail: 0, mode: 'normal', style: '' }],
      })),
    },
  }
}
