/**
 * Markdown → the shop's rich text, with the package's own converter (the seed and the migration that moved the
 * Markdown bodies over use this; docs/adr/061-rich-text-editor.md). Server-only: it loads the whole editor.
 */
import {
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import type { RichNode, RichTextData } from '@/shop/content/rich-text'

import { contentFeatures } from './editor'

/** The editor config the conversion needs (async: the features are sanitised against the Payload config). */
export function contentEditorConfig(
  config: SanitizedConfig,
  features: ReturnType<typeof contentFeatures> = contentFeatures(),
): Promise<SanitizedServerEditorConfig> {
  return editorConfigFactory.fromFeatures({ config, features })
}

/** GFM table cells come over with their padding (「 項目 」): trim the first and last text of each cell. */
function trimTableCells(node: RichNode): void {
  if (node.type === 'tablecell') {
    const texts: RichNode[] = []
    const collect = (n: RichNode) => {
      if (n.type === 'text') texts.push(n)
      for (const c of n.children ?? []) collect(c)
    }
    collect(node)
    const first = texts[0]
    const last = texts[texts.length - 1]
    if (first && typeof first.text === 'string') first.text = first.text.replace(/^\s+/, '')
    if (last && typeof last.text === 'string') last.text = last.text.replace(/\s+$/, '')
  }
  for (const child of node.children ?? []) trimTableCells(child)
}

/** A Markdown body as rich text; empty or missing Markdown gives null (an empty field). */
export function markdownToRichText(
  markdown: string | null | undefined,
  editorConfig: SanitizedServerEditorConfig,
): RichTextData | null {
  if (!markdown || !markdown.trim()) return null
  const state = convertMarkdownToLexical({ editorConfig, markdown }) as unknown as RichTextData
  trimTableCells(state.root)
  return state
}
