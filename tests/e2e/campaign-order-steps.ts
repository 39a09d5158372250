/**
 * The campaign's one-page order as a guest goes through it (docs/adr/048-campaign-shopping.md): from the order
 * form, the orderer, a card that asks for 3-D Secure, the confirm page with the 特定商取引法 items, the card
 * sandbox's ACS page, and the campaign's complete page. Shared by the campaign specs.
 */
import { type Browser, expect, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { expectAccessible, unique } from './support'

export const CHALLENGE_CARD = '4000000000003220'

const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }
/** セサミンEX: 5,000円 before tax in the seed; the campaign sells it at 3,980円 before tax (4,298円 with 8 %). */
export const CAMPAIGN_PRICE = 3980
export const CAMPAIGN_PRICE_SHOWN = '4,298円'

/** A running shopping campaign selling セサミンEX at its own price, with the offers block. */
export async function shoppingCampaign(browser: Browser): Promise<{ promotionId: string; landing: string }> {
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

async function fillGuest(page: Page) {
  const email = `${unique('campaign-')}@example.jp`
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

/** On the order form: a guest pays `amount` (e.g. '8,596円') by a 3-D Secure card and reaches the complete page. */
export async function orderAsGuestByCard(page: Page, amount: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文手続き' })).toBeVisible()
  const form = page.getByRole('form', { name: 'キャンペーンのご注文フォーム' })
  await fillGuest(page)
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
  await expect(main).toContainText(`お支払い金額 ${amount}（税込）`)
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
  await expect(page.getByRole('main')).toContainText(amount)
  await expectAccessible(page)
}
