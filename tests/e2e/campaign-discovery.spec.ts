/**
 * The open campaigns can be found in the shop (issue 26 §4: only typed URLs reached them): a published, running
 * campaign is linked from the top page's campaign slot and the sitemap, and the page of a product it offers points
 * to it; once it has ended it is gone from all of them, without a deploy (the job at its end expires the cached
 * pages; docs/adr/045-campaigns.md, 056).
 */
import { expect, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { expectAccessible, expectTapTarget, test, unique } from './support'

const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }
const DEMO = {
  title: '冬のぐっすり習慣キャンペーン',
  path: '/campaign/shopping/?promotionId=winter-rest-2026',
}

const campaignSlot = (page: Page) => page.getByRole('region', { name: '開催中のキャンペーン' })
const sitemapCampaigns = (page: Page) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: '開催中のキャンペーン' })

test('the demo campaign is linked from the top page, the sitemap and its product’s page, at 375 px too', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const tile = campaignSlot(page).getByRole('link', { name: new RegExp(DEMO.title) })
    await expect(tile).toHaveAttribute('href', DEMO.path)
    await expectTapTarget(tile)
    if (width === 375) await expectAccessible(page)
  }
  await campaignSlot(page)
    .getByRole('link', { name: new RegExp(DEMO.title) })
    .click()
  await expect(page).toHaveURL(/\/campaign\/shopping\/\?promotionId=winter-rest-2026$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/sitemap/')
  await expect(sitemapCampaigns(page).getByRole('link', { name: DEMO.title })).toHaveAttribute(
    'href',
    DEMO.path,
  )

  // ハーブティー 3種アソート is sold at the campaign's price.
  await page.goto('/supplement/herbtea-assort/')
  const note = page.getByRole('region', { name: '開催中のキャンペーン' })
  await expect(note).toContainText('この商品をキャンペーン特別価格でお求めいただけます')
  await expect(note.getByRole('link', { name: DEMO.title })).toHaveAttribute('href', DEMO.path)
  await expectAccessible(page)
  // The sample campaign's product points to it; a product no campaign offers says nothing of campaigns.
  await page.goto('/supplement/dha-epa/')
  await expect(page.getByRole('region', { name: '開催中のキャンペーン' })).toContainText(
    'この商品の無料サンプルをお申し込みいただけます',
  )
  await page.goto('/supplement/locomore/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: '開催中のキャンペーン' })).toHaveCount(0)
})

test('a campaign is in the slot, the sitemap and on its product’s page while it runs, and gone from all of them once it ends', async ({
  browser,
  page,
}) => {
  // It waits for the campaign's end and the minute's job after it.
  test.setTimeout(240_000)
  const marketer = await staffPage(browser, MARKETER)
  const promotionId = unique('ending-')
  const title = `まもなく終わるキャンペーン ${promotionId}`
  const endsAt = new Date(Date.now() + 75_000)
  const created = await marketer.evaluate(
    async ({ promotionId, title, endsAt }) => {
      const products = (await (
        await fetch('/cms-api/products/?where[productCode][equals]=sleep-gaba&depth=0')
      ).json()) as { docs: { id: number }[] }
      const res = await fetch('/cms-api/campaigns/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          promotionId,
          kind: 'shopping',
          title,
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt,
          landing: [{ blockType: 'hero', heading: title }],
          offers: [{ product: products.docs[0]!.id, purchase: '0', campaignPrice: 1000, maxQuantity: 2 }],
          _status: 'published',
        }),
      })
      return res.status
    },
    { promotionId, title, endsAt: endsAt.toISOString() },
  )
  expect(created).toBe(201)
  const path = `/campaign/shopping/?promotionId=${promotionId}`

  // Published and running: found from the three places.
  const shown = async () => {
    const where: string[] = []
    await page.goto('/')
    if (
      (await campaignSlot(page)
        .getByRole('link', { name: new RegExp(title) })
        .count()) > 0
    )
      where.push('top')
    await page.goto('/sitemap/')
    if ((await page.getByRole('link', { name: title }).count()) > 0) where.push('sitemap')
    await page.goto('/supplement/sleep-gaba/')
    if ((await page.getByRole('link', { name: title }).count()) > 0) where.push('product')
    return where
  }
  expect(await shown()).toEqual(['top', 'sitemap', 'product'])
  await page.goto('/')
  await expect(campaignSlot(page).getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    path,
  )

  // From its end (the job at the end expires the cached pages within the minute), nowhere.
  await expect
    .poll(shown, {
      message: `the campaign that ended at ${endsAt.toISOString()} is still linked`,
      timeout: Math.max(1_000, endsAt.getTime() + 100_000 - Date.now()),
      intervals: [5_000],
    })
    .toEqual([])
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime())
})
