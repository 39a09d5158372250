/**
 * The gift guide (issue 16 item 5; docs/adr/051-gift-guide.md): its pages answer on desktop, at 375 px and under
 * /sp/; the wrapping fees are checkout's; the recommended products show the catalogue's prices and lead to their
 * pages; the footer and a product page that offers wrapping link to it.
 */
import { expect } from '@playwright/test'

import { giftWrappingFeeText } from '../../src/shop/site/shop-facts'
import { expectAccessible, test } from './support'

for (const width of [1280, 375]) {
  test.describe(`gift pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const [path, heading] of [
      ['/gift/', 'ギフトガイド'],
      ['/gift/winter/', '冬の贈り物・お歳暮に'],
    ] as const) {
      test(`${path} and /sp${path} answer 200`, async ({ page }) => {
        for (const url of [path, `/sp${path}`]) {
          expect((await page.goto(url))?.status(), url).toBe(200)
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(1)
        if (width === 375) await expectAccessible(page)
      })
    }
  })
}

test('the guide lists its occasions and checkout’s wrapping fees; an occasion shows its products at catalogue prices', async ({
  page,
}) => {
  await page.goto('/gift/')
  const wrapping = page.getByRole('table', { name: 'ラッピングの種類と料金' })
  await expect(wrapping.getByRole('row', { name: /包装紙ラッピング/ })).toContainText(
    giftWrappingFeeText('NormalWrapping'),
  )
  await expect(wrapping.getByRole('row', { name: /ギフトボックス/ })).toContainText(
    giftWrappingFeeText('GiftBoxWrapping'),
  )
  await page.getByRole('link', { name: /ご両親への贈り物に/ }).click()
  await expect(page).toHaveURL(/\/gift\/parents\/$/)
  const products = page.getByRole('list', { name: 'おすすめの商品' })
  const card = products.getByRole('listitem').filter({ hasText: 'セサミンEX' }).first()
  await expect(card).toContainText(/円（税込）/)
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/supplement\/sesamin-ex-3set\/$/)
  // The product page offers wrapping and leads back to the guide.
  await expect(page.getByText(/ギフトラッピングを承ります（1包装.+から）。/)).toBeVisible()
  await page.getByRole('link', { name: 'ギフトガイド', exact: true }).first().click()
  await expect(page).toHaveURL(/\/gift\/$/)
})

test('the footer links to the gift guide', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'ギフトガイド' }).click()
  await expect(page).toHaveURL(/\/gift\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'ギフトガイド' })).toBeVisible()
})

// Issue 26 §4: /gift/birthday/ recommended ハーブティー 夜のやすらぎブレンド while it was 在庫切れ. Staff's picks follow
// the product lists' rule: a sold-out product is shown marked 在庫切れ (its card's badge, and its link's description).
test('a sold-out recommendation is marked 在庫切れ, as in the product list', async ({ page }) => {
  const SOLD_OUT = 'ハーブティー 夜のやすらぎブレンド'
  for (const [path, list] of [
    ['/gift/birthday/', 'おすすめの商品'],
    ['/supplement/', null],
  ] as const) {
    await page.goto(path)
    const main = page.getByRole('main')
    const cards = list ? main.getByRole('list', { name: list }) : main
    const card = cards.getByRole('listitem').filter({ hasText: SOLD_OUT })
    await expect(card.getByText('在庫切れ', { exact: true }), path).toBeVisible()
    await expect(card.getByRole('link', { name: SOLD_OUT }), path).toHaveAccessibleDescription('在庫切れ')
    // What can be bought is not described as anything else.
    const available = cards
      .getByRole('listitem')
      .filter({ hasNotText: '在庫切れ' })
      .filter({ hasNotText: '近日発売' })
      .first()
    await expect(available.getByRole('link').first()).toHaveAccessibleDescription('')
  }
})
