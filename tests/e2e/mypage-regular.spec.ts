/**
 * The my page's regular-delivery courses (issue 12, docs/adr/034-member-course-changes.md), with its own member:
 * a guest is sent to sign in; the member buys a regular line (and enough one-time items that staff shipping the
 * order settles 500+ points), sees the course, moves the next delivery, sets 500 points for it; staff then put the
 * next delivery within 7 days, so a date change is refused with the reason, and the cancel lets that delivery ship
 * and stops the ones after it. axe runs on every screen.
 */
import { expect, type Page } from '@playwright/test'

import { addDays, formatJapaneseDay, todayInJapan } from '../../src/shop/calendar/japan-date'
import { SHOP_CONTACT } from '../../src/shop/site/shop-facts'

import { createTestMember } from './members'
import { expectAccessible, test } from './support'
import { chooseInAdminSelect, openFromAdminList, saveInAdmin, staffPage } from './admin'
import { addToCart, next } from './checkout-steps'

async function expectHeading(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

/** A member's order by cash on delivery of the cart, through the checkout steps: its order number. */
async function orderByCashOnDelivery(page: Page): Promise<string> {
  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  await expect(page).toHaveURL(/\/cart\/shopping02\//)
  await page.getByRole('radio', { name: 'ご注文者様と同じ' }).check()
  await next(page)
  await expect(page).toHaveURL(/\/cart\/shopping03\//)
  await next(page)
  await expect(page).toHaveURL(/\/cart\/shopping04\//)
  await next(page)
  await expect(page).toHaveURL(/\/cart\/shopping05\//)
  await page.getByRole('radio', { name: /^代金引換/ }).check()
  await next(page)
  await expect(page).toHaveURL(/\/cart\/shopping06\//)
  await next(page)
  await expect(page).toHaveURL(/\/cart\/shopping\/confirm\//)
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  return new URL(page.url()).searchParams.get('orderNumber') ?? ''
}

test('a member sees their course, moves the next delivery, sets 500 points and cancels; inside 7 days a date change is refused', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const member = await createTestMember(request)

  // A guest is asked to sign in and comes back to the list.
  await page.goto('/mypage/regular-courses/')
  await expect(page).toHaveURL(/\/login\/\?from=/)
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/mypage\/regular-courses\/$/)
  await expectHeading(page, '定期コースの確認・変更')
  await expect(page.getByText('ご利用中の定期お届けコースはありません。')).toBeVisible()

  // Sesamin every month, and four one-time 3-sets (56,000 yen: 560 points once the order ships).
  await addToCart(page, 'sesamin-ex', '1', 1)
  await addToCart(page, 'sesamin-ex-3set', '0', 4)
  const orderNumber = await orderByCashOnDelivery(page)
  expect(orderNumber).toMatch(/^W\d{6}-\d{6}$/)
  const regularOrderNumber = `R${orderNumber.slice(1)}-1`

  const staff = await staffPage(browser)
  await openFromAdminList(
    staff,
    '/admin/collections/orders/',
    orderNumber,
    /\/admin\/collections\/orders\/\d+\/?$/,
  )
  await chooseInAdminSelect(staff, 'status', '出荷済み')
  await saveInAdmin(staff)

  // The my page top links the list; the course shows with its deadline and links.
  await page.goto('/mypage/')
  await page.getByRole('main').getByRole('link', { name: '定期コースの確認・変更' }).click()
  await expect(page).toHaveURL(/\/mypage\/regular-courses\/$/)
  const course = page.getByRole('main').getByRole('listitem').filter({ hasText: regularOrderNumber })
  await expect(course).toContainText('セサミンEX')
  await expect(course).toContainText('毎月')
  await expect(course).toContainText('代金引換')
  await expect(course).toContainText('変更の受付期限')
  await expect(page.getByRole('main')).toContainText('お届け予定日の7日前まで')
  await expectAccessible(page)

  // Move the next delivery.
  await course.getByRole('link', { name: 'お届け日の変更' }).click()
  await expectHeading(page, 'お届け日の変更')
  await expect(page.getByRole('main')).toContainText('7日前まで')
  await expectAccessible(page)
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  await expect(page.getByText('変更後のお届け日を選択してください。')).toBeVisible()
  const select = page.getByLabel('変更後のお届け日')
  const options = (await select.locator('option').allTextContents()).filter((t) => /\d+年/.test(t))
  const chosen = options.at(3)!
  await select.selectOption({ label: chosen })
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  await expectHeading(page, 'お届け日の変更内容の確認')
  await expect(page.getByRole('main')).toContainText(`に変更します`)
  await expect(page.getByRole('main')).toContainText(chosen)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'お届け日を変更する' }).click()
  await expectHeading(page, 'お届け日の変更の受付完了')
  await expect(page.getByRole('status')).toContainText(chosen)
  await expectAccessible(page)

  // 500 points for the next delivery.
  await page.goto('/mypage/regular-courses/')
  await course.getByRole('link', { name: 'ポイント利用の設定' }).click()
  await expectHeading(page, 'ポイント利用の設定')
  await page.getByRole('radio', { name: '一部を利用する' }).check()
  await page.getByLabel('利用するポイント数').fill('500')
  await expectAccessible(page)
  await page.getByRole('button', { name: '設定する' }).click()
  await expectHeading(page, 'ポイント利用の設定完了')
  await expect(page.getByRole('status')).toContainText('500pt 利用する')
  await expectAccessible(page)
  await page.goto('/mypage/regular-courses/')
  await expect(course).toContainText('500pt 利用する')

  // Staff put the next delivery within 7 days: the member's date change is refused with the reason.
  const soon = addDays(todayInJapan(), 3)
  await openFromAdminList(
    staff,
    '/admin/collections/regular-courses/',
    regularOrderNumber,
    /\/admin\/collections\/regular-courses\/\d+\/?$/,
  )
  await staff.locator('#field-nextDeliveryDate').fill(soon)
  await saveInAdmin(staff)
  await staff.context().close()

  await page.goto('/mypage/regular-courses/')
  await expect(course).toContainText('受付期限を過ぎています')
  await expect(course.getByRole('link', { name: 'お届け日の変更' })).toHaveCount(0)
  await page.goto(
    `/mypage/regular-delivery-date-change/?regularOrderNumber=${regularOrderNumber}&regularOrderDetailSequenceNumber=2`,
  )
  const refusal = page.getByRole('alert').filter({ hasText: '受付期限' })
  await expect(refusal).toContainText(formatJapaneseDay(soon))
  await expect(refusal).toContainText(SHOP_CONTACT.phone)
  await expect(refusal).toContainText('お問い合わせフォーム')
  await expectAccessible(page)

  // Cancel: that delivery still ships, the ones after it stop.
  await page.goto('/mypage/regular-courses/')
  await course.getByRole('link', { name: '解約' }).click()
  await expectHeading(page, '定期コースの解約')
  await expect(page.getByRole('main')).toContainText('そのままお届けします')
  await expectAccessible(page)
  await page.getByRole('button', { name: '解約の確認へ進む' }).click()
  await expectHeading(page, '定期コースの解約内容の確認')
  await expect(page.getByRole('main')).toContainText('第3回')
  // No reason chosen (it is optional): the confirm step says so.
  await expect(page.locator('dt:has-text("解約の理由") + dd')).toHaveText('回答しない')
  await expectAccessible(page)
  await page.getByRole('button', { name: '解約する' }).click()
  await expectHeading(page, '定期コースの解約の受付完了')
  await expect(page.getByRole('main')).toContainText(formatJapaneseDay(soon))
  await expectAccessible(page)
  await page.goto('/mypage/regular-courses/')
  await expect(course).toContainText('解約')
  await expect(course.getByRole('link')).toHaveCount(0)
})

test('another member’s course number shows the not-found page; a guest’s call is 401', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await page.goto('/login/')
  const guest = await page.request.get('/api/pages/mypage/regular-courses/')
  expect(guest.status()).toBe(401)
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  const res = await page.goto(
    '/mypage/regular-cancel/?regularOrderNumber=R261101-000001-1&productCode=sesamin-ex',
  )
  expect(res?.status()).toBe(404)
  const api = await page.request.get(
    '/api/pages/mypage/regular-point-use/?regularOrderNumber=R261101-000001-1',
  )
  expect(api.status()).toBe(404)
})
