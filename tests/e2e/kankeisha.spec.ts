import { expect, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { createTestMember } from './members'
import { expectAccessible, test } from './support'

/** Demo members of the seed (README, Demo logins). */
const KANKEISHA = { email: 'kankeisha@example.jp', password: 'kankeisha-pass-2026' }

const banners = (page: Page) => page.getByRole('complementary', { name: '関係者の方へのご案内' })
const memberNav = (page: Page) => page.getByRole('navigation', { name: '会員・カート' })

async function signIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(path)
  await page.getByLabel('メールアドレス').fill(who.email)
  await page.getByLabel('パスワード', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

test('a guest finds the kankeisha sign-in page, its entry link and the desk inquiry', async ({ page }) => {
  await page.goto('/kankeisha/login/')
  await expect(page.getByRole('heading', { level: 1, name: '関係者の方のログイン' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('グループ会社の社員の方')
  await expect(main.getByRole('link', { name: '関係者の方の新規会員登録' })).toHaveAttribute(
    'href',
    '/kankeisha/entry/',
  )
  await expect(main).toContainText('このフォームはスパム防止のため')
  await expect(banners(page)).toHaveCount(0)
  await expectAccessible(page)

  await main.getByRole('link', { name: '関係者専用窓口へのお問い合わせ' }).click()
  await expect(page).toHaveURL(/\/inquiry\/contact\/\?category=kankeisha$/)
  await expect(page.getByLabel('お問い合わせ種別')).toHaveValue('kankeisha')
})

test('the kankeisha member signs in on /kankeisha/login/, sees both banners and the kankeisha price', async ({
  page,
}) => {
  await signIn(page, KANKEISHA, '/kankeisha/login/')
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  const aside = banners(page)
  await expect(aside.getByRole('link', { name: /関係者の方は最大25%OFF/ })).toHaveAttribute(
    'href',
    '/supplement/',
  )
  await expect(aside).toContainText('一般のキャンペーン割引は適用されません')
  await expect(aside).toContainText('受付時間 11:00～20:00（年末年始を除く毎日）')

  // A full page load: the cached page shows the banners once GET /api/common says kankeisha.
  await page.goto('/beautycare/liftage-lotion/')
  await expect(banners(page).getByRole('link', { name: /関係者の方は最大25%OFF/ })).toBeVisible()
  await expect(banners(page)).toContainText('受付時間 11:00～20:00（年末年始を除く毎日）')
  await expectAccessible(page)

  const added = page.waitForResponse(
    (r) => /\/api\/cart\/?$/.test(r.url()) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'カートに入れる' }).click()
  expect((await added).status()).toBe(200)

  await page.goto('/cart/')
  const line = page.getByRole('main').getByRole('group', { name: /リフタージュ ローション/ })
  // One-time price 4,000 yen before tax, 25 % off for kankeisha: 3,000 + 10 % = 3,300; the list price
  // 4,400 stays visible, struck through.
  await expect(line).toContainText('3,300円（税込）')
  await expect(line.locator('s')).toHaveText('4,400円')
  await expect(banners(page)).toContainText('関係者の方は最大25%OFF')
  await expectAccessible(page)
})

test('the general member is refused on /kankeisha/login/ and sees no kankeisha banners', async ({
  browser,
  request,
}) => {
  // A general member of its own: the demo member's sessions may be ended by other specs running alongside.
  const member = await createTestMember(request)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await signIn(page, member, '/kankeisha/login/')
    // Filtered: Next's route announcer is an alert too.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: '関係者（グループ社員・パートナー）の方専用のログインページです' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/kankeisha\/login\/$/)
    await expect(memberNav(page).getByRole('link', { name: 'ログイン' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('main').getByRole('link', { name: '通常のログインページ' }).click()
    await expect(page).toHaveURL(/\/login\/$/)
    await signIn(page, member, '/login/')
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
    await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
    await expect(banners(page)).toHaveCount(0)

    // And on a full page load, after the live state arrived.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/common')),
      page.goto('/beautycare/liftage-lotion/'),
    ])
    await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
    await expect(banners(page)).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('a campaign page listed in the settings shows the kankeisha member no discount banner; other pages still do', async ({
  browser,
  page,
}) => {
  const campaign = '/campaign/shopping/?promotionId=winter-rest-2026'
  const editor = await staffPage(browser, { email: 'editor@example.jp', password: 'editor-pass-2026' })
  const settings = (path: string, body?: unknown) =>
    editor.evaluate(
      async ({ path, body }) => {
        const res = await fetch(
          path,
          body === undefined
            ? {}
            : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        )
        return (await res.json()) as { kankeisha?: { bannerHiddenPaths?: { path: string }[] } }
      },
      { path, body },
    )
  const before =
    (await settings('/cms-api/globals/site-settings/?depth=0')).kankeisha?.bannerHiddenPaths ?? []
  const kept = before.map(({ path }) => ({ path }))
  await settings('/cms-api/globals/site-settings/', {
    kankeisha: { bannerHiddenPaths: [...kept, { path: campaign }] },
  })
  try {
    await signIn(page, KANKEISHA, '/kankeisha/login/')
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
    await page.goto(`/campaign/shopping/?key=lp01&promotionId=winter-rest-2026`)
    await expect(banners(page)).toContainText('受付時間 11:00～20:00（年末年始を除く毎日）')
    await expect(banners(page).getByRole('link', { name: /関係者の方は最大25%OFF/ })).toHaveCount(0)
    await page.goto('/supplement/')
    await expect(banners(page).getByRole('link', { name: /関係者の方は最大25%OFF/ })).toBeVisible()
  } finally {
    await settings('/cms-api/globals/site-settings/', { kankeisha: { bannerHiddenPaths: kept } })
  }
})
