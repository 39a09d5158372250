/**
 * Markdown bodies move to rich text (docs/adr/061-rich-text-editor.md) with the package's converter: the storefront
 * must show the same thing as the Markdown renderer did (headings with their anchors, lists, bold, tables, links
 * with the same external-link handling, facts filled). Compared as HTML after normalising whitespace between tags.
 */
import config from '@payload-config'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { contentEditorConfig, markdownToRichText } from '@/cms/rich-text/markdown'
import { readJson, readMarkdownDir } from '@/cms/seed/content-files'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { markdownToHtml } from '@/lib/markdown/render'
import { codeFactValues, fillFacts } from '@/shop/site/fact-placeholders'
import { RichBody } from '@/ui/rich-text/RichBody'

let editorConfig: SanitizedServerEditorConfig

beforeAll(async () => {
  // next/link formats hrefs under the shop's next.config (trailingSlash: true), as the built app does.
  process.env.__NEXT_TRAILING_SLASH = 'true'
  editorConfig = await contentEditorConfig(await config)
}, 60_000)

const squash = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim()

function before(markdown: string) {
  return squash(`<div class="prose">${markdownToHtml(fillFacts(markdown, codeFactValues()))}</div>`)
}

function after(markdown: string) {
  const data = markdownToRichText(markdown, editorConfig)
  return squash(renderToStaticMarkup(createElement(RichBody, { data })))
}

describe('Markdown body → rich text → storefront HTML', () => {
  it('keeps headings (with their anchor ids), paragraphs, bold, lists and links', () => {
    const md = [
      '## 特定商取引法に基づく表記 {#tokushoho}',
      '',
      '毎日の **栄養バランス** を整えましょう。詳しくは[定期お届けコース](/service/regular-course/)と[消費者庁](https://www.caa.go.jp/)をご覧ください。',
      '',
      '### 続けるコツ',
      '',
      '- 朝食のあとに飲む',
      '- **水** かぬるま湯で',
      '',
      '1. 袋を開ける',
      '2. 1日2粒',
    ].join('\n')
    expect(after(md)).toBe(before(md))
    expect(after(md)).toContain('<h2 id="tokushoho">特定商取引法に基づく表記</h2>')
    expect(after(md)).toContain('<a href="https://www.caa.go.jp/" rel="noopener noreferrer" target="_blank">')
  })

  it('keeps a GFM table with its header row, cells trimmed', () => {
    const md = [
      '| 過ごし方 | 目安 |',
      '| --- | --- |',
      '| 通勤・買い物など日常生活 | SPF20〜30、PA++〜+++ |',
      '| 海や山など長時間の屋外 | SPF50+、PA++++ |',
    ].join('\n')
    expect(after(md)).toBe(before(md))
    expect(after(md)).toContain('<thead><tr><th>過ごし方</th><th>目安</th></tr></thead>')
  })

  it('fills facts in text, and a fact that is a Markdown table renders as that table', () => {
    const md = '代金引換の手数料は{{fact:codFee}}です。\n\n{{fact:codFeeTable}}\n\n送料は{{fact:shippingFee}}。'
    const html = after(md)
    expect(html).not.toContain('{{fact:')
    expect(html).toContain('<table>')
    const unwrap = (h: string) => h.replace(/<\/?div( class="prose")?>/g, '')
    expect(unwrap(html)).toBe(unwrap(before(md)))
  })

  it('never links to an unsafe target (the converter leaves it as text), keeps mail links', () => {
    const md = '[押してね](javascript:alert(1)) と [メール](mailto:info@example.jp)'
    expect(after(md)).not.toContain('href="javascript:')
    expect(after(md)).toContain('<a href="mailto:info@example.jp">メール</a>')
  })

  it('keeps quoted customer voices with their attribution line', () => {
    const md =
      '> 夜につけると、翌朝の肌がしっとりしているのがわかります。\n— 50代・女性\n\n> 石けんで洗ったあと、つっぱらないのに驚きました。\n— 30代・女性\n\n※個人の感想です。'
    expect(after(md)).toBe(before(md))
  })

  it('turns an empty body into an empty field', () => {
    expect(markdownToRichText('', editorConfig)).toBeNull()
    expect(markdownToRichText('  \n', editorConfig)).toBeNull()
  })
})

/** Every Markdown body the seed writes (content/), as the storefront showed it and shows it now. */
function contentBodies(): [string, string][] {
  const files = ['pages', 'columns', 'information'].flatMap((dir) =>
    readMarkdownDir(dir).map((f): [string, string] => [f.file, f.body]),
  )
  const brands = readJson<{ code: string; story: string; tabs?: { key: string; body: string; sections?: { key: string; body: string }[] }[] }[]>(
    'catalogue/brands.json',
  ).flatMap((b): [string, string][] => [
    [`brand ${b.code} story`, b.story],
    ...(b.tabs ?? []).flatMap((t): [string, string][] => [
      [`brand ${b.code} tab ${t.key}`, t.body],
      ...(t.sections ?? []).map((sec): [string, string] => [`brand ${b.code} ${t.key} ${sec.key}`, sec.body]),
    ]),
  ])
  const guides = readJson<{ code: string; body: string }[]>('gift-guides.json').map((g): [string, string] => [
    `gift guide ${g.code}`,
    g.body,
  ])
  const campaigns = readJson<{ promotionId: string; landing: Record<string, unknown>[] }[]>('campaigns.json').flatMap((c) =>
    c.landing.flatMap((block, i): [string, string][] =>
      block.blockType === 'faq'
        ? (block.items as { answer: string }[]).map((item, j): [string, string] => [`campaign ${c.promotionId} #${i} faq ${j}`, item.answer])
        : typeof block.body === 'string' && (block.blockType === 'text' || block.blockType === 'notes')
          ? [[`campaign ${c.promotionId} #${i} ${String(block.blockType)}`, block.body]]
          : [],
    ),
  )
  const faqs = readJson<{ question: string; answer: string }[]>('faq/questions.json').map((q): [string, string] => [
    `FAQ ${q.question}`,
    q.answer,
  ])
  return [...files, ...brands, ...guides, ...campaigns, ...faqs].filter(([, body]) => body && body.trim())
}

describe('every Markdown body of content/', () => {
  // A fact that is a Markdown block renders inside its own <div>; the rest must be the same HTML.
  const unwrapFacts = (html: string) => html.replace(/<div>(<(table|ul)>.*?<\/\2>)<\/div>/g, '$1')

  it.each(contentBodies())('%s looks as it did', (_, markdown) => {
    expect(unwrapFacts(after(markdown))).toBe(before(markdown))
  })
})
