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

import type { RichTextData } from '@/shop/content/rich-text'

import { contentFeatures } from './editor'
import { trimTableCells } from './migrate-markdown'

/** The editor config the conversion needs (async: the features are sanitised against the Payload config). */
export function contentEditorConfig(
  config: SanitizedConfig,
  features: ReturnType<typeof contentFeatures> = contentFeatures(),
): Promise<SanitizedServerEditorConfig> {
  return editorConfigFactory.fromFeatures({ config, features })
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
