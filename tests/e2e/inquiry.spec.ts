import { expect } from '@playwright/test'

import { expectAccessible, test, unique } from './support'

test('a bad field shows a Japanese message next to it; a good inquiry reaches complete and the mailbox', async ({
  page,
}) => {
  const email = `${unique('inq')}@example.jp`
  await page.goto('/inquiry/contact/')
  await page.getByLabel('お問い合わせ種別').selectOption('product')
  await page.getByLabel('お名前（姓）').fill('山田')
  await page.getByLabel('お名前（名）').fill('花子')
  // Hiragana would be folded into katakana when leaving the field (as in the registration): Latin letters stay bad.
  await page.getByLabel('フリガナ（セイ）').fill('Yamada')
  await page.getByLabel('フリガナ（メイ）').fill('ハナコ')
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('お問い合わせ内容').fill('DHAのサプリメントの飲み方を教えてください。')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()

  const kana = page.getByLabel('フリガナ（セイ）')
  await expect(kana).toHaveAttribute('aria-invalid', 'true')
  await expect(kana).toHaveAccessibleDescription(/全角カタカナで入力してください/)
  await expect(page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })).toContainText(
    'フリガナ（セイ）',
  )
  await expectAccessible(page)

  // A reload keeps what was typed.
  await page.reload()
  await expect(page.getByLabel('お名前（姓）')).toHaveValue('山田')

  await page.getByLabel('フリガナ（セイ）').fill('ヤマダ')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  await expect(page).toHaveURL(/\/inquiry\/contact\/confirm\/$/)
  await expect(page.getByText(email)).toBeVisible()
  await page.getByRole('button', { name: '送信する' }).click()

  await expect(page).toHaveURL(/\/inquiry\/contact\/complete\/$/)
  const receipt = (await page.getByTestId('receipt-number').textContent())!.trim()
  expect(receipt).toMatch(/^Q\d{8}-\d{6}$/)

  await page.goto('/sandbox/mailbox/')
  const mail = page.getByRole('article', { name: new RegExp(receipt) })
  await expect(mail).toBeVisible()
  await expect(mail).toContainText(email)
  // The receipt goes to an unverified address: fixed shop text and the number, never the message (ADR 025).
  await expect(mail).toContainText(`受付番号：${receipt}`)
  await expect(mail).not.toContainText('DHAのサプリメントの飲み方')
})

test('an empty inquiry: each message is tied to its field, the summary takes the focus and leads to each; axe passes', async ({
  page,
}) => {
  await page.goto('/inquiry/contact/')
  const category = page.getByLabel('お問い合わせ種別')
  await expect(category).toBeEnabled()
  await page.getByRole('button', { name: '確認画面へ進む' }).click()

  const summary = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: /お問い合わせ種別を選択してください/ }).click()
  await expect(category).toBeFocused()
  await expect(category).toHaveAttribute('aria-invalid', 'true')
  await expect(category).toHaveAccessibleDescription(/お問い合わせ種別を選択してください/)
  const message = page.getByLabel('お問い合わせ内容')
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(message).toHaveAccessibleDescription(/お問い合わせ内容を入力してください/)
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription(
    /メールアドレスを入力してください/,
  )
  // The optional phone and order number are not at fault.
  await expect(page.getByLabel('電話番号')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })).toBeVisible()
  await expect(page).toHaveURL(/\/inquiry\/contact\/$/)
  await expectAccessible(page)
})
