import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

import { createTestMember } from './members'
import { expectAccessible, test, unique } from './support'
import { codeFromMailbox } from './mailbox'

/** My page customer screens (spec §2): each test signs in as its own member (tests/e2e/members.ts). */

async function signIn(page: Page, email: string, password: string, from?: string) {
  await page.goto(from ? `/login/?from=${encodeURIComponent(from)}` : '/login/')
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

const main = (page: Page) => page.getByRole('main')

/** A new member signed in on one of the customer pages (`path` under /mypage/customer/). */
async function openAsMember(page: Page, request: APIRequestContext, path: string) {
  const member = await createTestMember(request)
  await signIn(page, member.email, member.password, `/mypage/customer/${path}`)
  await expect(page).toHaveURL(new RegExp(`/mypage/customer/${path}$`))
}

/** A field at fault: marked invalid, its message tied to it (aria-describedby). */
async function expectNamed(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
}

test('a guest is asked to sign in first and comes back to the customer page', async ({ page, request }) => {
  const member = await createTestMember(request)
  await page.goto('/mypage/customer/')
  await expect(page).toHaveURL(/\/login\/\?from=/)
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/mypage\/customer\/$/)
  await expect(main(page).getByRole('heading', { level: 1, name: '会員情報' })).toBeVisible()
  await expect(main(page)).toContainText(member.email)
  // The birth date is shown with its era.
  await expect(main(page)).toContainText(/\d{4}年\d{1,2}月\d{1,2}日（(昭和|平成|令和)/)
  await expectAccessible(page)
})

test('changes the profile with the postal-code lookup, through confirm and complete', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signIn(page, member.email, member.password, '/mypage/customer/change/')
  await expect(page).toHaveURL(/\/mypage\/customer\/change\/$/)
  await expectAccessible(page)

  await page.getByLabel('お名前（姓）').fill('林')
  await page.getByLabel('フリガナ（セイ）').fill('はやし')
  await page.getByLabel('郵便番号').fill('100-0001')
  await page.getByRole('button', { name: '住所を自動入力' }).click()
  await expect(page.getByRole('status').filter({ hasText: '住所を入力しました' })).toBeVisible()
  await expect(page.getByLabel('都道府県')).toHaveValue('東京都')
  await expect(page.getByLabel('市区郡')).toHaveValue('千代田区')
  await page.getByLabel('番地').fill('1-2-3')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()

  await expect(page).toHaveURL(/\/mypage\/customer\/change\/confirm\/$/)
  await expect(main(page)).toContainText('ハヤシ')
  await expect(main(page)).toContainText('〒100-0001')
  await expectAccessible(page)
  await page.getByRole('button', { name: '変更する', exact: true }).click()

  await expect(page).toHaveURL(/\/mypage\/customer\/change\/complete\/$/)
  await expect(main(page)).toContainText('登録情報の変更が完了しました。')
  await page.getByRole('link', { name: '会員情報へ戻る' }).click()
  await expect(main(page)).toContainText('東京都千代田区千代田1-2-3')
})

test('shows Japanese messages for wrong profile input; the summary takes the focus and leads to them', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signIn(page, member.email, member.password, '/mypage/customer/change/')
  await expect(page).toHaveURL(/\/mypage\/customer\/change\/$/)
  await page.getByLabel('フリガナ（セイ）').fill('Hayashi')
  await page.getByLabel('電話番号').fill('123')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  const summary = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })
  await expect(summary).toBeVisible()
  // The summary takes the focus and links to each field at fault (the form kit, ADR 026).
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: /フリガナ（セイ）/ }).click()
  await expect(page.getByLabel('フリガナ（セイ）')).toBeFocused()
  await expect(page.getByLabel('フリガナ（セイ）')).toHaveAccessibleDescription(
    /フリガナ（セイ）は全角カタカナで入力してください/,
  )
  await expect(page.getByLabel('電話番号')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
})

test('an emptied required field is named under it and reached from the summary; axe passes with the errors shown', async ({
  page,
  request,
}) => {
  await openAsMember(page, request, 'change/')
  const street = page.getByLabel('番地')
  await expect(street).toBeEnabled()
  await street.fill('')
  await page.getByLabel('お名前（名）').fill('')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()

  const firstName = page.getByLabel('お名前（名）')
  const summary = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください（2件）' })
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: /お名前（名）を入力してください/ }).click()
  await expect(firstName).toBeFocused()
  await expectNamed(firstName, /お名前（名）を入力してください/)
  await expectNamed(street, /番地を入力してください/)
  await expect(page).toHaveURL(/\/mypage\/customer\/change\/$/)
  await expectAccessible(page)
})

test('the mail-address form names an empty address under the field, which takes the focus', async ({
  page,
  request,
}) => {
  await openAsMember(page, request, 'mailaddress/')
  const email = page.getByLabel('新しいメールアドレス')
  await expect(email).toBeEnabled()
  await page.getByRole('button', { name: '確認コードを送信する' }).click()
  await expect(email).toBeFocused()
  await expectNamed(email, /新しいメールアドレスを入力してください/)
  await expectAccessible(page)
})

test('changes the password: a wrong current one is named, the new one signs in', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signIn(page, member.email, member.password, '/mypage/customer/password/')
  await expect(page).toHaveURL(/\/mypage\/customer\/password\/$/)
  await page.getByLabel('現在のパスワード').fill('not-my-password')
  await page.getByLabel('新しいパスワード', { exact: true }).fill('atarashii-mori-2027')
  await page.getByLabel('新しいパスワード（確認）').fill('atarashii-mori-2027')
  await page.getByRole('button', { name: 'パスワードを変更する' }).click()
  await expect(page.getByLabel('現在のパスワード')).toHaveAccessibleDescription(
    '現在のパスワードが正しくありません',
  )
  await expectAccessible(page)

  await page.getByLabel('現在のパスワード').fill(member.password)
  await page.getByRole('button', { name: 'パスワードを変更する' }).click()
  await expect(page).toHaveURL(/\/mypage\/customer\/password\/complete\/$/)
  // This browser stays signed in.
  await page.goto('/mypage/customer/')
  await expect(page).toHaveURL(/\/mypage\/customer\/$/)

  await page.context().clearCookies()
  await signIn(page, member.email, 'atarashii-mori-2027')
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
})

test('changes the mail address with a code sent to the new one', async ({ page, request }) => {
  const member = await createTestMember(request)
  const newEmail = `${unique('changed-')}@example.jp`
  await signIn(page, member.email, member.password, '/mypage/customer/mailaddress/')
  await expect(page).toHaveURL(/\/mypage\/customer\/mailaddress\/$/)
  await page.getByLabel('新しいメールアドレス').fill(newEmail)
  await page.getByRole('button', { name: '確認コードを送信する' }).click()
  await expect(page).toHaveURL(/\/mypage\/customer\/mailaddress\/one-time-password\/$/)
  await expectAccessible(page)
  await page
    .getByLabel('確認コード（6桁の数字）')
    .fill(await codeFromMailbox(page.context(), newEmail, 'メールアドレスの変更'))
  await page.getByRole('button', { name: '確認してメールアドレスを変更する' }).click()
  await expect(page).toHaveURL(/\/mypage\/customer\/mailaddress\/complete\/$/)
  await expect(main(page)).toContainText(newEmail)
  await page.goto('/mypage/customer/')
  await expect(main(page)).toContainText(newEmail)
})

test('withdraws after the warnings and a second confirmation; the old sign-in no longer works', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signIn(page, member.email, member.password, '/mypage/customer/lift/')
  await expect(page).toHaveURL(/\/mypage\/customer\/lift\/$/)
  await expect(main(page)).toContainText('退会の前にご確認ください')
  await page.getByRole('button', { name: '退会手続きへ進む' }).click()
  await expect(page.getByLabel('上記の注意事項を確認し、退会します')).toHaveAccessibleDescription(
    /チェックを入れてください/,
  )
  await expectAccessible(page)

  await page.getByLabel('現在のパスワード').fill(member.password)
  await page.getByLabel('上記の注意事項を確認し、退会します').check()
  await page.getByRole('button', { name: '退会手続きへ進む' }).click()
  await expect(page.getByRole('heading', { name: '本当に退会しますか？' })).toBeFocused()
  await page.getByRole('button', { name: '退会する', exact: true }).click()
  await expect(page.getByRole('heading', { name: '退会のお手続きが完了しました' })).toBeVisible()
  await expectAccessible(page)

  await signIn(page, member.email, member.password)
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません。' }),
  ).toBeVisible()
})
