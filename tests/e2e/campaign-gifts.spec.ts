/**
 * Birthday gifts (issue 15 item 5, docs/adr/047-campaign-gifts.md): from the seeded birthday campaign's landing page
 * a member born this month signs in, chooses a gift among cards with ranking crowns, confirms it, and cannot choose
 * again; a member born in another month is told when they can choose.
 */
import { expect, type Page } from '@playwright/test'

import { createTestMember } from './members'
import { expectAccessible, test } from './support'

/** This year and month in Japan. */
function japanYearMonth(): { year: number; month: number } {
  const j = new Date(Date.now() + 9 * 3_600_000)
  return { year: j.getUTCFullYear(), month: j.getUTCMonth() + 1 }
}

async function signInThere(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\/\?from=/)
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

test('a member born this month chooses a birthday gift among crowned cards, once', async ({
  page,
  request,
}) => {
  const { year, month } = japanYearMonth()
  const member = await createTestMember(request, { birthMonth: String(month), birthDay: '1' })

  await page.goto(`/campaign/birthday/${year}/introduction/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`お誕生日プレゼント ${year}`)
  await expect(page.getByRole('heading', { name: 'ハンドクリーム' }).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'プレゼントを選ぶ' }).click()
  await signInThere(page, member.email, member.password)

  await expect(page).toHaveURL(new RegExp(`/campaign/birthday/${year}/selection/$`))
  await expect(page.getByRole('heading', { level: 1, name: 'お誕生日プレゼントを選ぶ' })).toBeVisible()
  const form = page.getByRole('form', { name: 'プレゼントを選ぶ' })
  await expect(form.getByRole('radio')).toHaveCount(3)
  await expectAccessible(page)
  await form.getByRole('button', { name: '確認する' }).click()
  await expect(page.getByText('プレゼントを選択してください').first()).toBeVisible()

  await form.getByRole('radio', { name: /ハンドクリーム/ }).check({ force: true })
  await form.getByRole('button', { name: '確認する' }).click()
  const confirm = page.getByRole('form', { name: 'プレゼントの確認' })
  await expect(confirm.getByText('肌の森 ハンドクリーム（ミニサイズ）')).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'このプレゼントに決定する' }).click()

  const chosen = page.getByRole('status').filter({ hasText: 'お選びいただいたプレゼント' })
  await expect(chosen).toContainText('肌の森 ハンドクリーム（ミニサイズ）')
  // The ranking now counts this choice: its card wears a crown with its rank.
  const ranking = page.getByRole('list').filter({ hasText: 'ハーブティー ミニアソート' })
  await expect(
    ranking
      .getByRole('listitem')
      .filter({ hasText: 'ハンドクリーム' })
      .getByRole('img', { name: /^人気[1-3]位$/ }),
  ).toBeVisible()
  await expectAccessible(page)

  // Back again: the choice stands, no form to choose a second gift.
  await page.reload()
  await expect(chosen).toBeVisible()
  await expect(page.getByRole('form', { name: 'プレゼントを選ぶ' })).toHaveCount(0)
})

test('a member born in another month is told when they may choose', async ({ page, request }) => {
  const { year, month } = japanYearMonth()
  const other = (month % 12) + 1
  const member = await createTestMember(request, { birthMonth: String(other), birthDay: '1' })
  await page.goto(`/campaign/birthday/${year}/selection/`)
  await signInThere(page, member.email, member.password)
  await expect(page.getByRole('status')).toHaveText(
    `お誕生日プレゼントは、お誕生月（${other}月）の1日から末日までにお選びいただけます。`,
  )
  await expect(page.getByRole('form', { name: 'プレゼントを選ぶ' })).toHaveCount(0)
  await expectAccessible(page)
})
