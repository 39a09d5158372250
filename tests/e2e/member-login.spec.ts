import { expect, type Page } from '@playwright/test'

import { createTestMember } from './members'
import { expectAccessible, test } from './support'

/** The demo members of the seed (README, Demo logins). */
const MEMBER = { email: 'member@example.jp', password: 'member-pass-2026', name: '森野 花子 様' }
const REGULAR = { email: 'regular@example.jp', password: 'regular-pass-2026', name: '定田 由美 様' }

const memberNav = (page: Page) => page.getByRole('navigation', { name: '会員・カート' })

async function signIn(page: Page, who: { email: string; password: string }, from?: string) {
  await page.goto(from === undefined ? '/login/' : `/login/?from=${encodeURIComponent(from)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
  await page.getByLabel('メールアドレス').fill(who.email)
  await page.getByLabel('パスワード', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

async function openMenu(page: Page) {
  await memberNav(page).getByRole('button', { name: 'メニュー' }).click()
  return page.getByRole('dialog', { name: 'メニュー' })
}

test('wrong input shows Japanese messages next to the fields, wrong credentials one message', async ({
  page,
}) => {
  await page.goto('/login/')
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  const email = page.getByLabel('メールアドレス')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('メールアドレスを入力してください')
  await expect(page.getByLabel('パスワード', { exact: true })).toHaveAccessibleDescription(
    'パスワードを入力してください',
  )
  await expectAccessible(page)

  await email.fill('nobody@example.jp')
  await page.getByLabel('パスワード', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  // Filtered: Next's route announcer is an alert too.
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません。' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login\/$/)
})

test('signs in from /login/?from=/about/, lands on /about/ and the header shows the member', async ({
  page,
}) => {
  await signIn(page, MEMBER, '/about/')
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
  await expect(memberNav(page).getByRole('link', { name: 'ログイン' })).toHaveCount(0)
  const menu = await openMenu(page)
  await expect(menu).toContainText(MEMBER.name)
  await expect(menu).toContainText('10000001')
  await expect(menu).toContainText('3星')
  await expect(menu).toContainText('1,200')
  await expectAccessible(page)

  // After a full reload the header still shows the member (the live state from GET /api/common).
  await page.keyboard.press('Escape')
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/common')), page.reload()])
  await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
})

test('an off-site `from` is ignored: the member lands on the top page', async ({ page }) => {
  await signIn(page, MEMBER, 'https://evil.example/phish')
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  await signIn(page, MEMBER, '//evil.example/phish')
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
})

test('a member whose number is being issued sees 「発行中」 and the VIP stage', async ({ page }) => {
  await signIn(page, REGULAR)
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  const menu = await openMenu(page)
  await expect(menu).toContainText(REGULAR.name)
  await expect(menu).toContainText('発行中')
  await expect(menu).toContainText('VIP')
})

test('logout from all devices signs out a second browser context', async ({ browser, request }) => {
  // Its own member: logging out everywhere must not end the sessions other specs hold at the same time.
  const member = await createTestMember(request)
  const first = await browser.newContext()
  const second = await browser.newContext()
  try {
    const a = await first.newPage()
    const b = await second.newPage()
    // Wait for the landing page itself: the login page's header already shows the member, and a menu opened
    // there would close when the navigation replaces the page.
    await signIn(b, member, '/about/')
    await expect(b).toHaveURL(/\/about\/$/)
    await expect(memberNav(b).getByRole('link', { name: 'マイページ' })).toBeVisible()
    await signIn(a, member, '/about/')
    await expect(a).toHaveURL(/\/about\/$/)
    await expect(memberNav(a).getByRole('link', { name: 'マイページ' })).toBeVisible()

    const menu = await openMenu(a)
    await expect(menu).toContainText('すべての端末からログアウトします。')
    await menu.getByRole('button', { name: 'ログアウト' }).click()
    await expect(a).toHaveURL(/^http:\/\/[^/]+\/$/)
    await expect(memberNav(a).getByRole('link', { name: 'ログイン' })).toBeVisible()

    // Wait for the live state: the cached page first renders the guest header anyway.
    await Promise.all([b.waitForResponse((r) => r.url().includes('/api/common')), b.reload()])
    await expect(memberNav(b).getByRole('link', { name: 'ログイン' })).toBeVisible()
    await expect(memberNav(b).getByRole('link', { name: 'マイページ' })).toHaveCount(0)
  } finally {
    await first.close()
    await second.close()
  }
})

test('a guest opening my page is asked to sign in first and comes back to it', async ({ page }) => {
  await page.goto('/mypage/')
  await expect(page).toHaveURL(/\/login\/\?from=%2Fmypage%2F$|\/login\/\?from=\/mypage\/$/)
  await page.getByLabel('メールアドレス').fill('kankeisha@example.jp')
  await page.getByLabel('パスワード', { exact: true }).fill('kankeisha-pass-2026')
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/mypage\/$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
  await expect(main).toContainText('会員番号')
  await expect(main).toContainText('関係者価格')
  await expectAccessible(page)
})

test('an empty submit puts the focus on the first invalid field, the e-mail address', async ({ page }) => {
  await page.goto('/login/')
  const email = page.getByLabel('メールアドレス')
  await expect(email).toBeEnabled()
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(email).toBeFocused()
  await email.fill('member@example.jp')
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page.getByLabel('パスワード', { exact: true })).toBeFocused()
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
})
