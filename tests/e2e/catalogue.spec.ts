import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { expectAccessible, expectTapTarget, test } from './support'

/** The seed's products, read from the content files the seed loads (every one must have a working page). */
const seedProducts = fs
  .readdirSync(path.join('content', 'catalogue', 'products'))
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(fs.readFileSync(path.join('content', 'catalogue', 'products', f), 'utf8')) as {
        productCode: string
        category: string
        name: string
      },
  )

/** Catalogue routes of spec §2 with text their content must show. */
const ROUTES: [string, RegExp][] = [
  ['/brands/', /ブランド/],
  ['/supplement/', /サプリメント/],
  ['/beautycare/', /ビューティーケア/],
  ['/skincare/liftage/', /リフタージュ/],
  ['/skincare/rbeauty/', /R beauty/i],
  ['/contents/brands/soyflax/', /大豆/],
  ['/supplement/sesamin-ex/', /セサミンEX/],
  ['/beautycare/liftage-lotion/', /リフタージュ/],
  ['/search/?keyword=DHA', /DHA/],
  ['/besupporters/', /サポーター/],
  ['/besupporters/award/', /アワード|賞/],
  ['/besupporters/yell/', /エール|応援/],
  ['/?category=supplement', /サプリメント/],
  ['/?category=beauty-care', /ビューティー/],
]

for (const width of [1280, 375]) {
  test.describe(`catalogue routes at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const [route, text] of ROUTES) {
      test(`${route} answers 200 with its content`, async ({ page }) => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await expect(page.locator('main h1').first()).toBeVisible()
        await expect(page.locator('main')).toContainText(text)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(1)
      })
    }
  })
}

test('every product of the seed has a working detail page', async ({ request }) => {
  expect(seedProducts.length).toBeGreaterThanOrEqual(30)
  for (const p of seedProducts) {
    const response = await request.get(`/${p.category}/${p.productCode}/`)
    expect(response.status(), p.productCode).toBe(200)
    expect(await response.text(), p.productCode).toContain(p.name.replace(/&/g, '&amp;'))
  }
})

// A redirect on the image endpoint costs every product image a round trip before its bytes (it happened: the markup
// asked /_next/image?… and, with trailingSlash, Next answered 308 to /_next/image/?…).
test('product images load straight from the image endpoint, without a redirect', async ({ page }) => {
  const imageAnswers: { url: string; status: number }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/image'))
      imageAnswers.push({ url: response.url(), status: response.status() })
  })
  await page.goto('/supplement/')
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete).length),
    )
    .toBeGreaterThan(3)
  await page.goto('/supplement/sesamin-ex/')
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true)
  expect(imageAnswers.length).toBeGreaterThan(3)
  expect(imageAnswers.filter((a) => a.status !== 200)).toEqual([])
})

test('the brand tabs of a beauty-care product open, and my perfection has four accordions', async ({
  page,
}) => {
  const rbeauty = seedProducts.find((p) => p.category === 'beautycare' && p.productCode.startsWith('rbeauty'))
  expect(rbeauty).toBeTruthy()
  for (const tab of ['voice', 'myperfection', 'myperfection-bw', 'cream', 'soap']) {
    const response = await page.goto(`/beautycare/${rbeauty!.productCode}/brand/${tab}/`)
    expect(response?.status(), tab).toBe(200)
  }
  await page.goto(`/beautycare/${rbeauty!.productCode}/brand/myperfection/`)
  for (const key of ['secretSkinCare', 'polyphenol', 'floralScent', 'kindsOfNatural']) {
    await expect(page.locator(`[id="${key}"]`)).toHaveCount(1)
  }
  const sections = ['secretSkinCare', 'polyphenol', 'floralScent', 'kindsOfNatural'].map((key) =>
    page.locator(`[id="${key}"]`).getByRole('button'),
  )
  for (const trigger of sections) await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await sections[1]!.click()
  await expect(sections[1]!).toHaveAttribute('aria-expanded', 'true')
  await expect(sections[0]!).toHaveAttribute('aria-expanded', 'false')
  await expectAccessible(page)
})

test('a 101-character keyword is refused by the search page and by the API', async ({ page, request }) => {
  const long = 'あ'.repeat(101)
  await page.goto(`/search/?keyword=${encodeURIComponent(long)}`)
  await expect(page.getByText('キーワードは100文字以内で入力してください').first()).toBeVisible()

  const response = await request.get(`/api/pages/search/?keyword=${encodeURIComponent(long)}`)
  expect(response.status()).toBe(400)
  const body = (await response.json()) as { error: { fields?: Record<string, string> } }
  expect(body.error.fields?.keyword).toBe('キーワードは100文字以内で入力してください')
})

test('hiragana, half-width and katakana keywords find the same products', async ({ request }) => {
  const names = async (keyword: string) => {
    const response = await request.get(`/api/pages/search/?keyword=${encodeURIComponent(keyword)}`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { products: { items: { productCode: string }[] } }
    return body.products.items.map((i) => i.productCode).sort()
  }
  const katakana = await names('セサミン')
  expect(katakana).toContain('sesamin-ex')
  expect(await names('せさみん')).toEqual(katakana)
  expect(await names('ｾｻﾐﾝ')).toEqual(katakana)
})

test.describe('accessibility of catalogue pages', () => {
  for (const route of [
    '/brands/',
    '/supplement/',
    '/beautycare/',
    '/supplement/sesamin-ex/',
    '/skincare/liftage/',
    '/search/?keyword=セサミン',
  ]) {
    test(`axe: ${route}`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator('main h1').first()).toBeVisible()
      await expectAccessible(page)
    })
  }
})

test('a filtered list is served from its URL, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/supplement/?product-class-code=trial')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main).toContainText('セサミンEX お試しパック')
  await expect(main.getByRole('link', { name: /^ロコモア/ })).toHaveCount(0)
  await context.close()
})

test('choosing a filter puts it in the URL and a reload keeps it', async ({ page }) => {
  await page.goto('/supplement/')
  await page.getByRole('main').getByLabel('並び順').selectOption('3')
  await expect(page).toHaveURL(/sort-classification-code=3/)
  await page.reload()
  await expect(page.getByRole('main').getByLabel('並び順')).toHaveValue('3')
})

test('a filter chosen while the page is still loading is applied once it can act', async ({ page }) => {
  // Hold the page's scripts until the choice is made: the select is changed before React has hydrated it.
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/supplement/', { waitUntil: 'commit' })
  await page.getByRole('main').getByLabel('並び順').selectOption('3')
  release()
  await expect(page).toHaveURL(/sort-classification-code=3/)
  await expect(page.getByRole('main').getByLabel('並び順')).toHaveValue('3')
})

test('filters chosen quickly on a slow line are all kept, in order, and the list says it is loading', async ({
  page,
}) => {
  await page.goto('/supplement/')
  const main = page.getByRole('main')
  const sleep = main.getByRole('checkbox', { name: 'ぐっすり休みたい' })
  const sort = main.getByLabel('並び順')
  const results = main.getByRole('region', { name: '商品一覧' })
  // React has hydrated the filters (a choice before that is the loading case above).
  await page.waitForFunction(() => {
    const select = document.querySelector('main select')
    return !!select && Object.keys(select).some((key) => key.startsWith('__reactProps'))
  })
  // A slow line: every list navigation (the router's RSC request of the list URL) answers 2.5 s late.
  const held: string[] = []
  let answered = 0
  await page.route(
    (url) => url.pathname === '/supplement/',
    async (route) => {
      if (!route.request().headers()['rsc']) return route.continue()
      held.push(route.request().url())
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
      answered += 1
    },
  )
  // The second choice follows before the first reply.
  await sleep.check()
  await sort.selectOption('3')
  expect(answered, 'the sort was chosen before the first reply').toBe(0)
  await expect(main.getByRole('status')).toHaveText('商品を絞り込んでいます…')
  await expect(results.locator('[aria-busy="true"]')).toBeVisible()
  await expect(sleep).toBeChecked()
  await expect(sort).toHaveValue('3')

  const both = /\/supplement\/\?purpose-codes=sleep&sort-classification-code=3$/
  await expect(page).toHaveURL(both)
  const expectSleepByPrice = async () => {
    await expect(main.getByRole('status')).toHaveText('2件の商品')
    await expect(results.getByRole('heading', { level: 3 })).toHaveText([
      'ハーブティー 夜のやすらぎブレンド',
      'ぐっすりGABA',
    ])
    await expect(sleep).toBeChecked()
    await expect(sort).toHaveValue('3')
  }
  await expectSleepByPrice()
  await expect(results.locator('[aria-busy]')).toHaveCount(0)
  expect(held.length, `two list navigations held: ${held.join(' ')}`).toBeGreaterThanOrEqual(2)

  await page.unrouteAll({ behavior: 'wait' })
  await page.reload()
  await expect(page).toHaveURL(both)
  await expectSleepByPrice()
})

test('the brand menu opens a panel, locks page scroll and closes with Escape', async ({ page }) => {
  await page.goto('/skincare/liftage/')
  const trigger = page.getByRole('button', { name: '商品ラインナップ' })
  // A click before React has hydrated the menu does nothing: retry the click until the menu answers.
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  await expect(page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
    .toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
    .not.toBe('hidden')
})

// The beauty-care products live under /beautycare/, so shoppers and old links write the category that way too.
test('/?category=beautycare shows the beauty-care top, as /?category=beauty-care does', async ({ page }) => {
  for (const spelling of ['beautycare', 'beauty-care']) {
    await page.goto(`/?category=${spelling}`)
    const tabs = page.getByRole('main').getByRole('navigation', { name: 'カテゴリ', exact: true })
    await expect(tabs.getByRole('link', { name: 'ビューティーケア' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'ビューティーケア一覧へ' })).toBeVisible()
  }
})

// Server HTML and the hydrated page name the quantity buttons the same, in Japanese, with the product.
test('the quantity buttons say which product they change, before and after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/supplement/sesamin-ex/')).text()
  expect(html).toContain('aria-label="セサミンEXの数量を1減らす"')
  expect(html).toContain('aria-label="セサミンEXの数量を1増やす"')
  await page.goto('/supplement/sesamin-ex/')
  const increase = page.getByRole('button', { name: 'セサミンEXの数量を1増やす' })
  const quantity = page.getByRole('textbox', { name: '数量' })
  // A click before React has hydrated the stepper does nothing: click again until it counts (once).
  await expect(async () => {
    if ((await quantity.inputValue()) === '1') await increase.click()
    await expect(quantity).toHaveValue('2', { timeout: 1000 })
  }).toPass()
  await expect(page.getByRole('button', { name: 'セサミンEXの数量を1減らす' })).toBeEnabled()
})

test('at 390 px 「条件をクリア」 is a tap target of at least 24 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/supplement/?product-class-code=trial')
  await expectTapTarget(page.getByRole('main').getByRole('link', { name: '条件をクリア' }))
  await expectAccessible(page)
})
