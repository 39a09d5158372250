/**
 * The live preview marks the advertising-law check's phrases for staff only (issue 27 §2): an editor's preview of
 * a column's draft marks its NG and 要確認 phrases with their reasons and says how many; the public page of the
 * same column, in a browser without a staff session, carries no mark and no notice.
 */
import { expect, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { expectAccessible, test, unique } from './support'

const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }
const REVIEW_SENTENCE = '今だけの特別なお知らせです。'
const NG_SENTENCE = 'このサプリで膝の痛みが治ります。'

const body = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      textFormat: 0,
      children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    })),
  },
})

/** A column published with a 要確認 sentence, then a draft that adds an NG one; its number (free in 100–998). */
async function columnWithDraft(editor: Page, title: string): Promise<string> {
  return editor.evaluate(
    async ({ title, published, draft }) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const number = String(100 + Math.floor(Math.random() * 899))
        const res = await fetch('/cms-api/columns', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            number,
            title,
            category: 'health',
            publishedAt: '2026-11-28T00:00:00.000Z',
            body: published,
            _status: 'published',
          }),
        })
        if (res.status === 400) continue
        if (!res.ok) throw new Error(`column: ${res.status} ${await res.text()}`)
        const id = ((await res.json()) as { doc: { id: number } }).doc.id
        const saved = await fetch(`/cms-api/columns/${id}?draft=true`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ body: draft, _status: 'draft' }),
        })
        if (!saved.ok) throw new Error(`draft: ${saved.status} ${await saved.text()}`)
        return number
      }
      throw new Error('column: no free number')
    },
    { title, published: body(REVIEW_SENTENCE), draft: body(REVIEW_SENTENCE, NG_SENTENCE) },
  )
}

test('the staff preview marks the check’s phrases with their reasons; the public page has none', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000)
  const title = `印のテスト ${unique('')}`
  const editor = await staffPage(browser, EDITOR)
  const number = await columnWithDraft(editor, title)

  await editor.goto(`/preview/?path=${encodeURIComponent(`/column/${number}/`)}`)
  await expect(editor.locator('main h1')).toHaveText(title)
  const main = editor.getByRole('main')
  const ng = main.locator('mark[data-ad-finding="ng"]')
  await expect(ng.first()).toBeVisible()
  await expect(ng.first()).toContainText('治')
  expect(await ng.first().getAttribute('title')).toMatch(/^NG｜薬機法.*\n.+\n言い換え例：.+/s)
  const review = main.locator('mark[data-ad-finding="review"]')
  await expect(review.first()).toContainText('今だけ')
  const notice = main.getByRole('complementary', { name: '広告表現チェック' })
  await expect(notice).toContainText('スタッフのプレビューにのみ表示')
  await expect(notice).toContainText(/NG [1-9]\d*件・要確認 [1-9]\d*件/)
  await expectAccessible(editor)

  // A shopper's browser: the published column, its 要確認 sentence unmarked, no notice.
  await page.goto(`/column/${number}/`)
  await expect(page.locator('main h1')).toHaveText(title)
  await expect(page.getByRole('main')).toContainText(REVIEW_SENTENCE)
  await expect(page.getByRole('main')).not.toContainText(NG_SENTENCE)
  await expect(page.locator('main mark')).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: '広告表現チェック' })).toHaveCount(0)
  await editor.context().close()
})
