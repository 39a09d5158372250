/**
 * The migration that moved the FAQ answers to rich text (docs/adr/061-rich-text-editor.md) on the active database
 * (SQLite; PostgreSQL with DATABASE_URL): an answer written before it holds Markdown in its main row and its
 * version row (what the admin edits); after it both read as rich text that renders as the Markdown did. Down
 * takes them back to Markdown. The Markdown state is written directly, as before the change.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { beforeAll, describe, expect, it } from 'vitest'

import { FAQ_ANSWER_COLUMNS } from '@/cms/rich-text/migrate-markdown'
import { env } from '@/lib/config/env'
import { plainRichText } from '@/shop/content/rich-text'

import * as postgresMigration from '../../migrations/postgres/20261129_022651_faq_rich_text'
import * as sqliteMigration from '../../migrations/sqlite/20261129_022706_faq_rich_text'
import { testPayload } from './helpers'
import { rendered, renderedMarkdown, runStep, selectRows, writeMarkdown } from './markdown-migration-helpers'

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

async function storedAnswer(): Promise<unknown> {
  return (await selectRows(payload, sql`SELECT answer FROM faqs WHERE id = ${faqId}`))[0]!.answer
}

const run = (step: 'up' | 'down') => runStep(migration, payload, step)
const asBefore = renderedMarkdown(MARKDOWN)

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
  await writeMarkdown(payload, FAQ_ANSWER_COLUMNS, MARKDOWN)
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
