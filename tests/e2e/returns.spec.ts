/**
 * Issue 29 §2 as support staff work it (docs/adr/069-returns-and-refunds.md): a card order returned in part is
 * refunded once through the card gateway even when the form is sent twice at once; the stock and the points come
 * back once and the customer gets the mail. A cash-on-delivery order's return records the customer's bank account,
 * waits as 返金待ち（振込） and becomes 振込済み. Each test makes its own member and order.
 */
import { expect, type Page } from '@playwright/test'

import { shipInAdmin, staffPage } from './admin'
import { acceptDefaultsTo05, addToCart, enterCard, expectStep, next } from './checkout-steps'
import { createTestMember, signInAs } from './members'
import { orderNow } from './orders-by-api'
import { expectAccessible, test } from './support'

const SUPPORT = { email: 'support@example.jp', password: 'support-pass-2026' }
const PRODUCT = { code: 'sesamin-ex', name: 'セサミンEX' }

async function payByCard(page: Page): Promise<string> {
  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  await acceptDefaultsTo05(page)
  await enterCard(page, '4111111111111111')
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  return new URL(page.url()).searchParams.get('orderNumber') ?? ''
}

async function stockOf(staff: Page, productCode: string): Promise<number> {
  const res = await staff.request.get(
    `/cms-api/inventory?where[productCode][equals]=${productCode}&depth=0`,
    {
      headers: { origin: new URL(staff.url()).origin },
    },
  )
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: { stock: number }[] }).docs[0]!.stock
}

async function pointsOf(page: Page): Promise<number> {
  const res = await page.request.get('/api/common/')
  return ((await res.json()) as { onlineCustomer: { swcPoint: number } }).onlineCustomer.swcPoint
}

/** The order's returns as the admin's REST API lists them (support may read them). */
async function returnsOf(staff: Page, orderNumber: string): Promise<number[]> {
  const res = await staff.request.get(`/cms-api/returns?where[orderNumber][equals]=${orderNumber}&depth=0`, {
    headers: { origin: new URL(staff.url()).origin },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
}

test('a card order returned in part is refunded once, even when the form is sent twice', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const member = await createTestMember(request)
  await signInAs(page, member)
  await addToCart(page, PRODUCT.code, '0', 2)
  const orderNumber = await payByCard(page)
  const admin = await staffPage(browser)
  await shipInAdmin(admin, orderNumber)
  const pointsAfterShipping = await pointsOf(page)

  const staff = await staffPage(browser, SUPPORT)
  const stockBefore = await stockOf(staff, PRODUCT.code)
  await staff.goto(`/admin/returns/?order=${orderNumber}`)
  const form = staff.getByRole('region', { name: `返品の登録（注文番号 ${orderNumber}）` })
  await form.getByLabel(`${PRODUCT.name}の返品数量`).fill('1')
  await expectAccessible(staff)
  // A double submit: the same rendered form sent twice at once (same hidden key). Both land on the one return.
  const landed = await form.locator('form').evaluate(async (el: HTMLFormElement) => {
    const send = () => fetch(el.action, { method: 'POST', body: new FormData(el) })
    return (await Promise.all([send(), send()])).map((r) => new URL(r.url).search)
  })
  expect(landed[0]).toMatch(/^\?return=\d+$/)
  expect(landed[1]).toBe(landed[0])
  const ids = await returnsOf(staff, orderNumber)
  expect(ids).toHaveLength(1)
  expect(landed[0]).toBe(`?return=${ids[0]}`)

  // The list of returns names it once, with its state.
  await staff.goto('/admin/returns/')
  await expect(staff.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(1)
  await staff.goto(`/admin/returns/${landed[0]}`)
  const report = staff.getByRole('region', { name: `返品番号 ${ids[0]} の記録` })
  await expect(report.getByRole('status')).toHaveText('状態：返金済み')
  await expect(report).toContainText('決済の取消・返金')
  await expect(report).toContainText(`${PRODUCT.name} 1個`)
  const takenBack = Number(
    /(\d+)/.exec(
      (
        await report
          .locator('dt', { hasText: /^取り消した獲得ポイント$/ })
          .locator('+ dd')
          .innerText()
      ).replace(/,/g, ''),
    )?.[1],
  )
  expect(takenBack).toBeGreaterThan(0)
  expect(await stockOf(staff, PRODUCT.code)).toBe(stockBefore + 1)
  expect(await pointsOf(page)).toBe(pointsAfterShipping - takenBack)

  const mailbox = await page.context().newPage()
  await mailbox.goto('/sandbox/mailbox/')
  await expect(
    mailbox
      .getByRole('article')
      .filter({ hasText: `宛先: ${member.email}` })
      .filter({ hasText: `返品・返金のお知らせ（ご注文番号 ${orderNumber}）` }),
  ).toHaveCount(1)
})

test('a cash-on-delivery return records the bank account, waits for the transfer, then is marked transferred', async ({
  page,
  browser,
  request,
}) => {
  const member = await createTestMember(request)
  await signInAs(page, member)
  const origin = new URL(page.url()).origin
  const added = await page.request.post('/api/cart/', {
    headers: { origin },
    data: { productCode: PRODUCT.code, cycleType: '0', quantity: 1 },
  })
  expect(added.status()).toBe(200)
  const orderNumber = await orderNow(page.request, origin)
  const admin = await staffPage(browser)
  await shipInAdmin(admin, orderNumber)

  const staff = await staffPage(browser, SUPPORT)
  await staff.goto(`/admin/returns/?order=${orderNumber}`)
  const form = staff.getByRole('region', { name: `返品の登録（注文番号 ${orderNumber}）` })
  await form.getByLabel(`${PRODUCT.name}の返品数量`).fill('1')
  await form.getByLabel('金融機関コード').fill('0005')
  await form.getByLabel('支店コード').fill('123')
  await form.getByLabel('普通').check()
  await form.getByLabel('口座番号').fill('1234567')
  await form.getByLabel('口座名義（カナ）').fill('モリノ シケン')
  await form.getByRole('button', { name: '返品を登録する' }).click()
  await expect(staff).toHaveURL(/\/admin\/returns\/\?return=\d+$/)
  const report = staff.getByRole('region', { name: /返品番号 \d+ の記録/ })
  await expect(report.getByRole('status')).toHaveText('状態：返金待ち（振込）')
  await expect(report).toContainText('1234567')
  await expect(report).toContainText('モリノ\u3000シケン')
  await report.getByRole('button', { name: '振込済みにする' }).click()
  await expect(staff.getByRole('region', { name: /返品番号 \d+ の記録/ }).getByRole('status')).toHaveText(
    '状態：振込済み',
  )
})
