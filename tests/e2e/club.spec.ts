/**
 * The points club (issue 16): its pages answer on desktop, at 375 px and under /sp/; a member sees their own stage,
 * points, history and next expiry (the demo member: 3星, 1,200 points, from the seed's real past orders); a guest
 * sees the club's text and a sign-in that comes back; the top opens at its purchase section when asked; /auth/
 * keeps `from` through sign-in.
 */
import { expect, type Page } from '@playwright/test'

import { expectAccessible, test } from './support'

const DEMO_MEMBER = { email: 'member@example.jp', password: 'member-pass-2026' }
const DEMO_KANKEISHA = { email: 'kankeisha@example.jp', password: 'kankeisha-pass-2026' }
const DEMO_REGULAR = { email: 'regular@example.jp', password: 'regular-pass-2026' }

const CLUB_PAGES = [
  { path: '/suntory-wellness-club/', heading: 'ウェルネスクラブ' },
  { path: '/suntory-wellness-club/point/', heading: 'ポイント履歴・有効期限' },
  { path: '/suntory-wellness-club/point-use/', heading: 'ポイントを使う' },
  { path: '/suntory-wellness-club/special/', heading: '会員特典' },
  { path: '/suntory-wellness-club/comado/', heading: 'comado 会員さまへのお便り' },
  { path: '/auth/', heading: 'ログイン・会員登録' },
  { path: '/besupporters/award/', heading: 'ビーサポーターズ アワード' },
]

async function signIn(page: Page, from: string, who: { email: string; password: string } = DEMO_MEMBER) {
  await page.goto(`/login/?from=${encodeURIComponent(from)}`)
  await page.getByLabel('メールアドレス').fill(who.email)
  await page.getByLabel('パスワード', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[/?]/g, '\\$&')}$`))
}

for (const width of [1280, 375]) {
  test.describe(`club routes at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const { path, heading } of CLUB_PAGES) {
      test(`${path} and /sp${path} answer 200 with their content`, async ({ page }) => {
        for (const url of [path, `/sp${path}`]) {
          const response = await page.goto(url)
          expect(response?.status(), url).toBe(200)
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        }
        // Nothing wider than the screen (the history table scrolls inside its own box).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(1)
        if (width === 375) await expectAccessible(page)
      })
    }
  })
}

test('a guest sees the club text and a sign-in that comes back to the club page', async ({ page }) => {
  await page.goto('/suntory-wellness-club/point/')
  const call = page.getByRole('region', { name: 'ログインすると保有ポイントと履歴をご確認いただけます' })
  await expect(call).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await call.getByRole('link', { name: 'ログインする' }).click()
  await expect(page).toHaveURL(/\/login\/\?from=%2Fsuntory-wellness-club%2Fpoint%2F$/)
  await page.getByLabel('メールアドレス').fill(DEMO_MEMBER.email)
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/suntory-wellness-club\/point\/$/)
  await expect(page.getByRole('table', { name: /ポイント履歴/ })).toBeVisible()
})

test('the demo member sees 3星 with its stars, 1,200 points, the history from the ledger and the next expiry', async ({
  page,
}) => {
  await signIn(page, '/suntory-wellness-club/')
  const panel = page.getByRole('region', { name: '森野 花子 様のクラブ情報' })
  await expect(panel.getByRole('img', { name: '会員ステージ 3星' })).toBeVisible()
  await expect(panel).toContainText('3星')
  await expect(panel).toContainText('1,200 pt')
  await expect(panel).toContainText('税抜100円ごとに2ポイント')
  await expect(panel).toContainText(/あと[\d,]+円のお買い上げで4星にステージアップします。/)
  await expectAccessible(page)

  await page.goto('/suntory-wellness-club/point/')
  const balance = page.getByRole('region', { name: '保有ポイント' })
  await expect(balance).toContainText('1,200 pt')
  await expect(balance).toContainText(/次の失効：\d{4}年\d{1,2}月\d{1,2}日（.）まで有効（1,200pt）/)
  const history = page.getByRole('table', { name: /ポイント履歴/ })
  await expect(history.getByRole('row', { name: /ご注文で獲得/ })).toHaveCount(2)
  await expect(history.getByRole('row', { name: /調整/ })).toHaveCount(1)
  await expect(history.getByRole('link', { name: /注文番号 W/ }).first()).toBeVisible()
  await expectAccessible(page)

  await page.goto('/suntory-wellness-club/special/')
  const mine = page.locator('li[aria-current="true"]')
  await expect(mine.getByRole('heading', { level: 3 })).toContainText('3星')
  await expect(mine).toContainText('現在のステージ')
  await expect(page.getByRole('heading', { level: 3, name: /VIP/ })).toBeVisible()
})

test('the other demo members: the regular-delivery member is VIP with their points; the kankeisha member has no stage and no balance yet', async ({
  browser,
}) => {
  for (const [who, stage, points] of [
    // checkout.spec spends and earns the regular member's points at the same time: their balance, not its figure.
    [DEMO_REGULAR, 'VIP', /\d[\d,]* pt/],
    [DEMO_KANKEISHA, null, '--- pt'],
  ] as const) {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await signIn(page, '/suntory-wellness-club/', who)
      const panel = page.getByRole('region', { name: /様のクラブ情報$/ })
      if (stage) {
        await expect(panel.getByRole('img', { name: `会員ステージ ${stage}` })).toBeVisible()
        await expect(panel).toContainText('最上位のステージです。')
        await expect(panel).toContainText('税抜100円ごとに5ポイント')
      } else {
        await expect(panel).toContainText('ステージなし')
        await expect(panel.getByRole('img', { name: /会員ステージ/ })).toHaveCount(0)
        await expect(panel).toContainText('失効予定のポイントはありません')
      }
      await expect(panel).toContainText(points)
    } finally {
      await context.close()
    }
  }
})

test('the club top opens at its purchase section, focused, when asked by actionType', async ({ page }) => {
  await page.goto('/suntory-wellness-club/?actionType=scroll-to-purchase-product')
  const section = page.getByRole('region', { name: 'ポイントがたまるお買い物' })
  await expect(section).toBeFocused()
  await expect(section).toBeInViewport()
})

test('the club menu lists the club pages, and each answers', async ({ page }) => {
  await page.goto('/suntory-wellness-club/')
  await page.getByRole('banner').getByRole('button', { name: 'メニュー' }).click()
  const menu = page.getByRole('dialog', { name: 'クラブメニュー' })
  await expect(menu.getByRole('link')).toHaveText([
    'ウェルネスクラブ トップ',
    'ポイント履歴・有効期限',
    'ポイントを使う',
    '会員特典（ステージ別）',
    'comado（会員さまへのお便り）',
    'オンラインショップのトップへ',
  ])
  await menu.getByRole('link', { name: 'ポイントを使う' }).click()
  await expect(page).toHaveURL(/\/suntory-wellness-club\/point-use\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'ポイントを使う' })).toBeVisible()
})

test('/auth/ offers sign-in and registration, both keeping from; signing in lands on from', async ({
  page,
}) => {
  await page.goto('/auth/?from=%2Fsuntory-wellness-club%2Fspecial%2F')
  await expect(page.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
    'href',
    '/entry/?from=%2Fsuntory-wellness-club%2Fspecial%2F',
  )
  await expectAccessible(page)
  await page.getByRole('link', { name: 'ログインする' }).click()
  await expect(page).toHaveURL(/\/login\/\?from=%2Fsuntory-wellness-club%2Fspecial%2F$/)
  await page.getByLabel('メールアドレス').fill(DEMO_MEMBER.email)
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/suntory-wellness-club\/special\/$/)
  // An address elsewhere is never a return target.
  await page.goto('/auth/?from=https%3A%2F%2Fevil.example%2F')
  await expect(page.getByRole('link', { name: 'ログインする' })).toHaveAttribute('href', '/login/')
})
