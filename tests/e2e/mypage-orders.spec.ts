/**
 * Issue 12 on the my page (docs/adr/036): a member cancels an unshipped one-time order (stock and points back
 * once, one cancellation mail), sees its detail page; the my page's chat banner opens the QR modal; the footer shows the
 * chat QR. Each test registers its own member and places its own order.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { createTestMember, type TestMember, signInAs } from './members'
import { expectAccessible, test } from './support'
import { chooseInAdminSelect, shipInAdmin, staffPage } from './admin'
import { acceptDefaultsTo05, expectStep, next } from './checkout-steps'

const PRODUCT = 'liftage-lotion'
const { operationSupportTel: OPERATION_SUPPORT_TEL } = JSON.parse(
  readFileSync(path.join(process.cwd(), 'content/site-settings.json'), 'utf8'),
) as { operationSupportTel: string }

async function signIn(page: Page, member: TestMember) {
  await signInAs(page, member)
}

/** The product's stock as staff see it (the admin's REST API). */
async function stockOf(staff: Page): Promise<number> {
  // The admin's cookie counts only with the site's Origin (Payload's CSRF list).
  const res = await staff.request.get(`/cms-api/inventory?where[productCode][equals]=${PRODUCT}&depth=0`, {
    headers: { origin: new URL(staff.url()).origin },
  })
  expect(res.status()).toBe(200)
  const { docs } = (await res.json()) as { docs: { stock: number }[] }
  return docs[0]!.stock
}

/** The member's point balance as the shop's state says (GET common). */
async function pointsOf(page: Page): Promise<number | null> {
  const res = await page.request.get('/api/common/')
  expect(res.status()).toBe(200)
  const state = (await res.json()) as { onlineCustomer: { swcPoint: number | null } | null }
  return state.onlineCustomer?.swcPoint ?? null
}

/** Two lotions (or `line`) by cash on delivery, through the member's checkout steps: the order number. */
async function placeOrder(
  page: Page,
  line: { productCode: string; cycleType: string; quantity: number } = {
    productCode: PRODUCT,
    cycleType: '0',
    quantity: 2,
  },
  pointsToUse = 0,
): Promise<string> {
  const origin = new URL(page.url()).origin
  const added = await page.request.post('/api/cart/', { headers: { origin }, data: line })
  expect(added.status(), await added.text()).toBe(200)
  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  await acceptDefaultsTo05(page)
  await page.getByRole('radio', { name: /^代金引換/ }).check()
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  if (pointsToUse > 0) {
    await page.getByRole('radio', { name: /一部/ }).check()
    await page.getByLabel('利用するポイント数').fill(String(pointsToUse))
  }
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  if (pointsToUse > 0) await expect(page.getByRole('main')).toContainText(`${pointsToUse}pt`)
  // The 特商法 text says orders are cancelled from the order history, and links it.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'マイページ「ご注文履歴」' }),
  ).toHaveAttribute('href', '/mypage/order-history/')
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  expect(orderNumber).toMatch(/^W\d{6}-\d{6}$/)
  return orderNumber
}

test('a member cancels an unshipped one-time order from its detail page: stock and points back once, one mail', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const member = await createTestMember(request)
  const staff = await staffPage(browser)
  await signIn(page, member)
  // Points first: a shipped order settles what it earned.
  const earning = await placeOrder(page, { productCode: 'sesamin-ex-3set', cycleType: '0', quantity: 2 })
  await shipInAdmin(staff, earning)
  const balance = (await pointsOf(page)) ?? 0
  expect(balance).toBeGreaterThanOrEqual(200)

  const before = await stockOf(staff)
  const orderNumber = await placeOrder(page, undefined, 200)
  expect(await stockOf(staff)).toBe(before - 2)
  expect(await pointsOf(page)).toBe(balance - 200)

  // The history links each order's detail page.
  await page.goto('/mypage/order-history/')
  const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: orderNumber })
  await entry.getByRole('link', { name: /ご注文の詳細/ }).click()
  await expect(page).toHaveURL(new RegExp(`/mypage/order-history/${orderNumber}/$`))
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文の詳細' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText(orderNumber)
  await expect(main).toContainText('10%対象')
  await expect(main).toContainText('代金引換')
  await expect(main.getByRole('heading', { name: 'ご注文の経過' })).toBeVisible()
  await expectAccessible(page)

  await main.getByRole('link', { name: 'このご注文をキャンセルする' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文のキャンセル' })).toBeVisible()
  await expect(page.getByTestId('cancel-scope')).toHaveText(
    'キャンセルすると、ご注文の商品はお届けされません。',
  )
  await expectAccessible(page)
  await page.getByRole('link', { name: 'キャンセル内容の確認へ進む' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文キャンセルの確認' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'ご注文をキャンセルする' }).click()
  await expect(page).toHaveURL(/\/mypage\/order-cancel\/complete\/\?orderNumber=/)
  await expect(page.getByRole('status')).toContainText(`ご注文番号 ${orderNumber} のキャンセルを承りました`)
  await expectAccessible(page)
  expect(await stockOf(staff)).toBe(before)
  expect(await pointsOf(page)).toBe(balance)

  // Asking again changes nothing: 409 with the reason, stock and points unchanged, still one mail.
  const again = await page.request.post('/api/order/cancel/', {
    headers: { origin: new URL(page.url()).origin },
    data: { orderNumber },
  })
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { error: { message: string } }).error.message).toContain(
    'キャンセルされています',
  )
  expect(await stockOf(staff)).toBe(before)
  expect(await pointsOf(page)).toBe(balance)
  await page.goto('/sandbox/mailbox/')
  await expect(page.getByRole('article', { name: `【` }).first()).toBeVisible()
  await expect(
    page.getByRole('article', {
      name: new RegExp(`ご注文キャンセルのお知らせ（ご注文番号 ${orderNumber}）`),
    }),
  ).toHaveCount(1)

  await page.goto(`/mypage/order-history/${orderNumber}/`)
  await expect(page.getByRole('main')).toContainText('キャンセル')
  await expect(page.getByRole('link', { name: 'このご注文をキャンセルする' })).toHaveCount(0)
  await staff.context().close()
})

test('another member’s order number is not found, and a guest is asked to sign in', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await page.goto('/mypage/order-history/W000000-000000/')
  await expect(page).toHaveURL(/\/login\/\?from=/)
  await signIn(page, member)
  const res = await page.goto('/mypage/order-cancel/?orderNumber=W000000-000000')
  expect(res?.status()).toBe(404)
})

test('the my page banner opens the chat QR in a modal; the footer shows the chat QR and link', async ({
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signIn(page, member)
  await page.goto('/mypage/')
  await page.getByRole('button', { name: /定期お届けの変更はチャットでも/ }).click()
  const dialog = page.getByRole('dialog', { name: 'チャットでお届けの変更' })
  await expect(dialog).toBeVisible()
  const qr = dialog.getByRole('img', { name: 'チャットを開くQRコード' })
  await expect(qr).toBeVisible()
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog.getByRole('link', { name: /この端末でチャットを開く/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const footer = page.getByRole('contentinfo')
  const footerQr = footer.getByRole('img', { name: 'チャット相談を開くQRコード' })
  await expect(footerQr).toBeVisible()
  await expect.poll(() => footerQr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(footer.getByRole('link', { name: /チャットを開く/ })).toHaveAttribute('href', /^https:\/\//)
  // The operation support line's number (the seeded site setting) under its heading.
  await expect(footer).toContainText(OPERATION_SUPPORT_TEL)
})

test('staff pause a member’s regular course from the admin with the staff action; it is written once', async ({
  browser,
  page,
  request,
}) => {
  const member = await createTestMember(request)
  await signIn(page, member)
  const orderNumber = await placeOrder(page, { productCode: 'sesamin-ex', cycleType: '2', quantity: 1 })
  const regularNumber = `R${orderNumber.slice(1)}-1`
  const staff = await staffPage(browser)
  await staff.goto('/admin/collections/regular-courses/')
  await expect(async () => {
    await staff.getByRole('link', { name: regularNumber }).click({ timeout: 5_000 })
    await expect(staff).toHaveURL(/\/admin\/collections\/regular-courses\/\d+\/?$/, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await chooseInAdminSelect(staff, 'staffAction', /休止する/)
  await staff.getByRole('button', { name: '保存' }).click()
  await expect(staff.getByText('更新成功。').first()).toBeVisible()
  await expect(staff.locator('#field-status')).toContainText('休止中')
  await expect(staff.locator('#field-staffAction')).not.toContainText('休止する')
  await staff.reload()
  await expect(staff.locator('#field-status')).toContainText('休止中')
  // The action is not kept: saving again (nothing chosen) changes nothing and is not refused.
  await expect(staff.locator('#field-staffAction')).not.toContainText('休止する')
  await staff.context().close()
})
