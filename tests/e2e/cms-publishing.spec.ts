import { expect, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { test, unique } from './support'

const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }

/** Fills a new notice in the admin; autosave keeps it as a draft until it is published. */
async function draftNotice(page: Page, code: string, title: string) {
  await page.goto('/admin/collections/information/create/')
  await expect(page).toHaveURL(/\/admin\/collections\/information\/\d+\/?$/)
  await page.locator('#field-title').fill(title)
  await page.locator('#field-code').fill(code)
  await page.locator('#field-selectionDiv').click()
  await page.getByRole('option', { name: '商品情報' }).click()
  await page.locator('#field-body').fill(`## ${title}\n\nテスト用の本文です。`)
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

  const marketer = await staffPage(browser, { email: 'marketer@example.jp', password: 'marketer-pass-2026' })
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
