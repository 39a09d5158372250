import { expect, type Page } from '@playwright/test'

import { createTestMember } from './members'
import { expectAccessible, test } from './support'

/**
 * LINE login and the group single sign-on against the sandbox OpenID providers the e2e server serves itself
 * (SANDBOX=true; docs/adr/014-line-and-group-sign-in.md). The database is seeded fresh for every run, so the
 * demo LINE identity starts unlinked.
 */
/** createTestMember registers 「森野 試験」. */
const MEMBER_NAME = '森野 試験 様'
const LINE_IDENTITY = 'LINE 花子（デモ）でログイン'

const memberNav = (page: Page) => page.getByRole('navigation', { name: '会員・カート' })

/** From /login/ through the sandbox's chooser: answers once the chooser is shown. */
async function chooseLineOnLoginPage(page: Page) {
  await page.goto('/login/')
  await page.getByRole('link', { name: 'LINEでログイン' }).click()
  await expect(page).toHaveURL(/\/sandbox\/oidc\/line\/interaction\/[^/]+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'LINEアカウントでログイン' })).toBeVisible()
}

test('a member links LINE once, then signs in with LINE directly', async ({ page, request }) => {
  // Six pages and five axe runs: under a loaded CI machine it outgrew the default minute (like entry's long flows).
  test.setTimeout(120_000)
  // Its own member: the menu's logout ends every session of the member, which must not reach other specs.
  const member = await createTestMember(request)
  await page.goto('/login/')
  await expect(page.getByRole('heading', { level: 2, name: 'ほかの方法でログイン' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'グループIDでログイン' })).toBeVisible()
  await expectAccessible(page)

  await chooseLineOnLoginPage(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: LINE_IDENTITY }).click()

  // Not linked yet: the linking page names the LINE account and asks for the member's email and password.
  await expect(page).toHaveURL(/\/login\/line\/linkage\/$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'LINEアカウントの連携' })).toBeVisible()
  await expect(main).toContainText('LINE 花子')
  await expectAccessible(page)
  await main.getByLabel('メールアドレス').fill(member.email)
  await main.getByLabel('パスワード', { exact: true }).fill(member.password)
  await main.getByRole('button', { name: 'ログイン', exact: true }).click()

  await expect(main.getByRole('heading', { name: 'LINEアカウントとの連携が完了しました' })).toBeVisible()
  await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
  await expectAccessible(page)

  // Logout from the menu (member-login.spec.ts).
  await memberNav(page).getByRole('button', { name: 'メニュー' }).click()
  const menu = page.getByRole('dialog', { name: 'メニュー' })
  await expect(menu).toContainText(MEMBER_NAME)
  await menu.getByRole('button', { name: 'ログアウト' }).click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  await expect(memberNav(page).getByRole('link', { name: 'ログイン' })).toBeVisible()

  // Linked now: choosing the same LINE account signs the member in and lands on my page.
  await chooseLineOnLoginPage(page)
  await page.getByRole('button', { name: LINE_IDENTITY }).click()
  await expect(page).toHaveURL(/\/mypage\/$/)
  await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
  await memberNav(page).getByRole('button', { name: 'メニュー' }).click()
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toContainText(MEMBER_NAME)
})

test('cancelling at LINE comes back with a Japanese message and a way back to /login/', async ({ page }) => {
  await chooseLineOnLoginPage(page)
  await page.getByRole('button', { name: 'ログインせずにショップに戻る' }).click()
  await expect(page).toHaveURL(/\/login\/line\/callback\/\?/)
  await expect(
    page.getByRole('alert').filter({ hasText: 'LINEでのログインがキャンセルされました。' }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'ログイン画面に戻る' })).toBeVisible()
  await expect(memberNav(page).getByRole('link', { name: 'ログイン' })).toBeVisible()
  await expectAccessible(page)
})

test('a group employee without a membership is sent to registration', async ({ page }) => {
  await page.goto('/login/')
  await page.getByRole('button', { name: 'グループIDでログイン' }).click()
  await expect(page).toHaveURL(/\/sandbox\/oidc\/group\/interaction\/[^/]+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'グループIDでログイン' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'グループ 太郎（社員・デモ）でログイン' }).click()
  await expect(page).toHaveURL(/\/auth\/entry\/$/)
})

// Issue 26 §4: 「ログイン画面に戻る」 after a cancelled sign-in lost the page the sign-in was to return to.
test('cancelling the group-ID sign-in leads back to the sign-in page with its return page', async ({
  page,
}) => {
  const from = '/mypage/order-history/'
  await page.goto(`/login/?from=${encodeURIComponent(from)}`)
  await page.getByRole('button', { name: 'グループIDでログイン' }).click()
  await expect(page).toHaveURL(/\/sandbox\/oidc\/group\/interaction\/[^/]+\/$/)
  await page.getByRole('button', { name: 'ログインせずにショップに戻る' }).click()
  await expect(page).toHaveURL(/\/login\/suntory\/callback\/\?/)
  await expect(
    page.getByRole('alert').filter({ hasText: 'グループIDでのログインがキャンセルされました。' }),
  ).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'ログイン画面に戻る' }).click()
  await expect(page).toHaveURL(`/login/?from=${encodeURIComponent(from)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
})

test('cancelling at LINE leads back to the sign-in page with its return page', async ({ page }) => {
  const from = '/mypage/regular-courses/'
  await page.goto(`/login/?from=${encodeURIComponent(from)}`)
  await page.getByRole('link', { name: 'LINEでログイン' }).click()
  await expect(page).toHaveURL(/\/sandbox\/oidc\/line\/interaction\/[^/]+\/$/)
  await page.getByRole('button', { name: 'ログインせずにショップに戻る' }).click()
  await expect(page).toHaveURL(/\/login\/line\/callback\/\?/)
  await page.getByRole('main').getByRole('link', { name: 'ログイン画面に戻る' }).click()
  await expect(page).toHaveURL(`/login/?from=${encodeURIComponent(from)}`)
})
