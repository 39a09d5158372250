import { expect, type Page } from '@playwright/test'

import { chooseInAdminSelect, schedulePublishSoon, staffPage } from './admin'
import { test, unique } from './support'

const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }
const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }

/** Fills a new notice in the admin; autosave keeps it as a draft until it is published. */
async function draftNotice(page: Page, code: string, title: string) {
  await page.goto('/admin/collections/information/create/')
  await expect(page).toHaveURL(/\/admin\/collections\/information\/\d+\/?$/)
  await page.locator('#field-title').fill(title)
  await page.locator('#field-code').fill(code)
  await page.locator('#field-selectionDiv').click()
  await page.getByRole('option', { name: '商品情報' }).click()
  // The body is the rich-text editor (docs/adr/061): type into its editable area.
  await page.locator('[data-field-path="body"] [contenteditable="true"]').click()
  await page.keyboard.type('テスト用の本文です。')
}

test('an editor publishes a notice in the admin and it appears on /information/', async ({
  browser,
  page,
}) => {
  const code = unique('e2e-')
  const title = `新商品のお知らせ ${code}`
  const editor = await staffPage(browser, EDITOR)
  await draftNotice(editor, code, title)
  await editor.getByRole('button', { name: '変更内容を公開' }).click()
  await expect(editor.getByText('更新成功。').first()).toBeVisible()
  // The document's dates are written the Japanese way (src/cms/admin-dates.ts), not 「11月 28日 2026, 11:46 午後」.
  const meta = editor.locator('.doc-controls__meta')
  await expect(meta).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/)
  await expect(meta).not.toContainText(/午前|午後/)
  // Published through the shop API the storefront uses.
  await expect.poll(async () => (await page.request.get(`/api/information/?id=${code}`)).status()).toBe(200)

  await page.goto('/information/')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await page.getByRole('link', { name: title }).click()
  await expect(page.locator('main h1')).toHaveText(title)
})

test('a draft is hidden from the public but a marketer previews it', async ({ browser, page }) => {
  const code = unique('draft-')
  const title = `準備中のお知らせ ${code}`
  const editor = await staffPage(browser, EDITOR)
  await draftNotice(editor, code, title)
  // Wait for autosave to store the draft.
  await expect(editor.getByText(/最後に保存されました/).first()).toBeVisible()
  // The staff member's own browser (Payload accepts its cookie only from same-origin requests) sees the draft.
  const staffCount = () =>
    editor.evaluate(async (c) => {
      const res = await fetch(`/cms-api/information/?draft=true&where[code][equals]=${c}`)
      return ((await res.json()) as { totalDocs: number }).totalDocs
    }, code)
  await expect.poll(staffCount).toBe(1)

  const publicResponse = await page.goto(`/information/${code}/`)
  expect(publicResponse?.status()).toBe(404)
  await page.goto('/information/')
  await expect(page.getByText(title)).toHaveCount(0)
  expect(
    (await (await page.request.get(`/cms-api/information?draft=true&where[code][equals]=${code}`)).json())
      .totalDocs,
  ).toBe(0)

  const marketer = await staffPage(browser, MARKETER)
  await marketer.goto(`/preview/?path=${encodeURIComponent(`/information/${code}/`)}`)
  await expect(marketer.locator('main h1')).toHaveText(title)
  await expect(marketer.getByRole('status').filter({ hasText: 'プレビュー表示中' })).toBeVisible()

  // The draft-mode cookie alone, copied into another browser, shows no draft: the staff session is needed too.
  const bypass = (await marketer.context().cookies()).find((c) => c.name === '__prerender_bypass')
  expect(bypass).toBeTruthy()
  const copier = await browser.newContext({ baseURL: new URL(marketer.url()).origin })
  await copier.addCookies([bypass!])
  const copied = await copier.newPage()
  expect((await copied.goto(`/information/${code}/`))?.status()).toBe(404)
  await copier.close()

  // Signed out of the admin, the marketer's own browser (draft cookie still set) shows no draft either.
  const out = await marketer.request.post('/cms-api/users/logout', {
    headers: { origin: new URL(marketer.url()).origin },
  })
  expect(out.status()).toBe(200)
  expect((await marketer.context().cookies()).some((c) => c.name === '__prerender_bypass')).toBe(true)
  expect((await marketer.goto(`/information/${code}/`))?.status()).toBe(404)
})

test('preview refuses someone who is not signed in as staff', async ({ page }) => {
  const response = await page.goto('/preview/?path=/information/')
  expect(response?.status()).toBe(403)
})

test('a marketer previews a draft banner on the top page; the public does not see it', async ({
  browser,
  page,
}) => {
  const key = unique('banner-')
  const title = `予告バナー ${key}`
  const marketer = await staffPage(browser, MARKETER)
  await marketer.goto('/admin/collections/banners/create/')
  await expect(marketer).toHaveURL(/\/admin\/collections\/banners\/\d+\/?$/)
  await marketer.locator('#field-key').fill(key)
  await marketer.locator('#field-title').fill(title)
  await marketer.locator('#field-href').fill('/supplement/')
  await chooseInAdminSelect(marketer, 'placement', 'トップ（メイン）')
  await expect(marketer.getByText(/最後に保存されました/).first()).toBeVisible()
  // Stored as a draft (the marketer's own browser reads it through the admin API) and never published.
  await expect
    .poll(() =>
      marketer.evaluate(async (k) => {
        const res = await fetch(`/cms-api/banners/?draft=true&where[key][equals]=${k}`)
        return ((await res.json()) as { docs: { _status?: string }[] }).docs.map((d) => d._status)
      }, key),
    )
    .toEqual(['draft'])

  await page.goto('/')
  await expect(page.getByRole('region', { name: 'おすすめ', exact: true })).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)

  // The banner editor's preview link opens the top page through the staff preview.
  const preview = marketer.locator('#preview-button')
  await expect(preview).toHaveAttribute('href', /\/preview\/\?path=%2F$/)
  await marketer.goto((await preview.getAttribute('href'))!)
  await expect(marketer).toHaveURL(/:\d+\/$/)
  await expect(marketer.getByRole('status').filter({ hasText: 'プレビュー表示中' })).toBeVisible()
  await expect(
    marketer.getByRole('region', { name: 'おすすめ', exact: true }).getByRole('link', { name: title }),
  ).toBeVisible()

  // Still hidden from the public after the preview rendered the page with the draft, and still served from cache.
  const again = await page.reload()
  expect((await again?.allHeaders())?.['x-nextjs-cache']).toBe('HIT')
  await expect(page.getByRole('region', { name: 'おすすめ', exact: true })).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)
})

test('a notice scheduled in the admin is on the cached /information/ and top page within a minute of its time', async ({
  browser,
  page,
}) => {
  // The next slot can be up to 5 minutes and 45 s away.
  test.setTimeout(540_000)
  const code = unique('sched-')
  const title = `予約公開のお知らせ ${code}`
  // The cached lists, rendered before the publish, are what must be expired.
  await page.goto('/information/')
  await page.goto('/')

  const editor = await staffPage(browser, EDITOR)
  await draftNotice(editor, code, title)
  // The job publishes the last saved draft: every field must have been autosaved first, or its publish fails.
  const id = /\/information\/(\d+)/.exec(editor.url())![1]
  // Read in the admin's page, as the admin reads it (its session cookie is only sent from there).
  await expect
    .poll(() =>
      editor.evaluate(async (url) => {
        const doc = (await (await fetch(url)).json()) as Record<string, unknown>
        return [doc.code, doc.title, doc.selectionDiv, Boolean(doc.body)]
      }, `/cms-api/information/${id}/?draft=true&depth=0`),
    )
    .toEqual([code, title, 'product', true])
  const at = await schedulePublishSoon(editor)

  // Not before its time.
  await page.goto('/information/')
  await expect(page.getByText(title)).toHaveCount(0)
  expect((await page.request.get(`/api/information/?id=${code}`)).status()).toBe(404)

  // Jobs run every minute: published within a minute of its time (the shop API reads the database), and then on
  // the cached lists, whose tags the job expired after its commit. Two steps, so a failure says which one failed.
  const deadline = at.getTime() + 65_000
  const timeout = () => Math.max(1_000, deadline - Date.now())
  await expect
    .poll(async () => (await page.request.get(`/api/information/?id=${code}`)).status(), {
      message: `the job publishing the notice at ${at.toISOString()} has not run`,
      timeout: timeout(),
      intervals: [2_000],
    })
    .toBe(200)
  await expect
    .poll(
      async () => {
        await page.goto('/information/')
        return page.getByRole('link', { name: title }).count()
      },
      { message: 'the notice is published but the cached /information/ does not show it', timeout: 10_000 },
    )
    .toBe(1)
  await page.goto('/')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
})
