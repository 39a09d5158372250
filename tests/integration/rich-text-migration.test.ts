/**
 * The migration that moved the Markdown bodies to rich text (docs/adr/061-rich-text-editor.md) on the active database
 * (SQLite; PostgreSQL with DATABASE_URL): documents written before it hold Markdown in their main rows, their version
 * rows (what the admin edits) and their array and block rows; after it every one reads as rich text that renders as
 * the Markdown did. Down takes them back to Markdown. The Markdown state is written directly, as before the change.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { beforeAll, describe, expect, it } from 'vitest'

import { MARKDOWN_COLUMNS } from '@/cms/rich-text/migrate-markdown'
import { env } from '@/lib/config/env'
import { plainRichText } from '@/shop/content/rich-text'

import * as postgresMigration from '../../migrations/postgres/20261128_225549_rich_text'
import * as sqliteMigration from '../../migrations/sqlite/20261128_225622_rich_text'
import { testPayload } from './helpers'
import { rendered, renderedMarkdown, runStep, selectRows, writeMarkdown } from './markdown-migration-helpers'

let payload: Payload
const ctx = { skipRevalidate: true }
const migration = (env.usesPostgres ? postgresMigration : sqliteMigration) as typeof sqliteMigration

const MARKDOWN = [
  '## 続けるコツ',
  '',
  '毎日の **栄養バランス** を整えましょう。[定期お届けコース](/service/regular-course/)もどうぞ。',
  '',
  '- 朝食のあとに',
  '- 水かぬるま湯で',
  '',
  '| 過ごし方 | 目安 |',
  '| --- | --- |',
  '| 日常生活 | SPF20〜30 |',
].join('\n')

const run = (step: 'up' | 'down') => runStep(migration, payload, step)
const asBefore = renderedMarkdown(MARKDOWN)

beforeAll(async () => {
  process.env.__NEXT_TRAILING_SLASH = 'true'
  payload = await testPayload()
  const body = plainRichText('仮の本文')
  await payload.create({
    collection: 'columns',
    context: ctx,
    data: {
      number: '91',
      title: '移行のコラム',
      category: 'health',
      publishedAt: new Date().toISOString(),
      body,
      _status: 'published',
    },
  })
  const column = await payload.find({ collection: 'columns', where: { number: { equals: '91' } }, limit: 1 })
  // A later draft: the admin edits the version row.
  await payload.update({
    collection: 'columns',
    id: column.docs[0]!.id,
    context: ctx,
    draft: true,
    data: { title: '移行のコラム（改）', body },
  })
  await payload.create({
    collection: 'brands',
    context: ctx,
    data: {
      code: 'migr',
      name: '移行ブランド',
      kind: 'skincare',
      groupKey: 'liftage',
      story: body,
      tabs: [
        {
          key: 'myperfection',
          title: 'my perfection',
          body,
          sections: [{ key: 'polyphenol', title: 'ポリフェノール', body }],
        },
      ],
      _status: 'published',
    },
  })
  const day = 86_400_000
  await payload.create({
    collection: 'campaigns',
    context: ctx,
    data: {
      promotionId: 'migr-2026',
      kind: 'shopping',
      title: '移行キャンペーン',
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + 9 * day).toISOString(),
      landing: [
        { blockType: 'text', heading: '本文', body },
        { blockType: 'faq', items: [{ question: '質問', answer: body }] },
        { blockType: 'notes', body },
      ],
      _status: 'published',
    },
  })
  await writeMarkdown(payload, MARKDOWN_COLUMNS, MARKDOWN)
  await run('up')
})

describe('Markdown → rich text migration', () => {
  it('converts the published row and the draft the admin edits, rendering as the Markdown did', async () => {
    const published = (
      await payload.find({ collection: 'columns', where: { number: { equals: '91' } }, depth: 0 })
    ).docs[0]!
    const draft = (
      await payload.find({
        collection: 'columns',
        where: { number: { equals: '91' } },
        depth: 0,
        draft: true,
      })
    ).docs[0]!
    expect(draft.title).toBe('移行のコラム（改）')
    for (const doc of [published, draft]) {
      expect(doc.body?.root.children.map((n) => n.type)).toEqual(['heading', 'paragraph', 'list', 'table'])
      expect(rendered(doc.body)).toBe(asBefore)
    }
  })

  it('converts array rows (brand tabs and their sections) and block rows (campaign text, FAQ, notes)', async () => {
    const brand = (
      await payload.find({ collection: 'brands', where: { code: { equals: 'migr' } }, depth: 0 })
    ).docs[0]!
    for (const body of [brand.story, brand.tabs?.[0]?.body, brand.tabs?.[0]?.sections?.[0]?.body])
      expect(rendered(body)).toBe(asBefore)
    const campaign = (
      await payload.find({
        collection: 'campaigns',
        where: { promotionId: { equals: 'migr-2026' } },
        depth: 0,
        draft: true,
      })
    ).docs[0]!
    const bodies = (campaign.landing ?? []).flatMap((b) =>
      b.blockType === 'text' || b.blockType === 'notes'
        ? [b.body]
        : b.blockType === 'faq'
          ? (b.items ?? []).map((i) => i.answer)
          : [],
    )
    expect(bodies).toHaveLength(3)
    for (const body of bodies) expect(rendered(body)).toBe(asBefore)
  })

  it('leaves converted rows alone when run again, and down gives the Markdown back', async () => {
    const read = async () =>
      (await payload.find({ collection: 'columns', where: { number: { equals: '91' } }, depth: 0 })).docs[0]!
        .body
    const once = await read()
    await run('up')
    expect(await read()).toEqual(once)

    await run('down')
    const rows = await selectRows(
      payload,
      sql`SELECT ${sql.identifier('body')} AS body FROM ${sql.identifier('columns')} WHERE number = '91'`,
    )
    expect(rows[0]!.body).toContain('## 続けるコツ')
    expect(rows[0]!.body).toContain('**栄養バランス**')
    await run('up')
    expect(rendered(await read())).toBe(asBefore)
  })
})
