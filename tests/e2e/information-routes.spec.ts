import { expect } from '@playwright/test'

import {
  GIFT_PACKAGING,
  GIFT_WRAPPING_KIND_VALUES,
  GIFT_WRAPPING_KINDS,
  giftWrappingFee,
} from '../../src/shop/checkout/fees'
import { formatYen } from '../../src/shop/pricing/format-amount'
import { expectAccessible, expectTapTarget, test } from './support'

/** Every information route of spec §2, with a heading its content must show. */
const ROUTES: [string, RegExp][] = [
  ['/', /お知らせ/],
  ['/about/', /ショップについて/],
  ['/about/terms/', /利用規約/],
  ['/about/customer-harassment/', /カスタマーハラスメント/],
  ['/company/', /会社概要/],
  ['/privacy/', /個人情報/],
  ['/quality/', /品質/],
  ['/security/', /セキュリティ/],
  ['/sitemap/', /サイトマップ/],
  ['/service/', /サービス/],
  ['/service/regular-course/', /定期お届けコース/],
  ['/service/set/', /セット/],
  ['/service/staging/', /ステップ|段階/],
  ['/service/wrapping/', /ラッピング/],
  ['/faq_inquiry/', /よくあるご質問/],
  ['/first/', /はじめて/],
  ['/vital/', /健やか/],
  ['/whatsnew/', /新着情報/],
  ['/information/', /お知らせ/],
  ['/kiyaku/', /規約/],
  ['/kiyaku/terms/', /会員規約/],
  ['/kiyaku/point/', /ポイント規約/],
  ['/kiyaku/popup/', /規約/],
  ['/column/', /コラム/],
  ...Array.from(
    { length: 10 },
    (_, i) => [`/column/${String(i + 1).padStart(2, '0')}/`, /.+/] as [string, RegExp],
  ),
  ['/secure/', /手続き/],
  ['/secure/inquiry/', /お問い合わせ/],
  ['/secure/mailmagazine/', /メールマガジン/],
  ['/secure/regular/', /定期/],
  ['/secure/reregister/', /パスワード/],
  ['/inquiry/contact/', /お問い合わせ/],
]

for (const width of [1280, 375]) {
  test.describe(`information routes at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const [path, heading] of ROUTES) {
      test(`${path} answers 200 with its content`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
        await expect(page.locator('main h1, main h2').first()).toBeVisible()
        await expect(page.locator('main')).toContainText(heading)
        // No horizontal scrolling at phone width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(1)
      })
    }
  })
}

test('an information detail page shows its notice', async ({ page }) => {
  await page.goto('/information/')
  const first = page.locator('main a[href^="/information/"]').first()
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page.locator('main h1')).toHaveText(title)
})

test('/sp/ paths serve the same page with a canonical link to the path without /sp', async ({ page }) => {
  const response = await page.goto('/sp/company/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main h1')).toContainText('会社概要')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/company\/$/)
})

test('an unknown path shows the Japanese not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.locator('main h1')).toHaveText('お探しのページが見つかりませんでした')
})

test('the FAQ filters by category through the CMS GraphQL API', async ({ page }) => {
  await page.goto('/faq_inquiry/')
  const sections = page.locator('main section h2')
  const total = await sections.count()
  expect(total).toBeGreaterThan(1)
  const graphql = page.waitForResponse((r) => r.url().includes('/cms-api/graphql') && r.status() === 200)
  const filter = page.getByRole('group', { name: 'カテゴリで絞り込む' }).getByRole('button').nth(1)
  const name = (await filter.textContent())!.trim()
  await filter.click()
  await graphql
  await expect(page).toHaveURL(/\?category=/)
  await expect(sections).toHaveCount(1)
  await expect(sections.first()).toHaveText(name)
})

test('columns load more through the CMS GraphQL API', async ({ page }) => {
  await page.goto('/column/')
  const cards = page.locator('main li a[href^="/column/"]')
  const before = await cards.count()
  const graphql = page.waitForResponse((r) => r.url().includes('/cms-api/graphql') && r.status() === 200)
  await page.getByRole('button', { name: 'もっと見る' }).click()
  // The next page as the API sent it: other tests may publish columns of their own (rich-text-column.spec.ts).
  const loaded = ((await (await graphql).json()) as { data: { Columns: { docs: unknown[] } } }).data.Columns
    .docs
  expect(loaded.length).toBeGreaterThan(0)
  await expect(cards).toHaveCount(before + loaded.length)
  expect(before).toBeGreaterThan(0)
})

test('the top page follows the category query and remembers it', async ({ page }) => {
  await page.goto('/?category=beauty-care')
  const categories = page.getByRole('navigation', { name: 'カテゴリ', exact: true })
  await expect(categories.getByRole('link', { name: 'ビューティーケア' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.goto('/')
  await expect(categories.getByRole('link', { name: 'ビューティーケア' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.goto('/?category=supplement')
  await expect(categories.getByRole('link', { name: 'サプリメント' })).toHaveAttribute('aria-current', 'page')
})

test('the wrapping page states each kind checkout offers with the fee the bill charges per package', async ({
  page,
}) => {
  await page.goto('/service/wrapping/')
  const table = page.getByRole('main').getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(1 + GIFT_WRAPPING_KIND_VALUES.length)
  for (const kind of GIFT_WRAPPING_KIND_VALUES) {
    const fee = giftWrappingFee({ kind, packaging: GIFT_PACKAGING.BULK }, 1).includingTax
    await expect(table.getByRole('row').filter({ hasText: GIFT_WRAPPING_KINDS[kind].label })).toContainText(
      `${formatYen(fee)}（税込）`,
    )
  }
  await expectAccessible(page)
})

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/about/terms/',
    '/information/',
    '/column/',
    '/column/01/',
    '/faq_inquiry/',
    '/sitemap/',
    '/inquiry/contact/',
  ]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectAccessible(page)
    })
  }
})

test('notices filter by category and page through GET /api/information, kept in the URL', async ({
  page,
}) => {
  await page.goto('/information/')
  const api = page.waitForResponse((r) => r.url().includes('/api/information/') && r.status() === 200)
  await page
    .getByRole('group', { name: 'カテゴリで絞り込む' })
    .getByRole('button', { name: '配送・お届け' })
    .click()
  await api
  await expect(page).toHaveURL(/selectionDiv=delivery/)
  const labels = page.locator('main li span[data-category]')
  await expect(labels.first()).toBeVisible()
  expect(new Set(await labels.allTextContents())).toEqual(new Set(['配送・お届け']))
  // A reload keeps the filter.
  await page.reload()
  await expect(page.getByRole('button', { name: '配送・お届け' })).toHaveAttribute('aria-pressed', 'true')
})

test('at 390 px the links in the FAQ answers are tap targets of at least 24 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/faq_inquiry/')
  const questions = page.getByRole('main').locator('details')
  expect(await questions.count()).toBeGreaterThan(1)
  // Every answer open, so every answer's links are laid out (and checked by axe below).
  for (const question of await questions.all()) {
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
  }
  const links = page.getByRole('main').locator('details .prose a')
  expect(await links.count(), 'the seeded FAQ answers hold links').toBeGreaterThan(0)
  for (const link of await links.all()) await expectTapTarget(link)
  await expectAccessible(page)
})
