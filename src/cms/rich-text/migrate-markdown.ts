/**
 * The data step of the migration that moved the Markdown bodies to rich text (docs/adr/061-rich-text-editor.md),
 * shared by the SQLite and PostgreSQL migrations. It reads and writes the tables directly (no Local API: no hooks,
 * no new versions), covering the main tables, the version tables the admin edits, and the array and block tables
 * (brand tabs and their sections, campaign text, notes and FAQ blocks). The editor features are frozen here, so
 * the migration converts the same way whatever the field's features become later.
 */
import {
  BlockquoteFeature,
  BoldFeature,
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  EXPERIMENTAL_TableFeature,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { isRichText, type RichNode } from '@/shop/content/rich-text'

/** Every column that held Markdown: [table, column]. */
export const MARKDOWN_COLUMNS: readonly (readonly [string, string])[] = [
  ['pages', 'body'],
  ['_pages_v', 'version_body'],
  ['information', 'body'],
  ['_information_v', 'version_body'],
  ['columns', 'body'],
  ['_columns_v', 'version_body'],
  ['gift_guides', 'body'],
  ['_gift_guides_v', 'version_body'],
  ['brands', 'story'],
  ['_brands_v', 'version_story'],
  ['brands_tabs', 'body'],
  ['_brands_v_version_tabs', 'body'],
  ['brands_tabs_sections', 'body'],
  ['_brands_v_version_tabs_sections', 'body'],
  ['campaigns_blocks_text', 'body'],
  ['_campaigns_v_blocks_text', 'body'],
  ['campaigns_blocks_notes', 'body'],
  ['_campaigns_v_blocks_notes', 'body'],
  ['campaigns_blocks_faq_items', 'answer'],
  ['_campaigns_v_blocks_faq_items', 'answer'],
]

/** The FAQ answers, moved by a later migration (`*_faq_rich_text`) once the FAQ page rendered on the server. */
export const FAQ_ANSWER_COLUMNS: readonly (readonly [string, string])[] = [
  ['faqs', 'answer'],
  ['_faqs_v', 'version_answer'],
]

const FROZEN_FEATURES = () => [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  EXPERIMENTAL_TableFeature(),
  LinkFeature({ enabledCollections: ['products', 'columns', 'pages'] }),
  UploadFeature({ enabledCollections: ['media'] }),
]

/** Reads and writes one column of one table; the adapter's migration supplies it. */
export interface ColumnStore {
  /** The rows whose value is still a Markdown string (SQLite: any text; PostgreSQL: a JSON string). */
  markdownRows(table: string, column: string): Promise<{ id: string | number; markdown: string }[]>
  write(table: string, column: string, id: string | number, value: object | null): Promise<void>
  /** Every row holding rich text, for the way back. */
  richRows(table: string, column: string): Promise<{ id: string | number; value: unknown }[]>
  writeMarkdown(table: string, column: string, id: string | number, markdown: string | null): Promise<void>
}

/** GFM table cells come over with their padding (「 項目 」): trim the first and last text of each cell. */
export function trimTableCells(node: RichNode): void {
  if (node.type === 'tablecell') {
    const texts: RichNode[] = []
    const collect = (n: RichNode) => {
      if (n.type === 'text') texts.push(n)
      for (const c of n.children ?? []) collect(c)
    }
    collect(node)
    if (texts[0]?.text) texts[0].text = texts[0].text.replace(/^\s+/, '')
    const last = texts[texts.length - 1]
    if (last?.text) last.text = last.text.replace(/\s+$/, '')
  }
  for (const child of node.children ?? []) trimTableCells(child)
}

/** A stored value that is still Markdown: a string that is not already a serialised editor state. */
export function isMarkdownValue(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return !isRichText(JSON.parse(value))
  } catch {
    return true
  }
}

export async function convertMarkdownColumns(
  config: SanitizedConfig,
  store: ColumnStore,
  columns = MARKDOWN_COLUMNS,
): Promise<number> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: FROZEN_FEATURES() })
  let converted = 0
  for (const [table, column] of columns) {
    for (const { id, markdown } of await store.markdownRows(table, column)) {
      if (!markdown.trim()) {
        await store.write(table, column, id, null)
        continue
      }
      const state = convertMarkdownToLexical({ editorConfig, markdown }) as unknown as { root: RichNode }
      trimTableCells(state.root)
      await store.write(table, column, id, state)
      converted++
    }
  }
  return converted
}

/** The way back (down migrations): rich text to Markdown with the same converter. */
export async function convertRichTextColumnsToMarkdown(
  config: SanitizedConfig,
  store: ColumnStore,
  columns = MARKDOWN_COLUMNS,
): Promise<void> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: FROZEN_FEATURES() })
  for (const [table, column] of columns) {
    for (const { id, value } of await store.richRows(table, column)) {
      const data = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
      const markdown = isRichText(data)
        ? convertLexicalToMarkdown({ data: data as never, editorConfig })
        : null
      await store.writeMarkdown(table, column, id, markdown)
    }
  }
}
