import { expect, type Page } from '@playwright/test'

import { chooseInAdminSelect, staffPage } from './admin'
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

const SLOT_MS = 5 * 60_000

/**
 * Schedules the open document to publish at the drawer's next time slot (it steps by 5 minutes) that is at least 45 s
 * away, picked from the time list as staff do, and returns that time. A typed time is not taken: the field parses
 * only its own display format and otherwise keeps the date it had (the list's first slot, 0:00 of today, until a day
 * is chosen), so a typed test would publish at once.
 */
async function schedulePublishSoon(staff: Page): Promise<Date> {
  await staff.locator('#action-save-popup .popup-button').click()
  await staff.locator('#schedule-publish').click()
  // The drawer offers 非公開 first for a document never published; staff choose 公開する.
  await staff.getByText('公開する', { exact: true }).click()
  await expect(staff.getByRole('radio', { name: '公開する' })).toBeChecked()
  const input = staff.locator('#time input')
  const slots = staff.locator('.react-datepicker__time-list-item')
  // The first click chooses today; from then on the slots before now are disabled.
  await input.click()
  await slots.first().click()
  const at = new Date(Math.ceil((Date.now() + 45_000) / SLOT_MS) * SLOT_MS)
  // The slot's label in the browser's own zone, as the list writes it (h:mm 午前/午後).
  const label = await staff.evaluate((iso) => {
    const d = new Date(iso)
    const h = d.getHours()
    return `${h % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? '午前' : '午後'}`
  }, at.toISOString())
  await input.click()
  const slot = slots.filter({ hasText: new RegExp(`^${label}$`) })
  await expect(slot).not.toHaveClass(/--disabled/)
  await slot.click()
  await expect(input).toHaveValue(new RegExp(`${label}$`))
  // The date picker stays open over the drawer's buttons; Tab closes it.
  await input.press('Tab')
  await expect(staff.locator('.react-datepicker-popper')).toHaveCount(0)
  await staff.locator('#scheduled-publish-save').click()
  await expect(staff.getByText('正常にスケジュールされました。').first()).toBeVisible()
  // The drawer's list of upcoming events shows the publish at that time.
  await expect(staff.locator('.schedule-publish__upcoming')).toContainText(label)
  return at
}

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
