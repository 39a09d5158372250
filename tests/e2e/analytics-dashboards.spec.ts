/**
 * The measurement dashboards in the admin (issue 28 §2): a marketer sees what shoppers did in this very test on the
 * キャンペーン dashboard (views, visitors, the order and its revenue, conversion) and downloads the same row as CSV;
 * an editor sees what shoppers searched for and did not find on the コンテンツ dashboard, and is refused 売上; support
 * is refused every dashboard. Each test makes its own campaign or search word. The figures come from the shop's own
 * beacon and rollup: 「集計を今すぐ更新」 is pressed until the shoppers' events have arrived.
 */
import fs from 'node:fs'

import { expect, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { orderAsGuestByCard, shoppingCampaign } from './campaign-order-steps'
import { countedShopper } from './counted-shopper'
import { expectAccessible, test } from './support'

const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }
const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }
const SUPPORT = { email: 'support@example.jp', password: 'support-pass-2026' }
const NO_PERMISSION = 'このページを表示する権限がありません。'

/** Refreshes the dashboard's figures until `check` holds (the beacons leave the shoppers' pages within seconds). */
async function refreshUntil(staff: Page, check: () => Promise<void>) {
  await expect(async () => {
    await staff.getByRole('button', { name: '集計を今すぐ更新' }).click()
    await expect(staff.getByRole('status').filter({ hasText: '集計を更新しました。' })).toBeVisible()
    await check()
  }).toPass({ timeout: 60_000 })
}

const cellsOf = async (staff: Page, caption: string, rowName: string) =>
  staff
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: staff.getByRole('rowheader', { name: rowName }) })
    .getByRole('cell')
    .allTextContents()

test('a marketer sees the views, visitors, order and revenue of shoppers in this test, and downloads them as CSV', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { promotionId, landing } = await shoppingCampaign(browser)

  // One shopper looks and buys two at the campaign's price; another only looks.
  const buyer = await countedShopper(browser)
  await buyer.goto(landing)
  const offers = buyer.getByRole('region', { name: '特別価格の商品' })
  await offers.getByRole('link', { name: '特別価格で購入する' }).click()
  await buyer.getByRole('form', { name: 'キャンペーンのご注文フォーム' }).getByLabel('数量').selectOption('2')
  await orderAsGuestByCard(buyer, '8,596円')
  const looker = await countedShopper(browser)
  await looker.goto(landing)
  await expect(looker.getByRole('region', { name: '特別価格の商品' })).toBeVisible()

  const marketer = await staffPage(browser, MARKETER)
  await marketer.goto('/admin/analytics/campaigns/')
  await expect(marketer.getByRole('heading', { level: 1, name: 'キャンペーンダッシュボード' })).toBeVisible()
  const row = `セサミン特別価格 ${promotionId}（${promotionId}）`
  await refreshUntil(marketer, async () => {
    const cells = await cellsOf(marketer, 'キャンペーン別の成果', row)
    // 種類, 開始日, 終了日, 表示回数, 訪問者数, 申し込み, 注文, 売上, 転換率
    expect(cells.slice(4)).toEqual(['2', '0件', '1件', '¥8,596', '50.0%'])
    expect(Number(cells[3]?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2)
  })
  await expectAccessible(marketer)

  const download = marketer.waitForEvent('download')
  await marketer.getByRole('link', { name: '「キャンペーン別の成果」をCSVでダウンロード' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^campaigns-campaigns-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await file.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const line = csv.split('\r\n').find((l) => l.includes(promotionId))
  expect(line).toMatch(/,2,0,1,8596,0\.5$/)

  // Marketers also see sales; not the regular-delivery courses.
  const nav = marketer.getByRole('group', { name: '分析' })
  await expect(nav.getByRole('link', { name: '売上' })).toBeVisible()
  await expect(nav.getByRole('link', { name: '定期お届け' })).toHaveCount(0)
})

test('an editor sees what shoppers searched for and did not find, and not the sales; support sees no dashboard', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // A word of this test's own that finds nothing (kana only: never mistaken for a number or an address).
  const kana = 'あいうえおかきくけこさしすせそ'
  const word = `みつからない${Array.from({ length: 6 }, () => kana[Math.floor(Math.random() * kana.length)]).join('')}`
  const shopper = await countedShopper(browser)
  await shopper.goto(`/search/?keyword=${encodeURIComponent(word)}`)
  await expect(shopper.getByRole('heading', { level: 1, name: `「${word}」の検索結果` })).toBeVisible()

  const editor = await staffPage(browser, EDITOR)
  await editor.goto('/admin/analytics/content/')
  await expect(editor.getByRole('heading', { level: 1, name: 'コンテンツダッシュボード' })).toBeVisible()
  await refreshUntil(editor, async () => {
    expect(await cellsOf(editor, '結果が0件だった検索', word)).toEqual(['1件', '1'])
  })
  await expectAccessible(editor)
  const nav = editor.getByRole('group', { name: '分析' })
  await expect(nav.getByRole('link', { name: 'コンテンツ' })).toBeVisible()
  await expect(nav.getByRole('link', { name: '売上' })).toHaveCount(0)
  await editor.goto('/admin/analytics/sales/')
  await expect(editor.getByRole('alert').filter({ hasText: NO_PERMISSION })).toBeVisible()
  await expect(editor.getByRole('table')).toHaveCount(0)
  const csv = await editor.evaluate(async () => (await fetch('/cms-api/analytics/sales/csv?days=30')).status)
  expect(csv).toBe(403)

  const support = await staffPage(browser, SUPPORT)
  for (const path of ['content', 'campaigns', 'sales', 'courses']) {
    await support.goto(`/admin/analytics/${path}/`)
    await expect(support.getByRole('alert').filter({ hasText: NO_PERMISSION })).toBeVisible()
  }
  await expect(support.getByRole('group', { name: '分析' })).toHaveCount(0)
  const refused = await support.evaluate(
    async () => (await fetch('/cms-api/analytics/content/csv?days=30&table=zero-results')).status,
  )
  expect(refused).toBe(403)
})
