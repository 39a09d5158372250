/**
 * The campaign's one-page order (issue 15 item 6, docs/adr/048-campaign-shopping.md): a guest comes from the
 * landing page, orders the product at the campaign's price by card through a 3-D Secure challenge, sees the
 * 特定商取引法 items on the confirm page and lands on the complete page; a kankeisha member sees their own price
 * on a campaign not listed for them. Each test makes its own campaign.
 */
import { expect, type Browser } from '@playwright/test'

import { staffPage } from './admin'
import { orderAsGuestByCard } from './campaign-order-steps'
import { expectAccessible, test, unique } from './support'

const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }
const KANKEISHA = { email: 'kankeisha@example.jp', password: 'kankeisha-pass-2026' }
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

test('a guest buys the campaign product by card through 3-D Secure at the campaign price, with the 特商法 items on the confirm page', async ({
  browser,
  page,
}) => {
  const { landing } = await shoppingCampaign(browser)
  await page.goto(landing)
  const offers = page.getByRole('region', { name: '特別価格の商品' })
  await expect(offers).toContainText(`特別価格 ${CAMPAIGN_PRICE_SHOWN}（税込）`)
  await offers.getByRole('link', { name: '特別価格で購入する' }).click()

  const form = page.getByRole('form', { name: 'キャンペーンのご注文フォーム' })
  await expect(form).toContainText(`特別価格 ${CAMPAIGN_PRICE_SHOWN}（税込）`)
  await form.getByLabel('数量').selectOption('2')
  await expect(form).toContainText('商品合計 8,596円（税込）')
  // Two at the campaign's price, shipping free above the threshold: the confirm page's amount is the items'.
  await orderAsGuestByCard(page, '8,596円')
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
