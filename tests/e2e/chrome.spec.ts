import { expect } from '@playwright/test'

import { test } from './support'

test('the menu modal opens from the keyboard, takes focus, and closes with Escape', async ({ page }) => {
  await page.goto('/about/')
  const menuButton = page.getByRole('button', { name: 'メニュー' })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'ログインしてマイページへ' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'お問い合わせ' })).toBeVisible()
  // Focus moved into the dialog.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  // Background scroll is locked while open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menuButton).toBeFocused()
})

test('the menu modal closes with its close button and on backdrop click', async ({ page }) => {
  await page.goto('/about/')
  await page.getByRole('button', { name: 'メニュー' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.getByRole('button', { name: 'メニュー' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('footer product tabs: open one, switch, and close by selecting the active tab', async ({ page }) => {
  await page.goto('/company/')
  const tabs = page.getByTestId('footer-tabs')
  const supplement = tabs.getByRole('button', { name: 'サプリメント' })
  const beauty = tabs.getByRole('button', { name: 'ビューティーケア' })
  await expect(supplement).toHaveAttribute('aria-expanded', 'false')
  await supplement.click()
  await expect(supplement).toHaveAttribute('aria-expanded', 'true')
  await beauty.click()
  await expect(beauty).toHaveAttribute('aria-expanded', 'true')
  await expect(supplement).toHaveAttribute('aria-expanded', 'false')
  await beauty.click()
  await expect(beauty).toHaveAttribute('aria-expanded', 'false')
})

test('the header bottom hides on scroll down and shows on scroll up', async ({ page }) => {
  await page.goto('/about/terms/')
  const bottom = page.getByTestId('header-bottom')
  await expect(bottom).not.toHaveAttribute('data-hidden', 'true')
  await page.mouse.wheel(0, 1200)
  await expect(bottom).toHaveAttribute('data-hidden', 'true')
  await page.mouse.wheel(0, -400)
  await expect(bottom).not.toHaveAttribute('data-hidden', 'true')
})

test('the scroll position is restored on back navigation', async ({ page }) => {
  await page.goto('/about/terms/')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500)
  // Let the throttled save run, then leave through the logo in the sticky header. The click is dispatched:
  // Playwright's click scrolls the page itself when the header is still animating (hidden on scroll down), and
  // the position it leaves at is then 1046, which is what the page correctly brings back.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(Object.values(sessionStorage))))
    .toContain('1500')
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'ウェルネスの森 オンラインショップ' })
    .dispatchEvent('click')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/about\/terms\/$/)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500)
})

test('the TOPへ button returns to the top', async ({ page }) => {
  await page.goto('/privacy/')
  await page.evaluate(() => window.scrollTo(0, 2000))
  const top = page.getByRole('button', { name: 'TOPへ' })
  await expect(top).toBeVisible()
  await top.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the search box refuses more than 100 characters with a Japanese message', async ({ page }) => {
  await page.goto('/first/')
  const box = page.getByRole('searchbox', { name: 'キーワードで探す' }).first()
  await expect(box).toHaveAttribute('maxlength', '100')
})

test('the link key of the landing URL is stored once per page load', async ({ page, context }) => {
  const stored = page.waitForResponse((r) => r.url().includes('/api/common/') && r.status() === 200)
  await page.goto('/about/?link-key=LP_2026&utm_source=line&utm_medium=social&utm_campaign=autumn')
  await stored
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'link_key')).toMatchObject({ value: 'LP_2026', httpOnly: true })
  // Cookie values are stored URI-encoded; the server decodes them when reading.
  expect(decodeURIComponent(cookies.find((c) => c.name === 'utm_linkage')?.value ?? '')).toBe(
    'line/social/autumn',
  )
})

test('page views reach the data layer after the first load and on each route change', async ({ page }) => {
  await page.goto('/about/')
  const views = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? [])
        .filter((e) => e.event === 'page_view')
        .map((e) => e.page_path),
    )
  await expect.poll(views).toEqual(['/about/'])
  await page
    .getByRole('main')
    .getByRole('link', { name: /ご利用規約/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/about\/terms\/$/)
  await expect.poll(views).toEqual(['/about/', '/about/terms/'])
})

// Browsers and crawlers ask /favicon.ico whatever a page declares; it answered 404 on every page.
test('the shop has a favicon at /favicon.ico as well as its declared icon', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(ico.status()).toBe(200)
  expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
  await page.goto('/')
  for (const href of await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)))
    expect((await request.get(href)).status(), href).toBe(200)
})
