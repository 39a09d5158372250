/**
 * The admin as staff use it in the end-to-end tests: a staff member signed in in a browser context of its own
 * (the seeded administrator unless told), opening a document from a list, saving.
 */
import { type Browser, expect, type Locator, type Page } from '@playwright/test'

export const SEEDED_ADMIN = { email: 'admin@example.jp', password: 'admin-pass-2026' } as const

/**
 * Signs in through the admin's login form. On a cold server the form can be filled and submitted before React has
 * hydrated it; hydration then empties the controlled fields and the click submits nothing. So: fill and submit
 * again while the login page is still there.
 */
export async function signInToAdmin(page: Page, who: { email: string; password: string } = SEEDED_ADMIN) {
  await page.goto('/admin/login/')
  await expect(async () => {
    if (!/\/admin\/login\/?$/.test(new URL(page.url()).pathname)) return
    await page.locator('#field-email').fill(who.email)
    await page.locator('#field-password').fill(who.password)
    await page.getByRole('button', { name: 'ログイン', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Opens the live preview of the document on screen. Like the login form, the toggler does nothing until the page
 * has hydrated: click until the preview's frame is there (never twice once it is: a second click closes it).
 */
export async function openLivePreview(staff: Page) {
  const frame = staff.locator('iframe')
  await expect(async () => {
    if ((await frame.count()) === 0)
      await staff.locator('button.live-preview-toggler').click({ timeout: 5_000 })
    await expect(frame.first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  return staff.frameLocator('iframe').first()
}

/** A staff member signed in to the admin in a browser context of its own. */
export async function staffPage(
  browser: Browser,
  who: { email: string; password: string } = SEEDED_ADMIN,
): Promise<Page> {
  const staff = await (await browser.newContext({ locale: 'ja-JP' })).newPage()
  await signInToAdmin(staff, who)
  return staff
}

/**
 * Opens a document from an admin list. Once mounted, the list rewrites its own URL (depth, limit, sort), which can
 * swallow a click made just before: click again until the document's page is there. `link`: the link's exact
 * name, or a locator.
 */
export async function openFromAdminList(
  staff: Page,
  listPath: string,
  link: string | Locator,
  documentUrl: RegExp,
) {
  const target = typeof link === 'string' ? staff.getByRole('link', { name: link, exact: true }) : link
  await staff.goto(listPath)
  await expect(async () => {
    // A list that came without the link (rendered while the suite loads the server, or before the row was
    // there) is asked for again rather than waited on.
    if (
      !new URL(staff.url()).pathname.startsWith(new URL(listPath, staff.url()).pathname) ||
      !(await target.isVisible())
    )
      await staff.goto(listPath)
    await target.click({ timeout: 5_000 })
    await expect(staff).toHaveURL(documentUrl, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

export async function saveInAdmin(staff: Page) {
  await staff.getByRole('button', { name: '保存' }).click()
  await expect(staff.getByText('更新成功。').first()).toBeVisible()
}

/**
 * Chooses `option` in the admin's select field `name`. The click goes to the select's control: the field's wrapper
 * also holds its label and description, and its centre can fall on the description (it did once Japanese fonts
 * made the description wrap into more lines), where a click opens nothing.
 */
export async function chooseInAdminSelect(staff: Page, name: string, option: string | RegExp) {
  await staff.locator(`#field-${name} .rs__control`).click()
  await staff.getByRole('option', { name: option }).click()
}

/** Staff mark an order shipped in the admin (its earned points settle, the shipping mail goes out). */
export async function shipInAdmin(staff: Page, orderNumber: string) {
  // The list filtered to this order (the admin's own where query), so no other order can page it out of view.
  await openFromAdminList(
    staff,
    `/admin/collections/orders/?${new URLSearchParams({ 'where[orderNumber][equals]': orderNumber })}`,
    staff.getByRole('link', { name: orderNumber, exact: true }),
    /\/admin\/collections\/orders\/\d+\/?$/,
  )
  await chooseInAdminSelect(staff, 'status', '出荷済み')
  await staff.getByRole('button', { name: '保存' }).click()
  await expect(staff.getByText('更新成功。').first()).toBeVisible()
}

const SLOT_MS = 5 * 60_000

/**
 * Schedules the open document to publish at the drawer's next time slot (it steps by 5 minutes) that is at least 45 s
 * away, picked from the time list as staff do, and returns that time. A typed time is not taken: the field parses
 * only its own display format and otherwise keeps the date it had (the list's first slot, 0:00 of today, until a day
 * is chosen), so a typed test would publish at once.
 */
export async function schedulePublishSoon(staff: Page): Promise<Date> {
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
  // The slot's label in the browser's own zone, as the list writes it (24-hour HH:mm, admin-dates.ts); the drawer's
  // input keeps Payload's own h:mm 午前/午後 (the drawer takes no display format).
  const [label, inputLabel] = await staff.evaluate((iso) => {
    const d = new Date(iso)
    const h = d.getHours()
    const m = String(d.getMinutes()).padStart(2, '0')
    return [`${String(h).padStart(2, '0')}:${m}`, `${h % 12 || 12}:${m} ${h < 12 ? '午前' : '午後'}`]
  }, at.toISOString())
  await input.click()
  const slot = slots.filter({ hasText: new RegExp(`^${label}$`) })
  await expect(slot).not.toHaveClass(/--disabled/)
  await slot.click()
  await expect(input).toHaveValue(new RegExp(`${inputLabel}$`))
  // The date picker stays open over the drawer's buttons; Tab closes it.
  await input.press('Tab')
  await expect(staff.locator('.react-datepicker-popper')).toHaveCount(0)
  await staff.locator('#scheduled-publish-save').click()
  await expect(staff.getByText('正常にスケジュールされました。').first()).toBeVisible()
  // The drawer's list of upcoming events shows the publish at that time, written the Japanese way.
  await expect(staff.locator('.schedule-publish__upcoming')).toContainText(
    new RegExp(`\\d{4}年\\d{1,2}月\\d{1,2}日 ${label}`),
  )
  return at
}

/**
 * A column drafted by `staff` through the admin API (their own session), without a body yet. Its number is free in
 * 100–998 (/column/999/ is the missing column other tests rely on): the number is unique, so one another test took
 * is refused with 400 and drawn again — a number chosen once could collide with another test's and fail its publish.
 */
export async function draftColumn(staff: Page, title: string): Promise<{ id: number; number: string }> {
  return staff.evaluate(async (title) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const number = String(100 + Math.floor(Math.random() * 899))
      const res = await fetch('/cms-api/columns?draft=true', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number, title, category: 'health', publishedAt: '2026-11-28T00:00:00.000Z' }),
      })
      if (res.ok) return { id: ((await res.json()) as { doc: { id: number } }).doc.id, number }
      if (res.status !== 400) throw new Error(`draft column: ${res.status} ${await res.text()}`)
    }
    throw new Error('draft column: no free number')
  }, title)
}
