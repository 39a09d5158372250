import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import {
  type ColumnStore,
  convertMarkdownColumns,
  convertRichTextColumnsToMarkdown,
  isMarkdownValue,
} from '../../src/cms/rich-text/migrate-markdown'

/**
 * The Markdown bodies become rich text (docs/adr/061-rich-text-editor.md). SQLite keeps both in a text column, so
 * there is no DDL: only the data step, converting every Markdown value with the package's converter.
 */
export function store(db: MigrateUpArgs['db']): ColumnStore {
  const rows = async (table: string, column: string) =>
    (await db.all(
      sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    )) as { id: string | number; value: unknown }[]
  const set = (table: string, column: string, id: string | number, value: string | null) =>
    db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${value} WHERE id = ${id}`)
  return {
    markdownRows: async (table, column) =>
      (await rows(table, column)).flatMap(({ id, value }) => (isMarkdownValue(value) ? [{ id, markdown: value }] : [])),
    write: async (table, column, id, value) => {
      await set(table, column, id, value === null ? null : JSON.stringify(value))
    },
    richRows: async (table, column) => (await rows(table, column)).filter(({ value }) => !isMarkdownValue(value)),
    writeMarkdown: async (table, column, id, markdown) => {
      await set(table, column, id, markdown)
    },
  }
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await convertMarkdownColumns(payload.config, store(db))
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await convertRichTextColumnsToMarkdown(payload.config, store(db))
}
