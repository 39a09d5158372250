/**
 * Checkout end to end (issue 5 "Done when"): a guest pays by card through a 3-D Secure challenge and gets the
 * receipt mail; a member pays cash on delivery with gift wrapping, a specified date and points; a declined card
 * and a failed challenge place no order; PayPay and Rakuten Pay complete through their sandbox approval pages; an
 * order that sells out a product shows it sold out on the cached product page's next request (issue 12).
 * Every request the browser sends to the shop is checked for the test card numbers (they go to the card
 * sandbox's own origin only); tests/e2e/log-audit checks the database file and the server log after the run.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test'

import { CYCLE_LABELS } from '../../src/shop/catalogue/codes'
import { LEGAL_ITEM_HEADINGS, RETURN_POLICY } from '../../src/shop/checkout/confirmation'

import {
  acceptDefaultsTo05,
  addToCart,
  enterCard,
  expectStep,
  fillGuestOrderer,
  next,
} from './checkout-steps'
import { expectAccessible, expectTapTarget, test, unique } from './support'
import { openFromAdminList, shipInAdmin, staffPage } from './admin'

const REGULAR_MEMBER = { email: 'regular@example.jp', password: 'regular-pass-2026' }

const CARDS = {
  challengeOk: '4000000000003220',
  challengeFails: '4000000000009235',
  declined: '4000000000000002',
} as const

/** Fails the test if any request to the shop's own origin carries a test card number. */
function watchForCardNumbers(page: Page): () => void {
  const leaks: string[] = []
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    // The card sandbox listens on 127.0.0.1:<CARD_SANDBOX_PORT>; the shop is browsed at localhost:<port>.
    if (url.hostname !== 'localhost') return
    const seen = `${request.url()}\n${request.postData() ?? ''}`.replace(/[\s-]/g, '')
    for (const number of Object.values(CARDS)) if (seen.includes(number)) leaks.push(request.url())
  }
  page.on('request', onRequest)
  return () => {
    page.off('request', onRequest)
    expect(leaks, 'requests to the shop that carried a card number').toEqual([])
  }
}

/** The cart of the Catalogue issue: sesamin on regular delivery every 2 months, two Liftage lotions. */
async function fillCatalogueCart(page: Page) {
  await page.goto('/')
  await addToCart(page, 'sesamin-ex', '2', 1)
  await addToCart(page, 'liftage-lotion', '0', 2)
}

/**
 * To the first step as a shopper without an account: ordering as a guest, or registering while ordering — which
 * a cart with a regular-delivery line requires (the guest choice is not offered then).
 */
async function startAsGuest(page: Page, { registering = false } = {}) {
  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  await expectStep(page, '/cart/shopping/', 'ご購入手続き')
  await page
    .getByRole('link', { name: registering ? '会員登録して購入する' : '会員登録せずに購入する' })
    .click()
  await expectStep(page, '/cart/shopping01/', 'ご注文者情報')
}

const REGISTERING_PASSWORD = 'morino-hanako-2026'

/** What registering while ordering adds to step 1: gender, birth date, a password and the terms. */
async function fillRegistration(page: Page) {
  const form = page.getByRole('main')
  await form.getByRole('radio', { name: '女性' }).check()
  await form.getByLabel('生年月日（年）').selectOption('1985')
  await form.getByLabel('生年月日（月）').selectOption('4')
  await form.getByLabel('生年月日（日）').selectOption('12')
  await form.getByLabel('パスワード', { exact: true }).fill(REGISTERING_PASSWORD)
  await form.getByRole('checkbox', { name: /に同意する/ }).check()
}

/** A new shopper with the catalogue cart (registering: it has a regular line), to the confirm page paying by the card given. */
async function guestToConfirmByCard(page: Page, number: string, email: string) {
  await fillCatalogueCart(page)
  await startAsGuest(page, { registering: true })
  await fillGuestOrderer(page, email)
  await fillRegistration(page)
  await next(page)
  await acceptDefaultsTo05(page)
  await enterCard(page, number)
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
}

const confirmOrder = (page: Page) => page.getByRole('button', { name: '注文を確定する' }).click()

async function orderNumberOnComplete(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible()
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  expect(orderNumber).toMatch(/^W\d{6}-\d{6}$/)
  await expect(page.getByRole('main')).toContainText(orderNumber)
  return orderNumber
}

test('a guest orders the catalogue cart by card through a 3-D Secure challenge and gets the receipt mail', async ({
  page,
}) => {
  const checkCards = watchForCardNumbers(page)
  const email = `${unique('e2e-guest-')}@example.jp`
  await guestToConfirmByCard(page, CARDS.challengeOk, email)

  // The regular-delivery line brings the 特商法 items onto the confirm page.
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { name: 'ご注文内容の最終確認（特定商取引法に基づく表示）' }),
  ).toBeVisible()
  for (const heading of [...Object.values(LEGAL_ITEM_HEADINGS), RETURN_POLICY.heading])
    await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  await expect(main).toContainText('解約のお申し出があるまで')
  await expect(main).toContainText('VISA')
  await expect(main).not.toContainText(CARDS.challengeOk)
  await expectAccessible(page)

  await confirmOrder(page)
  // The card sandbox's ACS page (its own origin): the one-time code of the sandbox is 1234.
  await expect(page.getByRole('heading', { level: 1, name: 'ご本人確認' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('ワンタイムパスワード').fill('1234')
  await page.getByRole('button', { name: '認証する' }).click()

  const orderNumber = await orderNumberOnComplete(page)
  await expectAccessible(page)

  await page.goto('/sandbox/mailbox/')
  const mailbox = page.getByRole('main')
  await expect(mailbox).toContainText(email)
  await expect(mailbox).toContainText(orderNumber)
  checkCards()
})

test('a member orders by cash on delivery with gift wrapping, a specified delivery date and points; staff ship it', async ({
  browser,
  page,
}) => {
  // A shopper's whole checkout, then a staff member signing in to the admin (its editor's scripts) to ship.
  test.setTimeout(180_000)
  await page.goto('/login/')
  await page.getByLabel('メールアドレス').fill(REGULAR_MEMBER.email)
  await page.getByLabel('パスワード', { exact: true }).fill(REGULAR_MEMBER.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  await addToCart(page, 'dha-epa', '0', 1)

  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  // A member's orderer is the profile: the first step is the destination.
  await expectStep(page, '/cart/shopping02/', 'お届け先')
  await page.getByRole('radio', { name: 'ご注文者様と同じ' }).check()
  await next(page)

  await expectStep(page, '/cart/shopping03/', 'お届け日時')
  await page.getByRole('radio', { name: 'お届け日を指定する' }).check()
  const dateSelect = page.getByLabel('お届け希望日')
  const dates = await dateSelect.locator('option').allTextContents()
  const chosenDate = dates.filter((d) => /\d+年\d+月\d+日/.test(d)).at(2)!
  await dateSelect.selectOption({ label: chosenDate })
  await page.getByLabel('お届け時間帯').selectOption({ index: 2 })
  await next(page)

  await expectStep(page, '/cart/shopping04/', 'ギフト包装')
  await page.getByRole('radio', { name: '必要' }).check()
  await next(page)

  await expectStep(page, '/cart/shopping05/', 'お支払い方法')
  await page.getByRole('radio', { name: /^代金引換/ }).check()
  await next(page)

  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await page.getByRole('radio', { name: /一部/ }).check()
  await page.getByLabel('利用するポイント数').fill('100')
  await next(page)

  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  const main = page.getByRole('main')
  await expect(main).toContainText(chosenDate.replace(/（.）$/, ''))
  await expect(main).toContainText('代金引換')
  await expect(main).toContainText('100pt')
  await expect(main).toContainText(/包装/)
  await expectAccessible(page)

  // A member's 「変更する」 opens the step to go straight back, also after a reload of the step.
  await main.getByRole('link', { name: 'ギフト包装を 変更する' }).click()
  await expectStep(page, '/cart/shopping04/', 'ギフト包装')
  await page.reload()
  await expectStep(page, '/cart/shopping04/', 'ギフト包装')
  await page.getByRole('button', { name: '確認画面に戻る' }).click()
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  await expect(main).toContainText('代金引換')
  await confirmOrder(page)

  const orderNumber = await orderNumberOnComplete(page)
  await page.goto('/mypage/order-history/')
  await expect(page.getByRole('main')).toContainText(orderNumber)

  // Staff find the order in the admin and ship it; the member's history follows.
  const staff = await staffPage(browser)
  await shipInAdmin(staff, orderNumber)
  await staff.context().close()

  await page.reload()
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: orderNumber })
  await expect(row).toContainText('出荷済み')
})

test('an order that sells out a product makes its cached page show it sold out on the next request', async ({
  browser,
  page,
}) => {
  // ハーブティー 夜のやすらぎブレンド is seeded with no stock; its cached page says so.
  const productPage = '/supplement/herbtea-night/'
  const purchase = page.getByRole('main').getByRole('button', { name: 'カートに入れる' })
  await page.goto(productPage)
  await expect(page.getByRole('main').getByRole('button', { name: '在庫切れ' })).toBeDisabled()

  // Staff put one in stock in the admin: the cached page offers it on the next request.
  const staff = await staffPage(browser)
  await openFromAdminList(
    staff,
    '/admin/collections/inventory/?limit=100',
    staff.getByRole('link', { name: 'herbtea-night', exact: true }),
    /\/admin\/collections\/inventory\/\d+\/?$/,
  )
  await staff.locator('#field-stock').fill('1')
  await staff.getByRole('button', { name: '保存' }).click()
  await expect(staff.getByText('更新成功。').first()).toBeVisible()
  await staff.context().close()

  await page.goto(productPage)
  await purchase.click()
  await expect(page.getByRole('main')).toContainText(
    'カートに「ハーブティー 夜のやすらぎブレンド」を追加しました。',
  )

  // A guest buys the last one by cash on delivery.
  await startAsGuest(page)
  await fillGuestOrderer(page, `${unique('e2e-last-one-')}@example.jp`)
  await next(page)
  await acceptDefaultsTo05(page)
  await page.getByRole('radio', { name: /^代金引換/ }).check()
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  await confirmOrder(page)
  await orderNumberOnComplete(page)

  await page.goto(productPage)
  await expect(page.getByRole('main').getByRole('button', { name: '在庫切れ' })).toBeDisabled()
  await expect(purchase).toHaveCount(0)
})

test('a declined card shows a Japanese error and places no order', async ({ page }) => {
  const checkCards = watchForCardNumbers(page)
  await guestToConfirmByCard(page, CARDS.declined, `${unique('e2e-declined-')}@example.jp`)
  await confirmOrder(page)
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('このカードはご利用いただけません')
  await expect(page).toHaveURL(/\/cart\/shopping\/confirm\/$/)
  // Nothing was ordered: the cart still holds its three items.
  await page.goto('/cart/')
  await expect(page.getByRole('link', { name: 'ご購入手続きへ' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'カート（3点）' }).first()).toBeVisible()
  checkCards()
})

test('a failed 3-D Secure challenge shows a Japanese error, places no order and keeps the cart', async ({
  page,
}) => {
  const checkCards = watchForCardNumbers(page)
  await guestToConfirmByCard(page, CARDS.challengeFails, `${unique('e2e-3ds-fail-')}@example.jp`)
  await confirmOrder(page)
  await expect(page.getByRole('heading', { level: 1, name: 'ご本人確認' })).toBeVisible()
  await page.getByLabel('ワンタイムパスワード').fill('1234')
  await page.getByRole('button', { name: '認証する' }).click()

  await expect(page).toHaveURL(/\/cart\/tds-error\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/認証|お支払い/)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'カートに戻る' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'カート（3点）' }).first()).toBeVisible()
  checkCards()
})

async function guestToConfirmPaying(page: Page, method: RegExp) {
  await fillCatalogueCart(page)
  await startAsGuest(page, { registering: true })
  await fillGuestOrderer(page, `${unique('e2e-app-')}@example.jp`)
  await fillRegistration(page)
  await next(page)
  await acceptDefaultsTo05(page)
  await page.getByRole('radio', { name: method }).check()
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
}

const memberNav = (page: Page) => page.getByRole('navigation', { name: '会員・カート' })

// Issue 26 §4: after registering while ordering, the complete page's header still offered 会員登録 / ログイン.
test('a guest who registers while ordering sees the header signed in on the complete page’s first render', async ({
  page,
}) => {
  await guestToConfirmPaying(page, /^代金引換/)
  await expect(memberNav(page).getByRole('link', { name: 'ログイン' })).toBeVisible()
  // From here on every frame is looked at just before the browser paints it: once the complete page is in the
  // document, its header must never be painted with the guest's links.
  await page.evaluate(() => {
    const w = window as unknown as { guestHeaderOnComplete?: boolean }
    w.guestHeaderOnComplete = false
    const look = () => {
      const title = document.querySelector('h1')?.textContent ?? ''
      const onComplete = title === 'ご注文完了' || title === 'ご注文ありがとうございました'
      const header = document.querySelector('nav[aria-label="会員・カート"]')
      if (onComplete && header?.textContent?.includes('ログイン')) w.guestHeaderOnComplete = true
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  await confirmOrder(page)
  await orderNumberOnComplete(page)
  await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
  await expect(memberNav(page).getByRole('link', { name: 'ログイン' })).toHaveCount(0)
  const flashed = await page.evaluate(
    () => (window as unknown as { guestHeaderOnComplete?: boolean }).guestHeaderOnComplete,
  )
  expect(flashed, 'the complete page showed the guest header').toBe(false)
  // The menu knows the new member too, and the server renders the page with the member's header.
  await memberNav(page).getByRole('button', { name: 'メニュー' }).click()
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toContainText('森野 花子')
  const html = await (await page.request.get(page.url())).text()
  const header = /aria-label="会員・カート"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
  expect(header).toContain('マイページ')
  expect(header).not.toContain('ログイン')
})

test('a shopper changes the delivery time from the confirm page and goes straight back to it', async ({
  page,
}) => {
  await guestToConfirmPaying(page, /^代金引換/)
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'お届け日時を 変更する' }).click()
  await expectStep(page, '/cart/shopping03/', 'お届け日時')
  const back = page.getByRole('button', { name: '確認画面に戻る' })
  await expect(back).toBeVisible()
  await expect(page.getByRole('button', { name: '次へ進む' })).toHaveCount(0)
  await page.getByLabel('お届け時間帯').selectOption({ label: '18時〜20時' })
  await back.click()

  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  const delivery = main.locator('dl').filter({ hasText: 'お届け時間帯' })
  await expect(delivery).toContainText('18時〜20時')
  await expectAccessible(page)

  // The back button still leads to the step, as it was left.
  await page.goBack()
  await expectStep(page, '/cart/shopping03/', 'お届け日時')
  await expect(page.getByLabel('お届け時間帯').locator('option:checked')).toHaveText('18時〜20時')

  // A step reached by 「次へ進む」 goes on step by step as before.
  await main.getByRole('link', { name: '戻る', exact: true }).click()
  await expectStep(page, '/cart/shopping02/', 'お届け先')
  await next(page)
  await expectStep(page, '/cart/shopping03/', 'お届け日時')
  await expect(page.getByRole('button', { name: '次へ進む' })).toBeVisible()
  await expect(page.getByRole('button', { name: '確認画面に戻る' })).toHaveCount(0)
})

test('a registering guest who reloads a step opened from the confirm page re-enters the password and goes straight back', async ({
  page,
}) => {
  await guestToConfirmPaying(page, /^PayPay/)
  await page.getByRole('main').getByRole('link', { name: 'お届け日時を 変更する' }).click()
  await expectStep(page, '/cart/shopping03/', 'お届け日時')
  // The password lives in the page only: after a reload step 1 asks for it again, still on the way back.
  await page.reload()
  await expectStep(page, '/cart/shopping01/', 'ご注文者情報')
  const main = page.getByRole('main')
  await main.getByLabel('パスワード', { exact: true }).fill(REGISTERING_PASSWORD)
  await main.getByRole('button', { name: '確認画面に戻る' }).click()
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
})

test('a PayPay order completes through the approval page', async ({ page }) => {
  await guestToConfirmPaying(page, /^PayPay/)
  await confirmOrder(page)
  await expect(page.getByRole('heading', { level: 1, name: 'PayPayでのお支払い' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: '承認する' }).click()
  await orderNumberOnComplete(page)
})

test('a Rakuten Pay order completes through its approval and the final confirm form', async ({ page }) => {
  await guestToConfirmPaying(page, /^楽天ペイ/)
  await confirmOrder(page)
  await expect(page.getByRole('heading', { level: 1, name: /楽天ペイでのお支払い/ })).toBeVisible()
  await page.getByRole('button', { name: '承認する' }).click()

  await expect(page).toHaveURL(/\/cart\/app-payment-callback\/\?/)
  await expect(page.getByRole('heading', { level: 1, name: '楽天ペイでのお支払い' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await orderNumberOnComplete(page)
})

test('a reload and the back button keep what the shopper entered', async ({ page }) => {
  await fillCatalogueCart(page)
  await startAsGuest(page, { registering: true })
  const email = `${unique('e2e-draft-')}@example.jp`
  await fillGuestOrderer(page, email)
  await fillRegistration(page)
  await page.reload()
  const main = page.getByRole('main')
  await expect(main.getByLabel('お名前（姓）')).toHaveValue('森野')
  await expect(main.getByLabel('市区郡')).toHaveValue('千代田区')
  await expect(main.getByLabel('メールアドレス（確認用）')).toHaveValue(email)
  await expect(main.getByLabel('生年月日（年）')).toHaveValue('1985')
  // The password is never stored in the page: it is asked again after the reload.
  await expect(main.getByLabel('パスワード', { exact: true })).toHaveValue('')
  await main.getByLabel('パスワード', { exact: true }).fill(REGISTERING_PASSWORD)
  await next(page)
  await expectStep(page, '/cart/shopping02/', 'お届け先')
  await page.getByRole('radio', { name: '別の住所へお届け' }).check()
  await main.getByLabel('お名前（姓）').fill('山田')
  await page.goBack()
  await expectStep(page, '/cart/shopping01/', 'ご注文者情報')
  await expect(main.getByLabel('電話番号')).toHaveValue('09012345678')
  await page.goForward()
  await expectStep(page, '/cart/shopping02/', 'お届け先')
  await expect(page.getByRole('radio', { name: '別の住所へお届け' })).toBeChecked()
  await expect(main.getByLabel('お名前（姓）')).toHaveValue('山田')
})

test('every checkout step passes the accessibility check, also with its error messages shown', async ({
  page,
}) => {
  await fillCatalogueCart(page)
  await startAsGuest(page, { registering: true })
  await expectAccessible(page)
  await next(page)
  // The summary lists every missing field and takes the focus; its links focus their fields; each message is tied
  // to its field.
  const main = page.getByRole('main')
  const summary = main.getByRole('alert').first()
  await expect(summary).toContainText('お名前（姓）を入力してください')
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: 'お名前（姓）を入力してください' }).click()
  await expect(main.getByLabel('お名前（姓）')).toBeFocused()
  for (const [label, message] of [
    ['お名前（姓）', 'お名前（姓）を入力してください'],
    ['郵便番号', '郵便番号を入力してください'],
    ['都道府県', '都道府県を選択してください'],
  ] as const) {
    const field = main.getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message))
  }
  await expectAccessible(page)
  await fillGuestOrderer(page, `${unique('e2e-axe-')}@example.jp`)
  await fillRegistration(page)
  await next(page)
  for (const [path, title] of [
    ['/cart/shopping02/', 'お届け先'],
    ['/cart/shopping03/', 'お届け日時'],
    ['/cart/shopping04/', 'ギフト包装'],
  ] as const) {
    await expectStep(page, path, title)
    if (path === '/cart/shopping02/') await page.getByRole('radio', { name: 'ご注文者様と同じ' }).check()
    await expectAccessible(page)
    await next(page)
  }
  await expectStep(page, '/cart/shopping05/', 'お支払い方法')
  await page.getByRole('radio', { name: /^クレジットカード/ }).check()
  await expect(page.getByRole('main').getByLabel('カード番号')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('radio', { name: /^代金引換/ }).check()
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await expectAccessible(page)
})

// Issue 26 §4: step 1 reported パスワード alone and, once it was filled, five more fields.
for (const cart of ['regular', 'one-time'] as const)
  test(`step 1 of registering while ordering (${cart} cart) lists every missing field at once, each linked to its field`, async ({
    page,
  }) => {
    if (cart === 'regular') await fillCatalogueCart(page)
    else {
      await page.goto('/')
      await addToCart(page, 'liftage-lotion', '0', 1)
    }
    await startAsGuest(page, { registering: true })
    await fillGuestOrderer(page, `${unique('e2e-all-at-once-')}@example.jp`)
    const main = page.getByRole('main')
    if (cart === 'one-time') await main.getByRole('checkbox', { name: '会員登録して購入する' }).check()
    await next(page)
    const summary = main.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })
    await expect(summary).toBeFocused()
    const expected = [
      ['性別を選択してください', main.getByRole('radiogroup', { name: /性別/ }).getByRole('radio')],
      ['生年月日（年）を選択してください', main.getByLabel('生年月日（年）')],
      ['生年月日（月）を選択してください', main.getByLabel('生年月日（月）')],
      ['生年月日（日）を選択してください', main.getByLabel('生年月日（日）')],
      [
        cart === 'regular'
          ? '定期お届けコースのご利用には会員登録が必要です。パスワードを設定して会員登録してください'
          : 'パスワードを入力してください',
        main.getByLabel('パスワード', { exact: true }),
      ],
      [
        '会員登録には会員規約・個人情報の取り扱いへの同意が必要です',
        main.getByRole('checkbox', { name: /に同意する/ }),
      ],
    ] as const
    await expect(summary.getByRole('link')).toHaveText(expected.map(([message]) => message))
    await expect(summary).toContainText(`入力内容をご確認ください（${expected.length}件）`)
    for (const [message, field] of expected) {
      await summary.getByRole('link', { name: message }).click()
      // A group's link focuses one of its controls.
      await expect(field.and(page.locator(':focus'))).toHaveCount(1)
    }
    // Filled in, the step goes on at once: nothing more was waiting behind those messages.
    await fillRegistration(page)
    await next(page)
    await expectStep(page, '/cart/shopping02/', 'お届け先')
  })

/**
 * The bottom edge of what the sticky header covers once its bars have stopped sliding: its top bar, and its bottom
 * bar unless that is hidden.
 */
const headerBottomOf = (page: Page) =>
  page.getByRole('banner').evaluate(async (header) => {
    // A bar's slide may be cancelled by the next scroll (its `finished` then rejects); either way it has stopped.
    await Promise.all(header.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)))
    const bars = [...header.children].filter((bar) => getComputedStyle(bar).visibility !== 'hidden')
    return Math.max(...bars.map((bar) => bar.getBoundingClientRect().bottom))
  })

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a failed step 1 shows its error summary focused below the sticky header`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await fillCatalogueCart(page)
    await startAsGuest(page, { registering: true })
    await next(page)
    const main = page.getByRole('main')
    const summary = main.getByRole('alert').filter({ hasText: '入力内容をご確認ください' })
    await expect(summary).toBeVisible()
    await expect(summary).toBeFocused()
    // Polled: the page scrolls, and the header's bottom bar slides back in on the scroll up.
    await expect
      .poll(async () => {
        const box = await summary.boundingBox()
        return (box?.y ?? -Infinity) - (await headerBottomOf(page))
      }, 'the summary top below the header bottom (px)')
      .toBeGreaterThanOrEqual(0)
  })
}

/** How many lines a text takes: the height of its text (a range over the element's contents) over its line height. */
async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const style = getComputedStyle(element)
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
    return Math.round(range.getBoundingClientRect().height / lineHeight)
  })
}

test('at 390 px the confirm page keeps short labels on one or two lines and the steps fit the width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await guestToConfirmPaying(page, /^代金引換/)
  const main = page.getByRole('main')
  // The 購入方法 of the Liftage lotion (the catalogue cart buys it once).
  const label = main.getByRole('cell', { name: '通常購入（1回のみ）', exact: true })
  await expect(label).toBeVisible()
  expect(await linesOf(label)).toBeLessThanOrEqual(2)
  // The step indicator: no step pushes it sideways, the current step shows its name, and each step keeps its
  // name for screen readers.
  const steps = page.getByRole('list', { name: 'ご購入手続きの手順' })
  const current = steps.locator('[aria-current="step"]')
  await expect(current).toHaveText('7ご注文内容の確認')
  await expect(steps.getByRole('listitem')).toHaveText([
    '1ご注文者情報',
    '2お届け先',
    '3お届け日時',
    '4ギフト包装',
    '5お支払い方法',
    '6ポイント・メールマガジン',
    '7ご注文内容の確認',
  ])
  const fits = await steps.evaluate((list) => list.scrollWidth <= list.clientWidth)
  expect(fits, 'the step indicator overflows at 390 px').toBe(true)
  const pageFits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(pageFits, 'the confirm page scrolls sideways at 390 px').toBe(true)
  expect(await linesOf(current)).toBeLessThanOrEqual(2)
  await expectAccessible(page)
})

// Issue 26 §4: at 375 px 「お問い合わせフォーム」 was a 160×17 tap target and 「通常購入（1回のみ）」 took three lines.
test('at 375 px every link and button of the confirm page is a tap target of 24 px or more, and purchase labels keep to two lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await guestToConfirmPaying(page, /^代金引換/)
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: '注文を確定する' })).toBeVisible()
  const targets = main.getByRole('link').or(main.getByRole('button'))
  const count = await targets.count()
  expect(count).toBeGreaterThan(10)
  for (let i = 0; i < count; i++) await expectTapTarget(targets.nth(i))
  for (const cycleType of ['0', '2'] as const) {
    const name = CYCLE_LABELS[cycleType]
    const label = main.getByRole('cell', { name, exact: true })
    await expect(label).toBeVisible()
    expect(await linesOf(label), name).toBeLessThanOrEqual(cycleType === '0' ? 1 : 2)
  }
})

test('a cart with a regular-delivery line asks a new shopper to register, and says why', async ({ page }) => {
  await fillCatalogueCart(page)
  await page.goto('/cart/shopping/')
  const main = page.getByRole('main')
  await expect(main).toContainText('定期お届けコースは会員の方のご利用となります。')
  await expect(main.getByRole('link', { name: '会員登録して購入する' })).toBeVisible()
  await expect(main.getByRole('link', { name: '会員登録せずに購入する' })).toHaveCount(0)

  // Even through the guest address, step 1 asks for the registration and refuses to go on without it.
  await page.goto('/cart/shopping01/?register=0')
  await expectStep(page, '/cart/shopping01/', 'ご注文者情報')
  await expect(
    main.getByRole('heading', { name: '会員登録（定期お届けコースのご利用に必要です）' }),
  ).toBeVisible()
  await expect(main.getByRole('checkbox', { name: '会員登録して購入する' })).toHaveCount(0)
  await fillGuestOrderer(page, `${unique('e2e-regular-guest-')}@example.jp`)
  await next(page)
  await expect(main.getByLabel('パスワード', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/cart\/shopping01\//)
  await expectAccessible(page)
})
