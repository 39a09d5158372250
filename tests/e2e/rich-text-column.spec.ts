/**
 * Issue 27 §1 (docs/adr/061-rich-text-editor.md): an editor writes a column in the rich-text editor — an image
 * picked from the media collection (its alt text comes along) and a link to a product picked by reference — and
 * publishes it; the storefront shows the image and a link that opens the product, and the page loads no more
 * JavaScript than a seeded column page (the editor's features render on the server only).
 */
import { expect } from '@playwright/test'
import sharp from 'sharp'

import { kB, measurePage, type PageClient } from '../../scripts/lib/first-load-js'

import { draftColumn, staffPage } from './admin'
import { test, unique } from './support'

const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }

test('an editor publishes a column with a media image and a product link; the page adds no JavaScript', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // An admin walk: sign-in, an upload, the editor's drawers, publishing, then the storefront.
  test.setTimeout(180_000)
  const tag = unique('rt-')
  const alt = `膝をのばしてストレッチする女性 ${tag}`
  const title = `ひざにやさしい朝の習慣 ${tag}`
  // This test's own file: the upload drawer lists every image, other tests' too.
  const fileName = `stretch-${tag}.png`
  const editor = await staffPage(browser, EDITOR)
  const png = (
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cfe8d5' } })
      .png()
      .toBuffer()
  ).toString('base64')

  // The image is in the media collection first (uploaded as staff do, with its required alt text).
  const mediaId = await editor.evaluate(
    async ({ png, alt, fileName }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
      const form = new FormData()
      form.append('file', new Blob([bytes], { type: 'image/png' }), fileName)
      form.append('_payload', JSON.stringify({ alt }))
      const res = await fetch('/cms-api/media', { method: 'POST', body: form })
      return ((await res.json()) as { doc: { id: number } }).doc.id
    },
    { png, alt, fileName },
  )
  expect(mediaId).toBeGreaterThan(0)

  // The column's number, title and category are drafted first (a free number: see draftColumn); the body is
  // written in the editor.
  const { id: columnId, number } = await draftColumn(editor, title)
  await editor.goto(`/admin/collections/columns/${columnId}`)

  const body = editor.locator('[data-field-path="body"] [contenteditable="true"]')
  await body.click()
  await editor.keyboard.type('毎朝のストレッチで、ひざまわりをやさしく動かしましょう。')
  await editor.keyboard.press('Enter')

  // The image: the slash menu's アップロード, then the media document in the list drawer.
  await editor.keyboard.type('/アップロード')
  await editor
    .getByRole('listbox', { name: 'Slash menu' })
    .getByRole('option', { name: 'アップロード' })
    .click()
  const drawer = editor.locator('dialog, .drawer__content').filter({ hasText: fileName }).last()
  await drawer.getByText(fileName).first().click()
  await expect(editor.locator('[data-field-path="body"]').getByText(fileName)).toBeVisible()

  // The link: type the words, select them, and link them to the product by reference.
  await body.click()
  await editor.keyboard.press('ControlOrMeta+End')
  await editor.keyboard.press('Enter')
  await editor.keyboard.type('セサミンEX')
  const linkDrawer = editor.locator('dialog, .drawer__content').filter({ hasText: '内部リンク' }).last()
  // The inline toolbar follows the selection as it settles: a click while it moves opens nothing. Select the
  // words again and click until the link drawer is there.
  await expect(async () => {
    if (await linkDrawer.getByText('内部リンク', { exact: true }).isVisible()) return
    await body.focus()
    await editor.keyboard.press('End')
    await editor.keyboard.press('Shift+Home')
    await editor
      .locator('.toolbar-popup__button-link, button[aria-label*="リンク"]')
      .first()
      .click({ timeout: 5_000 })
    await expect(linkDrawer.getByText('内部リンク', { exact: true })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await linkDrawer.getByText('内部リンク', { exact: true }).click()
  await linkDrawer.locator('#field-doc .rs__control').click()
  await editor.keyboard.type('セサミンEX')
  await editor.getByRole('option', { name: 'セサミンEX', exact: true }).first().click()
  await expect(linkDrawer.locator('#field-doc')).toContainText('セサミンEX')
  // A save sent before the drawer's form holds the choice is refused and keeps the drawer open: save until closed.
  await expect(async () => {
    if (await linkDrawer.isVisible())
      await linkDrawer.getByRole('button', { name: '変更を保存' }).click({ timeout: 5_000 })
    await expect(linkDrawer).toBeHidden({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })

  // The drawer has closed, but the editor hands the link's new type to the form a moment later: publish once the
  // autosaved draft holds the internal link (publishing sooner sends the link as first inserted, 「https://」).
  await expect
    .poll(
      () =>
        editor.evaluate(async (id) => {
          const res = await fetch(`/cms-api/columns/${id}?draft=true&depth=0`)
          return JSON.stringify(((await res.json()) as { body?: unknown }).body ?? null)
        }, columnId),
      { timeout: 30_000 },
    )
    .toContain('"linkType":"internal"')
  await editor.getByRole('button', { name: '変更内容を公開' }).click()
  // Polled over the admin's toasts, so that a refused publish fails with the refusal's own words.
  await expect
    .poll(() => editor.locator('[data-sonner-toast]').allInnerTexts(), { timeout: 15_000 })
    .toContainEqual(expect.stringContaining('更新成功。'))

  // On the storefront: the image with its alt text, and a link that opens the product page.
  await expect.poll(async () => (await page.goto(`/column/${number}/`))?.status()).toBe(200)
  await expect(page.locator('main h1')).toHaveText(title)
  const image = page.getByRole('img', { name: alt })
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const link = page.locator('main article').getByRole('link', { name: 'セサミンEX' })
  await expect(link).toHaveAttribute('href', '/supplement/sesamin-ex/')
  await link.click()
  await expect(page).toHaveURL(/\/supplement\/sesamin-ex\/$/)
  await expect(page.locator('main h1')).toContainText('セサミンEX')

  // Its scripts are no more than a seeded column page's (measured as the JavaScript budget measures).
  const client: PageClient = {
    async get(path) {
      const res = await request.get(path, { maxRedirects: 0 })
      return { status: res.status(), body: await res.body() }
    },
    async postJson() {
      throw new Error('not used')
    },
  }
  const base = baseURL ?? 'http://localhost:3100'
  const seeded = await measurePage(client, base, {
    label: 'column 01',
    path: '/column/01/',
    withCartLine: false,
  })
  const written = await measurePage(client, base, {
    label: 'new column',
    path: `/column/${number}/`,
    withCartLine: false,
  })
  console.log(`first-load JS: new column ${kB(written.totalBytes)}, /column/01/ ${kB(seeded.totalBytes)}`)
  expect(written.scripts.length).toBeGreaterThan(0)
  expect(
    written.totalBytes,
    `${written.path}: ${written.totalBytes} B, ${seeded.path}: ${seeded.totalBytes} B`,
  ).toBeLessThanOrEqual(seeded.totalBytes)
})
