/**
 * The campaign's one-page order (issue 15 item 6, docs/adr/048-campaign-shopping.md): a guest comes from the
 * landing page, orders the product at the campaign's price by card through a 3-D Secure challenge, sees the
 * 特定商取引法 items on the confirm page and lands on the complete page; a kankeisha member sees their own price
 * on a campaign not listed for them. Each test makes its own campaign.
 */
import { expect, type Browser, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { expectAccessible, test, unique } from './support'

const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }
const KANKEISHA = { email: 'kankeisha@example.jp', password: 'kankeisha-pass-2026' }
const CHALLENGE_CARD = '4000000000003220'
/** セサミンEX: 5,000円 before tax in the seed; the campaign sells it at 3,980円 before tax (4,298円 with 8 %). */
const CAMPAIGN_PRICE = 3980
const CAMPAIGN_PRICE_SHOWN = '4,298円'

/** A running shopping campaign selling セサミンEX at its own price, with the offers block. */
async function shoppingCampaign(browser: Browser): Promise<{ promotionId: string; landing: string }> {
  const promotionId = unique('shop-')
  const marketer = await staffPage(browser, MARKETER)
  const created = await marketer.evaluate(
    async ({ promotionId, price }) => {
      const found = await fetch('/cms-api/products/?where[productCode][equals]=sesamin-ex&depth=0')
      const productId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
      const res = await fetch('/cms-api/campaigns/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          promotionId,
          kind: 'shopping',
          title: `セサミン特別価格 ${promotionId}`,
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          offers: [{ product: productId, purchase: '0', campaignPrice: price, maxQuantity: 2 }],
          allowKankeisha: false,
          landing: [
            { blockType: 'hero', heading: 'いまだけの特別価格' },
            { blockType: 'offers', heading: '特別価格の商品' },
          ],
          _status: 'published',
        }),
      })
      return { status: res.status, body: await res.text() }
    },
    { promotionId, price: CAMPAIGN_PRICE },
  )
  expect(created.status, created.body).toBe(201)
  return { promotionId, landing: `/campaign/shopping/?promotionId=${promotionId}` }
}

async function fillGuest(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'キャンペーンのご注文フォーム' })
  await form.getByLabel('お名前（姓）').fill('若葉')
  await form.getByLabel('お名前（名）').fill('みどり')
  await form.getByLabel('フリガナ（セイ）').fill('ワカバ')
  await form.getByLabel('フリガナ（メイ）').fill('ミドリ')
  await form.getByLabel('郵便番号').first().fill('1000001')
  await form.getByRole('button', { name: '住所を自動入力' }).first().click()
  await expect(form.getByLabel('市区郡').first()).toHaveValue('千代田区')
  await form.getByLabel('番地').first().fill('1-1')
  await form.getByLabel('電話番号').first().fill('090-1234-5678')
  await form.getByLabel('メールアドレス', { exact: true }).fill(email)
  await form.getByLabel('メールアドレス（確認用）').fill(email)
}

test('a guest buys the campaign product by card through 3-D Secure at the campaign price, with the 特商法 items on the confirm page', async ({
  browser,
  page,
}) => {
  const { landing } = await shoppingCampaign(browser)
  await page.goto(landing)
  const offers = page.getByRole('region', { name: '特別価格の商品' })
  await expect(offers).toContainText(`特別価格 ${CAMPAIGN_PRICE_SHOWN}（税込）`)
  await offers.getByRole('link', { name: '特別価格で購入する' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'ご注文手続き' })).toBeVisible()
  const form = page.getByRole('form', { name: 'キャンペーンのご注文フォーム' })
  await expect(form).toContainText(`特別価格 ${CAMPAIGN_PRICE_SHOWN}（税込）`)
  await form.getByLabel('数量').selectOption('2')
  await expect(form).toContainText('商品合計 8,596円（税込）')
  await fillGuest(page, `${unique('campaign-')}@example.jp`)
  await form.getByRole('radio', { name: /^クレジットカード/ }).check({ force: true })
  await form.getByLabel('カード番号').fill(CHALLENGE_CARD)
  await form.getByLabel('有効期限（月）').selectOption('12')
  const years = await form.getByLabel('有効期限（年）').locator('option').allTextContents()
  await form.getByLabel('有効期限（年）').selectOption(years.at(-1)!.trim())
  await form.getByLabel('セキュリティコード').fill('123')
  await form.getByLabel('カード名義').fill('MIDORI WAKABA')
  await expectAccessible(page)
  await form.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('row', { name: /セサミンEX/ })).toContainText('8,596円')
  const legal = main.getByRole('region', { name: 'ご注文内容の最終確認（特定商取引法に基づく表示）' })
  await expect(legal).toBeVisible()
  await expect(legal).toContainText('お支払い')
  await expect(main).not.toContainText(CHALLENGE_CARD)
  await expectAccessible(page)
  await main.getByRole('button', { name: '注文を確定する' }).click()

  // The card sandbox's ACS page (its own origin): the sandbox's one-time code is 1234.
  await expect(page.getByRole('heading', { level: 1, name: 'ご本人確認' })).toBeVisible()
  await page.getByLabel('ワンタイムパスワード').fill('1234')
  await page.getByRole('button', { name: '認証する' }).click()

  await expect(page).toHaveURL(/\/campaign\/shopping\/complete\/\?orderNumber=/)
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('8,596円')
  await expectAccessible(page)
})

test('kankeisha see their own price, not the campaign’s, on a campaign not listed for them', async ({
  browser,
  page,
}) => {
  const { promotionId } = await shoppingCampaign(browser)
  await page.goto(`/login/?from=${encodeURIComponent('/mypage/')}`)
  await page.getByLabel('メールアドレス').fill(KANKEISHA.email)
  await page.getByLabel('パスワード', { exact: true }).fill(KANKEISHA.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/mypage\/$/)

  await page.goto(`/campaign/shopping/?promotionId=${promotionId}&productcode=sesamin-ex`)
  await expect(
    page.getByRole('status').filter({ hasText: 'このキャンペーンの特別価格は適用されません' }),
  ).toBeVisible()
  const form = page.getByRole('form', { name: 'キャンペーンのご注文フォーム' })
  await expect(form).not.toContainText('特別価格')
  await expect(form).not.toContainText(CAMPAIGN_PRICE_SHOWN)
  await expectAccessible(page)
})
