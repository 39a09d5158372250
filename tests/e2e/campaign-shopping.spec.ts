/**
 * The campaign's one-page order (issue 15 item 6, docs/adr/048-campaign-shopping.md): a guest comes from the
 * landing page, orders the product at the campaign's price by card through a 3-D Secure challenge, sees the
 * 特定商取引法 items on the confirm page and lands on the complete page; a kankeisha member sees their own price
 * on a campaign not listed for them. Each test makes its own campaign.
 */
import { expect } from '@playwright/test'

import { CAMPAIGN_PRICE_SHOWN, orderAsGuestByCard, shoppingCampaign } from './campaign-order-steps'
import { expectAccessible, test } from './support'

const KANKEISHA = { email: 'kankeisha@example.jp', password: 'kankeisha-pass-2026' }

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
