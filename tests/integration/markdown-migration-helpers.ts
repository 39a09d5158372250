/**
 * What the two Markdown → rich-text migration tests share (rich-text-migration.test.ts, faq-rich-text-migration
 * .test.ts): putting Markdown back in columns as they were before a migration, running one of its steps, and
 * comparing a rendering with the Markdown renderer's.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'

import { env } from '@/lib/config/env'
import { markdownToHtml } from '@/lib/markdown/render'
import { RichBody } from '@/ui/rich-text/RichBody'

export type Db = {
  run?: (q: unknown) => Promise<unknown>
  execute?: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (q: unknown) => Promise<Record<string, unknown>[]>
}

type Migration = {
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}

/** Writes `markdown` into every [table, column], as the rows were before the migration (PostgreSQL: a JSON string). */
export async function writeMarkdown(
  payload: Payload,
  columns: readonly (readonly [string, string])[],
  markdown: string,
) {
  const db = payload.db.drizzle as unknown as Db
  for (const [table, column] of columns) {
    const value = env.usesPostgres ? sql`to_jsonb(${markdown}::text)` : sql`${markdown}`
    const q = sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${value}`
    await (env.usesPostgres ? db.execute!(q) : db.run!(q))
  }
}

/** Rows of a raw SELECT on either database. */
export async function selectRows(
  payload: Payload,
  q: ReturnType<typeof sql>,
): Promise<Record<string, unknown>[]> {
  const db = payload.db.drizzle as unknown as Db
  return env.usesPostgres ? (await db.execute!(q)).rows : await db.all!(q)
}

export const runStep = (migration: Migration, payload: Payload, step: 'up' | 'down') =>
  migration[step]({ db: payload.db.drizzle, payload, req: {} } as never)

const squash = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim()
/** A rich-text value as the storefront renders it, whitespace between tags folded. */
export const rendered = (data: unknown) => squash(renderToStaticMarkup(createElement(RichBody, { data })))
/** The same Markdown as the Markdown renderer showed it before the migration. */
export const renderedMarkdown = (markdown: string) =>
  squash(`<div class="prose">${markdownToHtml(markdown)}</div>`)
