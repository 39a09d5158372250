/**
 * The migration that moved the FAQ answers to rich text (docs/adr/061-rich-text-editor.md) on the active database
 * (SQLite; PostgreSQL with DATABASE_URL): an answer written before it holds Markdown in its main row and its
 * version row (what the admin edits); after it both read as rich text that renders as the Markdown did. Down
 * takes them back to Markdown. The Markdown state is written directly, as before the change.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { beforeAll, describe, expect, it } from 'vitest'

import { FAQ_ANSWER_COLUMNS } from '@/cms/rich-text/migrate-markdown'
import { env } from '@/lib/config/env'
import { markdownToHtml } from '@/lib/markdown/render'
import { plainRichText } from '@/shop/content/rich-text'
import { RichBody } from '@/ui/rich-text/RichBody'

import * as postgresMigration from '../../migrations/postgres/20261129_022651_faq_rich_text'
import * as sqliteMigration from '../../migrations/sqlite/20261129_022706_faq_rich_text'
import { testPayload } from './helpers'

let payload: Payload
let faqId: number
const ctx = { skipRevalidate: true }
const migration = (env.usesPostgres ? postgresMigration : sqliteMigration) as typeof sqliteMigration

const MARKDOWN = [
  '通常 **3〜5営業日** でお届けします。',
  '',
  '- 離島は日数がかかります',
  '- 定期便は[お届け日の変更](/mypage/regular-courses/)もできます',
].join('\n')

type Db = {
  run?: (q: unknown) => Promise<unknown>
  execute?: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (q: unknown) => Promise<Record<string, unknown>[]>
}
const db = () => payload.db.drizzle as unknown as Db

async function writeMarkdown() {
  for (const [table, column] of FAQ_ANSWER_COLUMNS) {
    const value = env.usesPostgres ? sql`to_jsonb(${MARKDOWN}::text)` : sql`${MARKDOWN}`
    const q = sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${value}`
    await (env.usesPostgres ? db().execute!(q) : db().run!(q))
  }
}

async function storedAnswer(): Promise<unknown> {
  const q = sql`SELECT answer FROM faqs WHERE id = ${faqId}`
  const rows = env.usesPostgres ? (await db().execute!(q)).rows : await db().all!(q)
  return rows[0]!.answer
}

const run = (step: 'up' | 'down') =>
  migration[step]({ db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<
    typeof migration.up
  >[0])

const squash = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim()
const rendered = (data: unknown) => squash(renderToStaticMarkup(createElement(RichBody, { data })))
const asBefore = squash(`<div class="prose">${markdownToHtml(MARKDOWN)}</div>`)

const read = async (draft: boolean) =>
  (await payload.findByID({ collection: 'faqs', id: faqId, depth: 0, draft })).answer

beforeAll(async () => {
  process.env.__NEXT_TRAILING_SLASH = 'true'
  payload = await testPayload()
  const category = await payload.create({
    collection: 'faq-categories',
    context: ctx,
    data: { slug: 'migr-delivery', name: '配送について' },
  })
  const answer = plainRichText('仮の回答')
  const faq = await payload.create({
    collection: 'faqs',
    context: ctx,
    data: { question: '届くまでの日数は？', answer, category: category.id, _status: 'published' },
  })
  faqId = faq.id
  // A later draft: the admin edits the version row.
  await payload.update({
    collection: 'faqs',
    id: faqId,
    context: ctx,
    draft: true,
    data: { question: '届くまでの日数は？（改）', answer },
  })
  await writeMarkdown()
  await run('up')
})

describe('FAQ answers: Markdown → rich text migration', () => {
  it('converts the published answer and the draft the admin edits, rendering as the Markdown did', async () => {
    const draft = await payload.findByID({ collection: 'faqs', id: faqId, depth: 0, draft: true })
    expect(draft.question).toBe('届くまでの日数は？（改）')
    for (const answer of [await read(false), draft.answer]) {
      expect(answer?.root.children.map((n) => n.type)).toEqual(['paragraph', 'list'])
      expect(rendered(answer)).toBe(asBefore)
    }
  })

  it('leaves converted answers alone when run again, and down gives the Markdown back', async () => {
    const once = await read(false)
    await run('up')
    expect(await read(false)).toEqual(once)

    await run('down')
    const markdown = String(await storedAnswer())
    expect(markdown).toContain('**3〜5営業日**')
    expect(markdown).toContain('[お届け日の変更](/mypage/regular-courses/)')
    await run('up')
    expect(rendered(await read(false))).toBe(asBefore)
  })
})
