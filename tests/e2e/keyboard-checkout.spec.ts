/**
 * Shopping without a mouse (issue 26 §1): whole orders and the my-page course forms done with Tab, Shift+Tab, the
 * arrow keys, Space and Enter alone (text typed into the field that has the focus), asserting where the focus is at
 * every step. A guest orders by cash on delivery, a member pays by card through 3-D Secure, a member orders a
 * regular delivery for a chosen date, and a course's date, points, cancel, payment method and address are changed.
 * Each radio group on the way is checked to be one Tab stop: Tab enters it at its chosen radio, or at its first
 * while none is chosen, the next Tab leaves it, Shift+Tab comes back to that same radio, and the arrows choose
 * within. axe runs on the pages passed. Pages others change often (the cart, the sign-in form, the my-page lists)
 * are crossed with tabTo, which fails naming every stop it passed when it cannot reach its control.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

import { codeFromMailbox } from './mailbox'
import { createTestMember, type TestMember } from './members'
import { courseByApi } from './orders-by-api'
import { expectAccessible, test, unique } from './support'

const CHALLENGE_CARD = '4000000000003220'

const main = (page: Page) => page.getByRole('main')

/** The element that has the focus, as a person hears it (for the failure messages). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(nothing: the page itself)'
    const input = el as HTMLInputElement
    const name =
      el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? el.textContent ?? input.value ?? ''
    const kind =
      el.getAttribute('role') ?? `${el.tagName.toLowerCase()}${input.type ? `[${input.type}]` : ''}`
    return `${kind} 「${name.replace(/\s+/g, ' ').trim().slice(0, 40)}」`
  })
}

async function expectFocusOn(page: Page, target: Locator, after: string) {
  try {
    await expect(target).toBeFocused()
  } catch (error) {
    throw new Error(`after ${after} the focus is on ${await focusedName(page)}, not on ${target}`, {
      cause: error,
    })
  }
}

/** Presses `key` (Tab, Shift+Tab, an arrow, Space or Enter) and expects the focus on `target`. */
async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key)
  await expectFocusOn(page, target, key)
}

/** Tab to `field`, then types `text` into it. */
async function tabAndType(page: Page, field: Locator, text: string) {
  await press(page, 'Tab', field)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}

/**
 * Presses Tab until `target` has the focus, over parts of a page this spec does not walk stop by stop; fails naming
 * every stop passed when `limit` presses do not reach it.
 */
async function tabTo(page: Page, target: Locator, { limit = 30 } = {}) {
  const key = 'Tab'
  await target.waitFor({ state: 'attached' })
  const passed: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    if (await target.evaluate((el) => el === document.activeElement)) return
    passed.push(await focusedName(page))
  }
  throw new Error(`${key} ×${limit} did not reach ${target}; the focus went ${passed.join(' → ')}`)
}

/** The first stop of every page, 「本文へスキップ」, then Enter: the focus is on the page's main content. */
async function skipToMain(page: Page) {
  await press(page, 'Tab', page.getByRole('link', { name: '本文へスキップ' }))
  await press(page, 'Enter', main(page))
}

/**
 * From the control before a radio group: the group is one Tab stop. Tab enters it at its chosen radio, or at its
 * first while none is chosen; the next Tab goes on to `after`; Shift+Tab comes back to the same radio (also the
 * first, from below, while none is chosen), where the focus is left. Returns that radio.
 */
async function passRadioGroup(page: Page, group: Locator, after: Locator): Promise<Locator> {
  const radios = group.getByRole('radio')
  const chosen = group.getByRole('radio', { checked: true })
  const entry = (await chosen.count()) > 0 ? chosen : group.getByRole('radio', { disabled: false }).first()
  await press(page, 'Tab', entry)
  // That radio by its place, which stays put while the arrows change the choice.
  const radio = radios.nth(
    await radios.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement)),
  )
  await press(page, 'Tab', after)
  await press(page, 'Shift+Tab', radio)
  return radio
}

/** Where the focus is, when on a radio of a radio group: the group's and the radio's place in the page. */
type RadioStop = { group: number; radio: number } | null

/**
 * Walks the whole page with Tab from 「本文へスキップ」 round to it again, then back with Shift+Tab, and checks every
 * radio group on it each way: the walk stops in it exactly once, on its chosen radio, or on its first that can be
 * chosen while none is chosen. The focus is left on 「本文へスキップ」.
 */
async function expectEveryRadioGroupOneTabStop(page: Page) {
  const skip = page.getByRole('link', { name: '本文へスキップ' })
  const entries = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="radiogroup"]'), (group) => {
      const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
      const checked = radios.findIndex((r) => r.checked)
      return checked >= 0 ? checked : radios.findIndex((r) => !r.disabled)
    }),
  )
  expect(entries.length, 'radio groups on the page').toBeGreaterThan(0)
  for (const key of ['Tab', 'Shift+Tab']) {
    const stops: RadioStop[] = []
    let started = false
    let roundTrip = false
    for (let i = 0; i < 300 && !roundTrip; i++) {
      await page.keyboard.press(key)
      const atSkip = await skip.evaluate((el) => el === document.activeElement)
      if (atSkip && started) roundTrip = true
      else if (atSkip) started = true
      else if (started)
        stops.push(
          await page.evaluate((): RadioStop => {
            const el = document.activeElement
            const group = el?.closest('[role="radiogroup"]')
            if (!group || !(el instanceof HTMLInputElement) || el.type !== 'radio') return null
            return {
              group: Array.from(document.querySelectorAll('[role="radiogroup"]')).indexOf(group),
              radio: Array.from(group.querySelectorAll('input[type="radio"]')).indexOf(el),
            }
          }),
        )
    }
    expect(roundTrip, `${key} went round the page to 「本文へスキップ」 again`).toBe(true)
    entries.forEach((entry, group) => {
      const inGroup = stops.filter((stop) => stop?.group === group).map((stop) => stop!.radio)
      expect(inGroup, `${key} stops in radio group ${group + 1} of ${entries.length}`).toEqual([entry])
    })
  }
}

/** Arrow keys within the radio group that has the focus until `target` is focused and chosen (each arrow chooses). */
async function arrowTo(page: Page, target: Locator, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown', limit = 6) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    const focused = page.locator(':focus')
    await expect(focused, 'an arrow key chooses the radio it moves to').toBeChecked()
    if (await target.evaluate((el) => el === document.activeElement)) return expect(target).toBeChecked()
  }
  throw new Error(`${key} ×${limit} did not reach ${target}`)
}

/** Signs in on /login/ with the keyboard; the shop sends the member to the top page. */
async function signIn(page: Page, member: TestMember) {
  await page.goto('/login/')
  await skipToMain(page)
  const form = main(page)
  await tabTo(page, form.getByLabel('メールアドレス'))
  await page.keyboard.type(member.email)
  await press(page, 'Tab', form.getByLabel('パスワード', { exact: true }))
  await page.keyboard.type(member.password)
  await tabTo(page, form.getByRole('button', { name: 'ログイン', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
}

/**
 * On a product page: the purchase method (通常購入 is chosen; 定期お届け with `regular`, by an arrow key, and its
 * interval with the arrows), the quantity, 「カートに入れる」, then 「カートを見る」 to the cart.
 */
async function buyFromProductPage(page: Page, path: string, name: string, regular?: { interval: string }) {
  await page.goto(path)
  await skipToMain(page)
  const form = main(page).getByRole('form', { name: `${name}の購入` })
  const method = form.getByRole('radiogroup', { name: '購入方法' })
  const oneTime = method.getByRole('radio', { name: /^通常購入/ })
  await tabTo(page, oneTime)
  await expect(oneTime).toBeChecked()
  const quantity = form
    .getByRole('textbox', { name: '数量' })
    .or(form.getByRole('spinbutton', { name: '数量' }))
  if (regular) {
    await arrowTo(page, method.getByRole('radio', { name: /^定期お届け/ }))
    // お届け間隔 is the browser's own select: a Tab stop, whose choice the arrows move while it is closed.
    const interval = form.getByLabel('お届け間隔')
    await press(page, 'Tab', interval)
    const checked = interval.locator('option:checked')
    for (let i = 0; i < 6 && (await checked.textContent())?.trim() !== regular.interval; i++)
      await page.keyboard.press('ArrowDown')
    await expect(checked).toHaveText(regular.interval)
    await press(page, 'Tab', quantity)
  } else await press(page, 'Tab', quantity)
  await expect(quantity).toHaveValue('1')
  const add = form.getByRole('button', { name: 'カートに入れる' })
  await press(page, 'Tab', add)
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toContainText(`カートに「${name}」を追加しました。`)
  await press(page, 'Tab', form.getByRole('link', { name: 'カートを見る' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cart\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'ショッピングカート' })).toBeVisible()
}

/** From the cart: 「ご購入手続きへ」. */
async function startCheckout(page: Page) {
  await skipToMain(page)
  await tabTo(page, main(page).getByRole('link', { name: 'ご購入手続きへ' }))
  await page.keyboard.press('Enter')
}

/** A checkout step, once its form has loaded: the focus on its main content. */
async function arriveAtStep(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(stepButton(page)).toBeVisible()
  await skipToMain(page)
}

const stepButton = (page: Page) => main(page).getByRole('button', { name: '次へ進む' })
const backLink = (page: Page) => main(page).getByRole('link', { name: '戻る', exact: true })

/** From the last control of a step: 「戻る」, 「次へ進む」 and Enter. */
async function leaveStep(page: Page) {
  await press(page, 'Tab', backLink(page))
  await press(page, 'Tab', stepButton(page))
  await page.keyboard.press('Enter')
}

/** Step 02: お届け先 has no choice yet; Space chooses the first, ご注文者様と同じ. */
async function destinationSameAsOrderer(page: Page) {
  await arriveAtStep(page, '/cart/shopping02/', 'お届け先')
  const group = main(page).getByRole('radiogroup', { name: 'お届け先' })
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)
  const first = await passRadioGroup(page, group, backLink(page))
  await expect(first).toHaveAccessibleName('ご注文者様と同じ')
  await page.keyboard.press('Space')
  await expect(first).toBeChecked()
  await expect(main(page)).toContainText('ご注文者様の住所')
  await expectAccessible(page)
  await leaveStep(page)
}

/** Step 04: ギフト包装 stays 不要 (its chosen radio). */
async function noGiftWrapping(page: Page) {
  await arriveAtStep(page, '/cart/shopping04/', 'ギフト包装')
  const group = main(page).getByRole('radiogroup', { name: /ギフト包装/ })
  const chosen = await passRadioGroup(page, group, backLink(page))
  await expect(chosen).toHaveAccessibleName('不要')
  await leaveStep(page)
}

/** Step 03: お届け日 keeps its chosen 指定なし, お届け時間帯 its 指定なし. */
async function deliveryAsSoonAsPossible(page: Page) {
  await arriveAtStep(page, '/cart/shopping03/', 'お届け日時')
  const times = main(page).getByLabel('お届け時間帯')
  const chosen = await passRadioGroup(page, main(page).getByRole('radiogroup', { name: 'お届け日' }), times)
  await expect(chosen).toHaveAccessibleName(/指定なし/)
  await press(page, 'Tab', times)
  await leaveStep(page)
}

/** Step 06: a member's ポイントの利用 stays 利用しない; the mail magazine choices are passed as they are. */
async function pointsAndMagazine(page: Page, { member }: { member: boolean }) {
  await arriveAtStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  const magazines = [
    'サプリメントの新商品・お得な情報',
    'スキンケアの新商品・お得な情報',
    'キャンペーン・セールのお知らせ',
  ]
  const boxes = magazines.map((name) => main(page).getByRole('checkbox', { name }))
  if (member) {
    const points = main(page).getByRole('radiogroup', { name: 'ポイントの利用' })
    const chosen = await passRadioGroup(page, points, boxes[0]!)
    await expect(chosen).toHaveAccessibleName(/利用しない/)
  }
  for (const box of boxes) await press(page, 'Tab', box)
  await expectAccessible(page)
  await leaveStep(page)
}

/** Step 05: お支払い方法 has no choice yet; Tab enters at the first method, the arrows choose `method`. */
async function choosePayment(page: Page, method: RegExp) {
  await arriveAtStep(page, '/cart/shopping05/', 'お支払い方法')
  const group = main(page).getByRole('radiogroup', { name: 'お支払い方法' })
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)
  await passRadioGroup(page, group, backLink(page))
  const target = group.getByRole('radio', { name: method })
  if (!(await target.evaluate((el) => el === document.activeElement))) await arrowTo(page, target)
  else {
    await page.keyboard.press('Space')
    await expect(target).toBeChecked()
  }
  await expectAccessible(page)
}

/** From the control before them: the card fields, typed (the expiry's selects by type-ahead and the arrows). */
async function typeCard(page: Page, form: Locator) {
  await tabAndType(page, form.getByLabel('カード番号'), CHALLENGE_CARD)
  const month = form.getByLabel('有効期限（月）')
  await press(page, 'Tab', month)
  await page.keyboard.type('12')
  await expect(month).toHaveValue('12')
  const year = form.getByLabel('有効期限（年）')
  await press(page, 'Tab', year)
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
  await expect(year).not.toHaveValue('')
  await tabAndType(page, form.getByLabel('セキュリティコード'), '123')
  await tabAndType(page, form.getByLabel('カード名義'), 'HANAKO MORINO')
}

/** The card sandbox's 3-D Secure page (its own origin): the one-time password 1234 and 「認証する」. */
async function passThreeDSecure(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'ご本人確認' })).toBeVisible()
  await expectAccessible(page)
  await tabTo(page, page.getByLabel('ワンタイムパスワード'))
  await page.keyboard.type('1234')
  await press(page, 'Tab', page.getByRole('button', { name: '認証する' }))
  await page.keyboard.press('Enter')
}

/** The confirm page: 「注文を確定する」 (after the 「変更する」 links), to the complete page's order number. */
async function confirmOrder(page: Page, { threeDSecure = false } = {}): Promise<string> {
  await expect(page).toHaveURL(/\/cart\/shopping\/confirm\//)
  const confirm = main(page).getByRole('button', { name: '注文を確定する' })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await skipToMain(page)
  await tabTo(page, confirm)
  await page.keyboard.press('Enter')
  if (threeDSecure) await passThreeDSecure(page)
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible()
  await expectAccessible(page)
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  expect(orderNumber).toMatch(/^W\d{6}-\d{6}$/)
  return orderNumber
}

test('a guest orders by cash on delivery with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000)
  await buyFromProductPage(page, '/supplement/dha-epa/', 'DHA&EPA＋セサミンEX')
  await startCheckout(page)

  await expect(page.getByRole('heading', { level: 1, name: 'ご購入手続き' })).toBeVisible()
  await skipToMain(page)
  await tabTo(page, main(page).getByRole('link', { name: '会員登録せずに購入する' }))
  await page.keyboard.press('Enter')

  // Step 01, field by field; 性別 (optional for a guest) is one Tab stop passed without a choice.
  await arriveAtStep(page, '/cart/shopping01/', 'ご注文者情報')
  const form = main(page)
  await tabAndType(page, form.getByLabel('お名前（姓）'), '森野')
  await tabAndType(page, form.getByLabel('お名前（名）'), '花子')
  await tabAndType(page, form.getByLabel('フリガナ（セイ）'), 'モリノ')
  await tabAndType(page, form.getByLabel('フリガナ（メイ）'), 'ハナコ')
  const gender = form.getByRole('radiogroup', { name: '性別' })
  await passRadioGroup(page, gender, form.getByLabel('生年月日（年）'))
  await expect(gender.getByRole('radio', { checked: true })).toHaveCount(0)
  await press(page, 'Tab', form.getByLabel('生年月日（年）'))
  await press(page, 'Tab', form.getByLabel('生年月日（月）'))
  await press(page, 'Tab', form.getByLabel('生年月日（日）'))
  await tabAndType(page, form.getByLabel('郵便番号'), '1000001')
  await press(page, 'Tab', form.getByRole('button', { name: '住所を自動入力' }))
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('市区郡')).toHaveValue('千代田区')
  await press(page, 'Tab', form.getByLabel('都道府県'))
  await expect(form.getByLabel('都道府県')).toHaveValue('東京都')
  await press(page, 'Tab', form.getByLabel('市区郡'))
  await tabTo(page, form.getByLabel('番地'), { limit: 2 })
  await page.keyboard.type('1-1')
  await press(page, 'Tab', form.getByLabel('建物名・部屋番号'))
  await tabAndType(page, form.getByLabel('電話番号'), '09012345678')
  const email = `${unique('e2e-keyboard-guest-')}@example.jp`
  await tabAndType(page, form.getByLabel('メールアドレス', { exact: true }), email)
  await tabAndType(page, form.getByLabel('メールアドレス（確認用）'), email)
  await press(page, 'Tab', form.getByRole('checkbox', { name: '会員登録して購入する' }))
  await expectAccessible(page)
  await leaveStep(page)

  await destinationSameAsOrderer(page)

  await deliveryAsSoonAsPossible(page)
  await noGiftWrapping(page)

  await choosePayment(page, /^代金引換/)
  await leaveStep(page)

  await pointsAndMagazine(page, { member: false })

  const orderNumber = await confirmOrder(page)
  await expect(main(page)).toContainText(orderNumber)
})

test('a member pays by card through 3-D Secure with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000)
  const member = await createTestMember(request)
  await signIn(page, member)
  await buyFromProductPage(page, '/supplement/dha-epa/', 'DHA&EPA＋セサミンEX')
  await startCheckout(page)

  // A member's orderer is the profile: the first step is the destination.
  await destinationSameAsOrderer(page)
  await deliveryAsSoonAsPossible(page)
  await noGiftWrapping(page)

  await choosePayment(page, /^クレジットカード/)
  const form = main(page)
  await typeCard(page, form)
  await press(page, 'Tab', form.getByRole('checkbox', { name: /次回以降のお買い物でも利用する/ }))
  await expectAccessible(page)
  await leaveStep(page)

  await pointsAndMagazine(page, { member: true })

  await expect(main(page)).toContainText('VISA 下4桁 3220')
  await confirmOrder(page, { threeDSecure: true })
})

test('a member orders a regular delivery for a chosen date with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const member = await createTestMember(request)
  await signIn(page, member)
  await buyFromProductPage(page, '/supplement/sesamin-ex/', 'セサミンEX', { interval: '2ヶ月ごと' })
  await startCheckout(page)

  await destinationSameAsOrderer(page)

  // Step 03: the arrows move お届け日 to a chosen date, whose list opens under it.
  await arriveAtStep(page, '/cart/shopping03/', 'お届け日時')
  const group = main(page).getByRole('radiogroup', { name: 'お届け日' })
  const dates = main(page).getByLabel('お届け希望日')
  await passRadioGroup(page, group, main(page).getByLabel('お届け時間帯'))
  await arrowTo(page, group.getByRole('radio', { name: 'お届け日を指定する' }))
  await press(page, 'Tab', dates)
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
  const chosen = (await dates.locator('option:checked').textContent())?.trim() ?? ''
  expect(chosen).toMatch(/\d+年\d+月\d+日/)
  const times = main(page).getByLabel('お届け時間帯')
  await press(page, 'Tab', times)
  await page.keyboard.press('ArrowDown')
  await expect(times).not.toHaveValue('0')
  await expectAccessible(page)
  await leaveStep(page)

  await noGiftWrapping(page)
  await choosePayment(page, /^代金引換/)
  await leaveStep(page)
  await pointsAndMagazine(page, { member: true })

  await expect(main(page)).toContainText(chosen.replace(/（.）$/, ''))
  await expect(main(page)).toContainText('2ヶ月ごと')
  await confirmOrder(page)
})

/** A new member, signed in with the keyboard, with one regular course (sesamin every 2 months, cash on delivery). */
async function memberWithCourse(page: Page, request: APIRequestContext) {
  const member = await createTestMember(request)
  await signIn(page, member)
  const regularOrderNumber = await courseByApi(page.request, new URL(page.url()).origin)
  return { member, regularOrderNumber }
}

/** The course list, then the course's link `name` (by the keyboard from the main content). */
async function openCourseLink(page: Page, regularOrderNumber: string, name: string) {
  await page.goto('/mypage/regular-courses/')
  await expect(page.getByRole('heading', { level: 1, name: '定期コースの確認・変更' })).toBeVisible()
  const course = main(page).getByRole('listitem').filter({ hasText: regularOrderNumber })
  await expect(course).toContainText('セサミンEX')
  await skipToMain(page)
  await tabTo(page, course.getByRole('link', { name, exact: true }))
  await page.keyboard.press('Enter')
}

async function arriveAt(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await skipToMain(page)
}

test('a member moves the next delivery, sets points and cancels a course with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { regularOrderNumber } = await memberWithCourse(page, request)

  await openCourseLink(page, regularOrderNumber, 'お届け日の変更')
  await expect(page.getByRole('heading', { level: 1, name: 'お届け日の変更' })).toBeVisible()
  const dates = main(page).getByLabel('変更後のお届け日')
  await expect(dates).toBeVisible()
  await skipToMain(page)
  await tabTo(page, dates, { limit: 4 })
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown')
  const chosen = (await dates.locator('option:checked').textContent())?.trim() ?? ''
  expect(chosen).toMatch(/\d+年\d+月\d+日/)
  await expectAccessible(page)
  await tabTo(page, main(page).getByRole('button', { name: '確認画面へ進む' }), { limit: 4 })
  await page.keyboard.press('Enter')
  await arriveAt(page, 'お届け日の変更内容の確認')
  await expect(main(page)).toContainText(chosen)
  await tabTo(page, main(page).getByRole('button', { name: 'お届け日を変更する' }), { limit: 6 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'お届け日の変更の受付完了' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(chosen)

  // ポイント利用の設定: the group is entered at its chosen 利用しない; the arrows choose 一部を利用する, whose field
  // opens under it. The new member has no points: the refusal takes the focus to that field, and the member goes
  // back up to 利用しない.
  await openCourseLink(page, regularOrderNumber, 'ポイント利用の設定')
  await arriveAt(page, 'ポイント利用の設定')
  const points = main(page).getByRole('radiogroup', { name: '次回のお届けでのポイント利用' })
  const list = main(page).getByRole('link', { name: '定期コースの一覧へ戻る' })
  const none = await passRadioGroup(page, points, list)
  await expect(none).toHaveAccessibleName('利用しない')
  const some = points.getByRole('radio', { name: '一部を利用する' })
  await arrowTo(page, some)
  const amount = main(page).getByLabel('利用するポイント数')
  await tabAndType(page, amount, '100')
  await expectAccessible(page)
  const save = main(page).getByRole('button', { name: '設定する' })
  await press(page, 'Tab', list)
  await press(page, 'Tab', save)
  await page.keyboard.press('Enter')
  await expectFocusOn(page, amount, 'a refused 設定する')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(main(page)).toContainText('保有ポイント（0pt）以内')
  await expectAccessible(page)
  await press(page, 'Shift+Tab', some)
  await arrowTo(page, none, 'ArrowUp')
  // Hidden by the form's CSS (it is in the HTML, so the form works before its scripts run).
  await expect(amount).toBeHidden()
  await press(page, 'Tab', list)
  await press(page, 'Tab', save)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'ポイント利用の設定完了' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('利用しない')

  // 解約: the optional reason is one Tab stop, entered at its first radio while none is chosen (「その他の内容」 is
  // hidden until 「その他」 is chosen); the arrows choose 価格が合わない, the confirm step shows it, then 「解約する」.
  await openCourseLink(page, regularOrderNumber, '解約')
  await arriveAt(page, '定期コースの解約')
  const reasons = main(page).getByRole('radiogroup', { name: '解約の理由（任意）' })
  await expect(reasons.getByRole('radio', { checked: true })).toHaveCount(0)
  const toList = main(page).getByRole('link', { name: '定期コースの一覧へ戻る' })
  await tabTo(page, reasons.getByRole('radio').first(), { limit: 4 })
  await press(page, 'Tab', toList)
  const firstReason = reasons.getByRole('radio').first()
  await press(page, 'Shift+Tab', firstReason)
  await expect(firstReason).toHaveAccessibleName('商品が余っている')
  await arrowTo(page, reasons.getByRole('radio', { name: '価格が合わない' }))
  await expect(main(page).getByLabel('その他の内容')).toBeHidden()
  await expectAccessible(page)
  await press(page, 'Tab', toList)
  await press(page, 'Tab', main(page).getByRole('button', { name: '解約の確認へ進む' }))
  await page.keyboard.press('Enter')
  await arriveAt(page, '定期コースの解約内容の確認')
  await expect(main(page).locator('dt:has-text("解約の理由") + dd')).toHaveText('価格が合わない')
  await tabTo(page, main(page).getByRole('button', { name: '解約する' }), { limit: 6 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: '定期コースの解約完了' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('解約を承りました')
  await expectAccessible(page)
})

test('a member changes a course to a new card through 3-D Secure with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { regularOrderNumber } = await memberWithCourse(page, request)
  await openCourseLink(page, regularOrderNumber, 'お支払い方法の変更')
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  const form = main(page).getByRole('form', { name: 'お支払い方法の選択' })
  const group = form.getByRole('radiogroup', { name: '新しいお支払い方法' })
  await expect(group).toBeVisible()
  await skipToMain(page)
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)
  await tabTo(page, group.getByRole('radio').first(), { limit: 4 })
  await press(page, 'Tab', form.getByRole('button', { name: '変更内容を確認する' }))
  await press(page, 'Shift+Tab', group.getByRole('radio').first())
  // 口座振替 opens the account's form, with its own radio group 預金種目: every group of the page is one Tab stop.
  const debit = group.getByRole('radio', { name: /^口座振替/ })
  await arrowTo(page, debit)
  await expect(main(page).getByRole('radiogroup', { name: '預金種目' })).toBeVisible()
  await expectEveryRadioGroupOneTabStop(page)
  await press(page, 'Enter', main(page))
  await tabTo(page, debit, { limit: 4 })
  const card = group.getByRole('radio', { name: /^クレジットカード/ })
  await arrowTo(page, card, 'ArrowUp')
  await typeCard(page, form)
  await expectAccessible(page)
  await press(page, 'Tab', form.getByRole('button', { name: '変更内容を確認する' }))
  await page.keyboard.press('Enter')

  await arriveAt(page, 'お支払い方法変更の確認')
  await expect(main(page)).toContainText('末尾3220')
  await tabTo(page, main(page).getByRole('button', { name: 'この内容で変更する' }), { limit: 6 })
  await page.keyboard.press('Enter')
  await passThreeDSecure(page)
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更完了' })).toBeVisible()
  await expect(main(page)).toContainText('お支払い方法を「クレジットカード」に変更しました')
  await expectAccessible(page)
})

test('a member changes a course’s delivery address with the keyboard alone', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000)
  const { member, regularOrderNumber } = await memberWithCourse(page, request)
  await openCourseLink(page, regularOrderNumber, 'お届け先の変更')
  await expect(page.getByRole('heading', { level: 1, name: '定期お届け先の変更' })).toBeVisible()
  const form = main(page)
  const lastName = form.getByLabel('お名前（姓）')
  await expect(lastName).toHaveValue('森野')
  await skipToMain(page)
  // The form starts from the course's address: the member adds the building, the field left empty so far.
  await tabTo(page, lastName, { limit: 4 })
  const building = form.getByLabel('建物名・部屋番号')
  await expect(building).toHaveValue('')
  await tabTo(page, building, { limit: 12 })
  await page.keyboard.type('森のハイツ 101')
  await expect(building).toHaveValue('森のハイツ 101')
  await expectAccessible(page)
  await tabTo(page, form.getByRole('button', { name: '入力内容を確認する' }), { limit: 4 })
  await page.keyboard.press('Enter')

  await arriveAt(page, '定期お届け先変更の確認')
  await expect(main(page)).toContainText('森のハイツ 101')
  await tabTo(page, main(page).getByRole('button', { name: '確認コードを送信する' }), { limit: 6 })
  await page.keyboard.press('Enter')

  await arriveAt(page, '確認コードの入力')
  const code = await codeFromMailbox(context, member.email, '定期お届け先の変更')
  await tabTo(page, main(page).getByRole('textbox', { name: /^確認コード/ }), { limit: 4 })
  await page.keyboard.type(code)
  await tabTo(page, main(page).getByRole('button', { name: '確認してお届け先を変更する' }), { limit: 4 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: '定期お届け先の変更完了' })).toBeVisible()
  await expectAccessible(page)
})

test('every radio group of the product page, the campaign order form and the gift selection is one Tab stop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // 購入方法: the browser's own radios, one always checked.
  await page.goto('/supplement/sesamin-ex/')
  await expectEveryRadioGroupOneTabStop(page)

  // The campaign's one-page order: お届け先, お届け日, お支払い方法, none of them chosen or all of them.
  await page.goto('/campaign/shopping/?promotionId=winter-rest-2026')
  await tabTo(
    page,
    main(page)
      .getByRole('link', { name: /購入する/ })
      .first(),
    { limit: 40 },
  )
  await page.keyboard.press('Enter')
  const order = page.getByRole('form', { name: 'キャンペーンのご注文フォーム' })
  await expect(order.getByRole('radiogroup', { name: 'お支払い方法' })).toBeVisible()
  await expectEveryRadioGroupOneTabStop(page)

  // The birthday gift cards (a member born this month).
  const now = new Date(Date.now() + 9 * 3_600_000)
  const member = await createTestMember(request, { birthMonth: String(now.getUTCMonth() + 1), birthDay: '1' })
  await signIn(page, member)
  await page.goto(`/campaign/birthday/${now.getUTCFullYear()}/selection/`)
  const gifts = page.getByRole('form', { name: 'プレゼントを選ぶ' })
  await expect(gifts.getByRole('radio')).toHaveCount(3)
  await expectEveryRadioGroupOneTabStop(page)
  await expectAccessible(page)
})
