import { expect, type Page } from '@playwright/test'

import { createTestMember } from './members'
import { expectAccessible, test, unique } from './support'
import { codeFromMailbox } from './mailbox'

/**
 * /password-reregister/ (spec §2): code by mail (read from the sandbox mailbox), new password, sign-in.
 * Each test makes its own member (tests/e2e/members.ts), so the order of tests and files does not matter.
 */

const NEW_PASSWORD = 'atarashii-mori-2027'

async function requestCode(page: Page, email: string) {
  await page.goto('/password-reregister/')
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible()
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByRole('button', { name: '確認コードを送信する' }).click()
  await expect(page).toHaveURL(/\/password-reregister\/one-time-password\/$/)
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login/')
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

test('forgot password → code from the mailbox → new password → sign in with it, not the old one', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await page.goto('/password-reregister/')
  await expectAccessible(page)
  await requestCode(page, member.email)

  const code = page.getByLabel('確認コード（6桁の数字）')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  // The address is shown masked: recognisable, not readable over a shoulder.
  await expect(page.getByRole('main')).toContainText(`${member.email.slice(0, 2)}***`)
  await expect(page.getByRole('main')).not.toContainText(member.email)
  await expect(page.getByRole('button', { name: /確認コードを再送信（あと\d+秒）/ })).toBeDisabled()
  await expectAccessible(page)

  // A reload keeps the step (the transaction lives in sessionStorage).
  await page.reload()
  await expect(page).toHaveURL(/\/password-reregister\/one-time-password\/$/)
  await code.fill(await codeFromMailbox(page.context(), member.email, 'パスワードの再設定'))
  await page.getByRole('button', { name: '確認して次へ進む' }).click()

  await expect(page).toHaveURL(/\/password-reregister\/verify\/$/)
  await expect(page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeVisible()
  await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('新しいパスワード（確認）').fill(`${NEW_PASSWORD}x`)
  await page.getByRole('button', { name: 'パスワードを設定する' }).click()
  await expect(page.getByLabel('新しいパスワード（確認）')).toHaveAccessibleDescription(
    'パスワードとパスワード（確認）が一致しません',
  )
  await expectAccessible(page)
  await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'パスワードを設定する' }).click()

  await expect(page).toHaveURL(/\/password-reregister\/complete\/$/)
  await expect(page.getByRole('main')).toContainText('パスワードの再設定が完了しました。')
  await expectAccessible(page)

  await signIn(page, member.email, member.password)
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません。' }),
  ).toBeVisible()
  await signIn(page, member.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  await expect(
    page.getByRole('navigation', { name: '会員・カート' }).getByRole('link', { name: 'マイページ' }),
  ).toBeVisible()
})

test('a wrong code says how many tries are left, next to the input', async ({ page, request }) => {
  const member = await createTestMember(request)
  await requestCode(page, member.email)
  const right = await codeFromMailbox(page.context(), member.email, 'パスワードの再設定')
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
  const code = page.getByLabel('確認コード（6桁の数字）')
  await code.fill(wrong)
  await page.getByRole('button', { name: '確認して次へ進む' }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveAccessibleDescription(/確認コードが正しくありません。あと4回/)
  await expect(code).toBeFocused()
  await expectAccessible(page)
})

test('an unknown address gets the same next screen, and no mail', async ({ page }) => {
  const email = `${unique('nobody-')}@example.jp`
  await requestCode(page, email)
  await expect(page.getByLabel('確認コード（6桁の数字）')).toBeVisible()
  await page.goto('/sandbox/mailbox/')
  await expect(page.getByRole('article').filter({ hasText: `宛先: ${email}` })).toHaveCount(0)
})

test('a step opened without the earlier ones goes back to the start and says why', async ({ page }) => {
  for (const step of ['one-time-password', 'verify', 'complete']) {
    await page.goto(`/password-reregister/${step}/`)
    await expect(page).toHaveURL(/\/password-reregister\/$/)
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'お手続きの途中の情報が見つからないため、最初の画面に戻りました。' }),
    ).toBeVisible()
  }
  await expectAccessible(page)
})

test('an empty address is named under the field, which takes the focus; axe passes with the error shown', async ({
  page,
}) => {
  await page.goto('/password-reregister/')
  const email = page.getByLabel('メールアドレス')
  await expect(email).toBeEnabled()
  await page.getByRole('button', { name: '確認コードを送信する' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('メールアドレスを入力してください')
  await expect(email).toBeFocused()
  await expectAccessible(page)
})

test('a mismatched new password: the summary links to the field, which takes the focus', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await requestCode(page, member.email)
  await page
    .getByLabel('確認コード（6桁の数字）')
    .fill(await codeFromMailbox(page.context(), member.email, 'パスワードの再設定'))
  await page.getByRole('button', { name: '確認して次へ進む' }).click()
  await expect(page).toHaveURL(/\/password-reregister\/verify\/$/)
  await page.getByRole('button', { name: 'パスワードを設定する' }).click()
  const summary = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })
  await expect(summary).toBeVisible()
  await expect(summary).toBeFocused()
  const newPassword = page.getByLabel('新しいパスワード', { exact: true })
  await summary.getByRole('link').first().click()
  await expect(newPassword).toBeFocused()
  await expect(page.getByLabel('新しいパスワード', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
})
