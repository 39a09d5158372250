import { expect } from '@playwright/test'

import { createTestMember } from './members'
import { expectAccessible, test } from './support'

test('order history asks a guest to sign in, then shows the member’s history', async ({ page, request }) => {
  const member = await createTestMember(request)
  await page.goto('/mypage/order-history/')
  await expect(page).toHaveURL(
    /\/login\/\?from=%2Fmypage%2Forder-history%2F$|\/login\/\?from=\/mypage\/order-history\/$/,
  )
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()

  await expect(page).toHaveURL(/\/mypage\/order-history\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文履歴' })).toBeVisible()
  await expect(page.getByText('ご注文の履歴はまだありません。')).toBeVisible()
  await expectAccessible(page)

  // The member menu's 「ご注文の確認・変更」 leads here.
  await page.goto('/mypage/')
  await page.getByRole('main').getByRole('link', { name: 'ご注文履歴' }).click()
  await expect(page).toHaveURL(/\/mypage\/order-history\/$/)
})
