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
