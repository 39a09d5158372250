/**
 * The seed writes content/'s Markdown bodies as rich text, converted exactly as the migration converted the bodies
 * already in the database (src/cms/rich-text/markdown.ts, docs/adr/061-rich-text-editor.md).
 */
import type { Payload } from 'payload'

import type { Column } from '@/cms/payload-types'
import { contentEditorConfig, markdownToRichText } from '@/cms/rich-text/markdown'

/** A rich-text field's stored value, as the generated types name it. */
export type RichTextValue = NonNullable<Column['body']>

export type MarkdownToRich = (markdown: string | null | undefined) => RichTextValue | null

let converter: Promise<MarkdownToRich> | undefined

export function markdownConverter(payload: Payload): Promise<MarkdownToRich> {
  converter ??= contentEditorConfig(payload.config).then(
    (editorConfig) => (markdown) => markdownToRichText(markdown, editorConfig) as RichTextValue | null,
  )
  return converter
}

/** Like markdownConverter, for a field that must not be empty (the seed's content always has one). */
export const required =
  (toRich: MarkdownToRich) =>
  (markdown: string, where: string): RichTextValue => {
    const value = toRich(markdown)
    if (!value) throw new Error(`seed: ${where} has an empty body`)
    return value
  }
