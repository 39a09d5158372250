import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import {
  convertMarkdownColumns,
  convertRichTextColumnsToMarkdown,
  FAQ_ANSWER_COLUMNS,
} from '../../src/cms/rich-text/migrate-markdown'

import { store } from './20261128_225622_rich_text'

/**
 * The FAQ answers become rich text like the other bodies (docs/adr/061-rich-text-editor.md). SQLite keeps both
 * in a text column, so the schema does not change (the snapshot is the previous one) and there is only the
 * data step. Written by hand: `migrate:create` writes no SQLite migration without a schema difference.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await convertMarkdownColumns(payload.config, store(db), FAQ_ANSWER_COLUMNS)
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await convertRichTextColumnsToMarkdown(payload.config, store(db), FAQ_ANSWER_COLUMNS)
}
