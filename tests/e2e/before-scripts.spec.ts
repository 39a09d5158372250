/**
 * Every form of the shop works before the page's scripts run, or says plainly that it is not ready; nothing a
 * person typed or chose is dropped (issue 26 §2, docs/adr/058, 059). The forms a person taps first are plain HTML
 * forms to server functions that make the same call: each runs here twice, in a browser with JavaScript off and
 * with the scripts held back (the HTML on screen, React not running). Each test makes its own member and orders.
 */
import { type Browser, expect, type Page } from '@playwright/test'

import { codeFromMailbox } from './mailbox'
import { createTestMember, type TestMember, signInAs } from './members'
import { courseByApi, orderNow } from './orders-by-api'
import { expectAccessible, test } from './support'

const MODES = ['JavaScript off', 'scripts held back'] as const
type Mode = (typeof MODES)[number]

/** The page's own scripts are asked for and never answered: the server's HTML is all there is. */
async function holdScripts(page: Page) {
  await page.route('**/_next/static/chunks/**/*.js', () => undefined)
}

/** A page of the mode: a new context with JavaScript off, or the test's own page with its scripts held. */
async function pageFor(mode: Mode, page: Page, browser: Browser, baseURL: string | undefined): Promise<Page> {
  if (mode === 'scripts held back') {
    await holdScripts(page)
    return page
  }
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'ja-JP' })
  return context.newPage()
}

/** Opens a page as a person sees it before any script has run (its `load` waits for the held scripts). */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' })

/**
 * Signs in through /login/'s plain form. Its bot check without scripts is a form ticket that must be at least two
 * seconds old (a person reads and types; src/shop/bot-check/form-ticket.ts): the test waits until the ticket the
 * page carries is old enough, as that person would have.
 */
async function signInPlain(page: Page, member: TestMember, from = '/mypage/') {
  await open(page, `/login/?from=${encodeURIComponent(from)}`)
  const main = page.getByRole('main')
  await main.getByLabel('メールアドレス').fill(member.email)
  await main.getByLabel('パスワード', { exact: true }).fill(member.password)
  const ticket = await main.locator('input[name="formTicket"]').inputValue()
  const issuedAt = Number(ticket.split('.')[0])
  await expect.poll(() => Date.now() - issuedAt, { timeout: 10_000 }).toBeGreaterThan(2_100)
  await main.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[/?]/g, '\\$&')}$`))
}

test('an unknown URL answers 404 with the whole not-found page in the server’s HTML', async ({ request }) => {
  for (const path of ['/nonexistent-page/', '/supplement/no-such-product/', '/column/999/']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(404)
    const html = await res.text()
    expect(html, path).toContain('<html lang="ja"')
    expect(html, path).toContain('お探しのページが見つかりませんでした')
    expect(html, path).not.toContain('__next_error__')
  }
  // The page behind it is no page of its own.
  expect((await request.get('/_shop/not-found/')).status()).toBe(404)
  expect((await request.get('/_shop/error/')).status()).toBe(404)
})

for (const mode of MODES) {
  test.describe(mode, () => {
    test('the not-found page shows its message, and its search box finds products', async ({
      page,
      browser,
      baseURL,
    }) => {
      const p = await pageFor(mode, page, browser, baseURL)
      const res = await open(p, '/nonexistent-page/')
      expect(res?.status()).toBe(404)
      await expect(
        p.getByRole('heading', { level: 1, name: 'お探しのページが見つかりませんでした' }),
      ).toBeVisible()
      await p.getByRole('main').getByRole('searchbox').fill('セサミン')
      await p.getByRole('main').getByRole('button', { name: '検索' }).click()
      await expect(p).toHaveURL(/\/search\/\?keyword=%E3%82%BB%E3%82%B5%E3%83%9F%E3%83%B3/)
      await expect(
        p
          .getByRole('main')
          .getByRole('link', { name: /セサミンEX/ })
          .first(),
      ).toBeVisible()
    })

    test('「カートに入れる」 adds the product with its interval and quantity, then shows the cart', async ({
      page,
      browser,
      baseURL,
    }) => {
      const p = await pageFor(mode, page, browser, baseURL)
      await open(p, '/supplement/sesamin-ex/')
      const form = p.getByRole('form', { name: /セサミンEXの購入/ })
      await form.locator('label').filter({ hasText: '定期お届け' }).click()
      await form.getByLabel('お届け間隔').selectOption({ label: '2ヶ月ごと' })
      await form.getByRole('textbox', { name: '数量' }).fill('2')
      await form.getByRole('button', { name: 'カートに入れる' }).click()
      await expect(p).toHaveURL(/\/cart\/$/)
      const main = p.getByRole('main')
      await expect(main.getByRole('heading', { name: '定期お届けの商品' })).toBeVisible()
      await expect(main).toContainText('2ヶ月ごと')
      await expect(main.getByRole('textbox', { name: '数量' })).toHaveValue('2')
    })

    test('a cart line’s 「変更」 and 「削除」 work, and a refused quantity says why', async ({
      page,
      browser,
      baseURL,
    }) => {
      const p = await pageFor(mode, page, browser, baseURL)
      await open(p, '/')
      const origin = new URL(p.url()).origin
      for (const productCode of ['sesamin-ex', 'liftage-lotion']) {
        const added = await p.context().request.post('/api/cart/', {
          headers: { origin },
          data: { productCode, cycleType: '0', quantity: 1 },
        })
        expect(added.status()).toBe(200)
      }
      await open(p, '/cart/')
      const main = p.getByRole('main')
      const sesamin = main.getByRole('group', { name: /セサミンEX/ })
      await sesamin.getByRole('textbox', { name: '数量' }).fill('３')
      await sesamin.getByRole('button', { name: /数量を変更/ }).click()
      await expect(
        main.getByRole('group', { name: /セサミンEX/ }).getByRole('textbox', { name: '数量' }),
      ).toHaveValue('3')
      const again = main.getByRole('group', { name: /セサミンEX/ })
      await again.getByRole('textbox', { name: '数量' }).fill('999')
      await again.getByRole('button', { name: /数量を変更/ }).click()
      await expect(main.getByRole('group', { name: /セサミンEX/ }).getByRole('alert')).toContainText('数量')
      await main
        .getByRole('group', { name: /リフタージュ|ローション/ })
        .getByRole('button', { name: /を削除$/ })
        .click()
      await expect(main.getByRole('group', { name: /リフタージュ|ローション/ })).toHaveCount(0)
      await expect(main.getByRole('group', { name: /セサミンEX/ })).toBeVisible()
    })

    test('sign-in goes back to the page that asked for it; a wrong password keeps the email', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const member = await createTestMember(request)
      const p = await pageFor(mode, page, browser, baseURL)
      await open(p, '/login/?from=%2Fmypage%2F')
      const main = p.getByRole('main')
      await main.getByLabel('メールアドレス').fill(member.email)
      await main.getByLabel('パスワード', { exact: true }).fill('not-the-password-1')
      await main.getByRole('button', { name: 'ログイン', exact: true }).click()
      await expect(main.getByRole('alert').first()).toContainText(
        /メールアドレスまたはパスワードが正しくありません|もう一度送信/,
      )
      await expect(main.getByLabel('メールアドレス')).toHaveValue(member.email)
      await expect(main.getByLabel('パスワード', { exact: true })).toHaveValue('')
      await signInPlain(p, member)
      await expect(p.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
    })

    test('a member cancels an order on its confirm step', async ({ page, browser, baseURL, request }) => {
      const member = await createTestMember(request)
      const p = await pageFor(mode, page, browser, baseURL)
      await signInPlain(p, member)
      const origin = new URL(p.url()).origin
      const added = await p.context().request.post('/api/cart/', {
        headers: { origin },
        data: { productCode: 'liftage-lotion', cycleType: '0', quantity: 1 },
      })
      expect(added.status()).toBe(200)
      const orderNumber = await orderNow(p.context().request, origin)
      await open(p, `/mypage/order-cancel/confirm/?orderNumber=${orderNumber}`)
      await p.getByRole('button', { name: 'ご注文をキャンセルする' }).click()
      await expect(p).toHaveURL(/\/mypage\/order-cancel\/complete\/\?orderNumber=/)
      await expect(p.getByRole('main')).toContainText(`ご注文番号 ${orderNumber} のキャンセルを承りました`)
    })

    test('the course forms: date, points, payment method, address with its code, then cancel', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000)
      const member = await createTestMember(request)
      const p = await pageFor(mode, page, browser, baseURL)
      await signInPlain(p, member)
      const number = await courseByApi(p.context().request, new URL(p.url()).origin)
      const main = p.getByRole('main')

      // Date: a GET form to the confirm page; sent without a date it comes back with the message on the field.
      const delivery = `regularOrderNumber=${number}&regularOrderDetailSequenceNumber=2`
      await open(p, `/mypage/regular-delivery-date-change/?${delivery}`)
      await main.getByRole('button', { name: '確認画面へ進む' }).click()
      await expect(main.getByLabel('変更後のお届け日')).toHaveAttribute('aria-invalid', 'true')
      await expect(main).toContainText('変更後のお届け日を選択してください。')
      const chosen = (await main.getByLabel('変更後のお届け日').locator('option').nth(2).textContent()) ?? ''
      await main.getByLabel('変更後のお届け日').selectOption({ label: chosen })
      await main.getByRole('button', { name: '確認画面へ進む' }).click()
      await expect(p.getByRole('heading', { level: 1, name: 'お届け日の変更内容の確認' })).toBeVisible()
      await main.getByRole('button', { name: 'お届け日を変更する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: 'お届け日の変更の受付完了' })).toBeVisible()
      await expect(main).toContainText(`変更後のお届け予定日は${chosen}`)

      // Points: more than the balance is refused on its field, the choice kept; 「すべて」 with none says so on
      // the choice; then 「利用しない」.
      await open(p, `/mypage/regular-point-use/?regularOrderNumber=${number}`)
      await main.getByRole('radio', { name: /一部/ }).check()
      await main.getByLabel('利用するポイント数').fill('500')
      await main.getByRole('button', { name: '設定する' }).click()
      await expect(main.getByLabel('利用するポイント数')).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByLabel('利用するポイント数')).toHaveValue('500')
      await expect(main.getByRole('radio', { name: /一部/ })).toBeChecked()
      await main.getByRole('radio', { name: /すべて/ }).check()
      await main.getByRole('button', { name: '設定する' }).click()
      await expect(main.getByText('ご利用いただけるポイントがありません。')).toBeVisible()
      await expect(main.getByRole('radio', { name: /すべて/ })).toBeChecked()
      await main.getByRole('radio', { name: /利用しない/ }).check()
      await main.getByRole('button', { name: '設定する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: 'ポイント利用の設定完了' })).toBeVisible()

      // Payment method: 郵便振替 through the confirm step the server renders from its URL.
      await open(p, `/mypage/payment-method-change/?regularOrderNumber=${number}`)
      await main.getByRole('radio', { name: /^郵便振替/ }).check()
      await main.getByRole('button', { name: '変更内容を確認する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: 'お支払い方法変更の確認' })).toBeVisible()
      await expect(main).toContainText('郵便振替')
      await main.getByRole('button', { name: 'この内容で変更する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: 'お支払い方法の変更完了' })).toBeVisible()
      await expect(main).toContainText('「郵便振替（後払い）」に変更しました')

      // Address: entered, confirmed, the code from the mail, changed.
      await open(p, `/mypage/regular-delivery-address-change/?${delivery}`)
      await main.getByLabel('お名前（姓）').fill('林')
      await main.getByLabel('番地').fill('')
      await main.getByRole('button', { name: '入力内容を確認する' }).click()
      await expect(main.getByLabel('番地')).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByLabel('お名前（姓）')).toHaveValue('林')
      await main.getByLabel('番地').fill('2-3-4')
      await main.getByRole('button', { name: '入力内容を確認する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: '定期お届け先変更の確認' })).toBeVisible()
      await expect(main).toContainText('林 試験')
      await main.getByRole('button', { name: '確認コードを送信する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: '確認コードの入力' })).toBeVisible()
      const code = await codeFromMailbox(p.context(), member.email, '定期お届け先の変更')
      await main.getByRole('textbox', { name: /^確認コード/ }).fill(code)
      await main.getByRole('button', { name: '確認してお届け先を変更する' }).click()
      await expect(p.getByRole('heading', { level: 1, name: '定期お届け先の変更完了' })).toBeVisible()

      // Cancel with a reason (issue 28 §2): 「その他」 opens its text by CSS; a text too long is refused on its
      // field with the choice and the text kept; the confirm step shows both, 「戻る」 brings them back, then 「解約する」.
      await open(p, `/mypage/regular-cancel/?regularOrderNumber=${number}&productCode=sesamin-ex`)
      const other = main.getByRole('radio', { name: 'その他', exact: true })
      const note = main.getByLabel('その他の内容')
      await expect(note).toBeHidden()
      await other.check()
      await expect(note).toBeVisible()
      const tooLong = 'あ'.repeat(201)
      await note.fill(tooLong)
      await main.getByRole('button', { name: '解約の確認へ進む' }).click()
      await expect(p.getByRole('heading', { level: 1, name: '定期コースの解約', exact: true })).toBeVisible()
      await expect(note).toHaveAttribute('aria-invalid', 'true')
      await expect(main).toContainText('その他の内容は、200文字以内で入力してください。')
      await expect(note).toHaveValue(tooLong)
      await expect(other).toBeChecked()
      const reasonText = '家族が同じ商品を購入しているため'
      await note.fill(reasonText)
      await main.getByRole('button', { name: '解約の確認へ進む' }).click()
      await expect(p.getByRole('heading', { level: 1, name: '定期コースの解約内容の確認' })).toBeVisible()
      await expect(main.locator('dt:has-text("解約の理由") + dd')).toHaveText('その他')
      await expect(main.locator('dt:has-text("その他の内容") + dd')).toHaveText(reasonText)
      expect(p.url()).not.toContain(encodeURIComponent(reasonText))
      await main.getByRole('link', { name: '戻る', exact: true }).click()
      await expect(p.getByRole('heading', { level: 1, name: '定期コースの解約', exact: true })).toBeVisible()
      await expect(other).toBeChecked()
      await expect(note).toHaveValue(reasonText)
      await main.getByRole('button', { name: '解約の確認へ進む' }).click()
      await expect(p.getByRole('heading', { level: 1, name: '定期コースの解約内容の確認' })).toBeVisible()
      await expect(main).toContainText(reasonText)
      await main.getByRole('button', { name: '解約する' }).click()
      await expect(p).toHaveURL(/\/mypage\/regular-cancel\/(request-)?complete\//)
      await expect(main).toContainText(`定期番号 ${number} の定期お届けコースの解約を`)
    })
  })
}

test('a new card needs the card company’s script: without scripts the form says so and keeps the choice', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const member = await createTestMember(request)
  const p = await pageFor('JavaScript off', page, browser, baseURL)
  await signInPlain(p, member)
  const number = await courseByApi(p.context().request, new URL(p.url()).origin)
  await open(p, `/mypage/payment-method-change/?regularOrderNumber=${number}`)
  const main = p.getByRole('main')
  await main.getByRole('radio', { name: /^クレジットカード/ }).check()
  // In the <noscript> of the card's part (a browser with scripts never shows it).
  await expect(
    main
      .locator('noscript p')
      .filter({ hasText: '新しいカードの登録には、ブラウザの JavaScript を有効にしてください' }),
  ).toBeVisible()
  await main.getByRole('button', { name: '変更内容を確認する' }).click()
  await expect(p.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  await expect(main.getByRole('radio', { name: /^クレジットカード/ })).toBeChecked()
  await expect(main.getByRole('alert').filter({ hasText: '新しいカードの登録には' })).toBeVisible()
})

test('forms that need their scripts wait for them: what was typed before is sent once they run', async ({
  page,
}) => {
  let released = false
  const held: (() => Promise<void>)[] = []
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    released ? route.continue() : void held.push(() => route.continue()),
  )
  await open(page, '/password-reregister/')
  const main = page.getByRole('main')
  // This form starts from the browser's stored draft: until the scripts run its fields are off, and it says so.
  await expect(main.getByRole('status').first()).toContainText('入力欄を準備しています')
  await expect(main.getByLabel('メールアドレス')).toBeDisabled()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  released = true
  await Promise.all(held.map((release) => release()))
  await expect(main.getByLabel('メールアドレス')).toBeEnabled()
  await expect(main.getByRole('status').filter({ hasText: '入力欄を準備しています' })).toHaveCount(0)
  await expectAccessible(page)
})

/**
 * Every form a guest meets, typed into and sent before the page's scripts run: what was typed is applied (the next
 * page) or still in its field with a message; a form that starts from a stored draft is off until the scripts run
 * and says so (nothing can be typed into it, so nothing is lost).
 */
const GUEST_FORMS: {
  path: string
  /** The field typed into, by label, and its submit button; null: the form waits with its fields off. */
  type: { field: string; value: string; submit: string } | null
  /** What shows the form acted: the next page's URL, or null when the same page comes back. */
  applied?: RegExp
}[] = [
  {
    path: '/',
    type: { field: 'キーワードで探す', value: 'DHA', submit: '検索' },
    applied: /\/search\/\?keyword=DHA/,
  },
  {
    path: '/supplement/sesamin-ex/',
    type: { field: '数量', value: '2', submit: 'カートに入れる' },
    applied: /\/cart\/$/,
  },
  { path: '/login/', type: { field: 'メールアドレス', value: 'yamada@example.jp', submit: 'ログイン' } },
  {
    path: '/kankeisha/login/',
    type: { field: 'メールアドレス', value: 'yamada@example.jp', submit: 'ログイン' },
  },
  { path: '/inquiry/contact/', type: null },
  { path: '/entry/', type: null },
  { path: '/password-reregister/', type: null },
]

for (const form of GUEST_FORMS) {
  test(`sent before the scripts run, ${form.path} drops nothing`, async ({ page }) => {
    await holdScripts(page)
    await open(page, form.path)
    const main = page.getByRole('main')
    if (!form.type) {
      const fields = main.locator('form input:not([type="hidden"]), form select, form textarea')
      await expect(fields.first()).toBeDisabled()
      await expect(main.getByRole('status').filter({ hasText: '入力欄を準備しています' })).toBeVisible()
      return
    }
    const scope = form.path === '/' ? page.getByRole('search').first() : main
    const field = scope.getByRole(form.type.field === 'キーワードで探す' ? 'searchbox' : 'textbox', {
      name: form.type.field,
      exact: true,
    })
    await field.fill(form.type.value)
    await scope.getByRole('button', { name: form.type.submit, exact: true }).click()
    if (form.applied) {
      await expect(page).toHaveURL(form.applied)
      return
    }
    // The same page came back from its server function: the value in its field, and why it did not go on (the
    // form's message, or a field's).
    await expect(main.locator('[role="alert"]:not(:empty), [aria-invalid="true"]').first()).toBeVisible()
    await expect(main.getByRole('textbox', { name: form.type.field, exact: true })).toHaveValue(
      form.type.value,
    )
  })
}

test('a member’s form that needs its scripts, sent before they run, waits and then goes with what was typed', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signInAs(page, member)

  let released = false
  const held: (() => Promise<void>)[] = []
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    released ? route.continue() : void held.push(() => route.continue()),
  )
  await open(page, '/mypage/customer/password/')
  const main = page.getByRole('main')
  const next = `mori-${Date.now().toString(36)}-new`
  await main.getByLabel('現在のパスワード').fill(member.password)
  await main.getByLabel('新しいパスワード', { exact: true }).fill(next)
  await main.getByLabel('新しいパスワード（確認）').fill(next)
  await main.getByRole('button', { name: 'パスワードを変更する' }).click()
  // Kept on the page, with what was typed, and saying it goes as soon as it can.
  await expect(main.getByRole('status').filter({ hasText: '送信の準備をしています' })).toBeVisible()
  await expect(main.getByLabel('現在のパスワード')).toHaveValue(member.password)
  await expect(page).toHaveURL(/\/mypage\/customer\/password\/$/)

  await expect.poll(() => held.length).toBeGreaterThan(0)
  released = true
  await Promise.all(held.map((release) => release()))
  // Once the page runs, the form goes by itself with those values (the server checked the current password and set
  // the new one; empty state would have been refused on the page).
  await expect(page).toHaveURL(/\/mypage\/customer\/password\/complete\/$/)
  await expect(main.getByRole('status').filter({ hasText: '送信の準備をしています' })).toHaveCount(0)
})
