/**
 * Issue 29 §3 as support staff use it (docs/adr/071-support-console.md): a customer found by the kana of their name;
 * their orders, course, points, mails and inquiry on one page; points adjusted with a reason (the ledger's sum is
 * the balance); the admin's access log shows the view and the adjustment; an editor cannot open the console. The
 * customer is this test's own, with a family name nobody else has.
 */
import { expect, type APIRequestContext } from '@playwright/test'

import { solveChallenge } from '../../src/shop/bot-check/pow'

import { staffPage } from './admin'
import { createTestMember, signInAs } from './members'
import { courseByApi, orderNow } from './orders-by-api'
import { expectAccessible, test } from './support'

const SUPPORT = { email: 'support@example.jp', password: 'support-pass-2026' }
const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }

/** A family name's kana of this test's own: four katakana drawn at random. */
function uniqueKana(): string {
  const letters = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワ'
  return Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')
}

async function sendInquiry(request: APIRequestContext, email: string, lastNameKana: string) {
  const challenge = await request.get('/api/bot-check/challenge/')
  const { challenge: c, difficulty } = (await challenge.json()) as { challenge: string; difficulty: number }
  const origin = new URL(challenge.url()).origin
  const sent = await request.post('/api/inquiry/', {
    headers: { origin },
    data: {
      category: 'product',
      lastName: '森野',
      firstName: '試験',
      lastNameKana,
      firstNameKana: 'シケン',
      email,
      message: '定期便のお届け日を変えたいです。',
      botCheck: { challenge: c, nonce: await solveChallenge(c, difficulty) },
    },
  })
  expect(sent.status(), await sent.text()).toBe(200)
}

test('support finds a customer by kana, sees the whole story, adjusts points; the access log shows both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const kana = uniqueKana()
  const member = await createTestMember(request, { lastName: '森野', lastNameKana: kana })
  await signInAs(page, member)
  const origin = new URL(page.url()).origin
  const added = await page.request.post('/api/cart/', {
    headers: { origin },
    data: { productCode: 'liftage-lotion', cycleType: '0', quantity: 1 },
  })
  expect(added.status()).toBe(200)
  const orderNumber = await orderNow(page.request, origin)
  const courseNumber = await courseByApi(page.request, origin)
  await sendInquiry(request, member.email, kana)

  const support = await staffPage(browser, SUPPORT)
  await support.goto('/admin/support/')
  await expect(support.getByRole('heading', { level: 1, name: 'サポート' })).toBeVisible()
  // The kana typed in hiragana: the search folds it.
  const hiragana = kana.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
  await support.getByLabel('検索').fill(hiragana)
  await support.getByRole('button', { name: '検索する' }).click()
  await expect(support.getByRole('status').first()).toHaveText('1件見つかりました。')
  await expectAccessible(support)
  await support.getByRole('link', { name: /森野 試験/ }).click()
  await expect(support).toHaveURL(/\/admin\/support\/customers\/\d+\/$/)
  const customerUrl = support.url()
  await expect(support.getByRole('heading', { level: 1, name: '森野 試験 様' })).toBeVisible()

  const section = (name: string) =>
    support.locator('section', { has: support.getByRole('heading', { level: 2, name, exact: true }) })
  await expect(section('ご注文')).toContainText(orderNumber)
  await expect(section('定期コース')).toContainText(courseNumber)
  await expect(section('メール')).toContainText(`ご注文番号 ${orderNumber}`)
  await expect(section('お問い合わせ')).toContainText('定期便のお届け日を変えたいです。')
  await expect(section('ログイン・セキュリティ')).not.toBeEmpty()
  await expect(section('これまでの経過')).toContainText(orderNumber)
  await expectAccessible(support)

  await support.getByLabel('ポイント数（増減）').fill('100')
  await support.getByLabel('理由').fill('お届け遅延のお詫び')
  await support.getByRole('button', { name: 'ポイントを調整する' }).click()
  await expect(
    support.getByRole('status').filter({ hasText: 'ポイントを100ポイント加算しました。' }),
  ).toBeVisible()
  await expect(section('ポイント')).toContainText(
    /ポイント残高 ([\d,]+)ポイント（確定したポイント履歴の合計 \1ポイント・一致）/,
  )
  await expect(section('ポイント')).toContainText('お届け遅延のお詫び')

  const admin = await staffPage(browser)
  await admin.goto('/admin/support/access-log/')
  await expect(admin.getByRole('heading', { level: 1, name: '閲覧・操作の記録' })).toBeVisible()
  const customerId = /customers\/(\d+)\//.exec(customerUrl)![1]
  const rows = admin
    .getByRole('row')
    .filter({ has: admin.locator(`a[href*="/support/customers/${customerId}/"]`) })
  await expect(rows.filter({ hasText: 'ポイント調整' })).toHaveCount(1)
  await expect(rows.filter({ hasText: '閲覧' }).first()).toBeVisible()
  await expect(rows.first()).toContainText('応対 三郎')
  await expectAccessible(admin)
})

test('an editor cannot open the support console, nor post an action', async ({ browser }) => {
  const editor = await staffPage(browser, EDITOR)
  for (const path of ['/admin/support/', '/admin/support/customers/1/', '/admin/support/access-log/']) {
    await editor.goto(path)
    await expect(
      editor.getByRole('alert').filter({ hasText: 'このページを表示する権限がありません。' }),
    ).toBeVisible()
  }
  const refused = await editor.request.post('/cms-api/support/customers/1/actions', {
    headers: { origin: new URL(editor.url()).origin },
    form: { action: 'note', note: 'x' },
  })
  expect(refused.status()).toBe(403)
})
