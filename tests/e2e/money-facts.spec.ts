/**
 * One truth for money words in the browser (issue 26 §3, docs/adr/054-tax-breakdown-and-point-scope.md): one
 * order's per-rate lines on the cart, the confirm and complete pages, the receipt mail and the my-page order detail
 * (the receipt page and PDF are compared with the order detail in receipts.spec.ts); a brand's product page names
 * the line the footer lists for the brand; the FAQ, the point terms, the club's point-use page and the checkout
 * state what points pay and the delivery-date window as the rules do. Each test uses its own member and order.
 */
import { expect, type Page } from '@playwright/test'

import { DELIVERY_DATE_WINDOW_TEXT } from '../../src/shop/calendar/delivery-calendar'
import { INQUIRY_PHONES } from '../../src/shop/catalogue/inquiry-phone'
import { POINT_PAYABLE, POINT_USE_SCOPE_TEXT } from '../../src/shop/points/point-rules'

import { acceptDefaultsTo05, addToCart, enterCard, expectStep, next } from './checkout-steps'
import { createTestMember, signInAs } from './members'
import { expectAccessible, test } from './support'

/** セサミンEX お試しパック (1,500 + 8 %) and リフタージュ 7日間トライアルセット (1,500 + 10 %) with 500 shipping. */
const EXPECTED = ['8%対象（軽減税率） 1,620円（内消費税 120円）', '10%対象 2,200円（内消費税 200円）']

const byRateOf = async (page: Page) =>
  (
    await page
      .getByRole('main')
      .getByRole('list', { name: '税率ごとの内訳' })
      .getByRole('listitem')
      .allTextContents()
  ).map((t) => t.trim())

test('one order states the same per-rate lines on the cart, confirm, complete, receipt mail and order detail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const member = await createTestMember(request)
  await signInAs(page, member)
  await addToCart(page, 'sesamin-ex-trial', '0', 1)
  await addToCart(page, 'liftage-trial', '0', 1)

  await page.goto('/cart/')
  await expect(page.getByRole('main').getByRole('list', { name: '税率ごとの内訳' })).toBeVisible()
  expect(await byRateOf(page)).toEqual(EXPECTED)

  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  await acceptDefaultsTo05(page)
  await enterCard(page, '4111111111111111')
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await expect(page.getByRole('main')).toContainText(POINT_USE_SCOPE_TEXT)
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  await expect(page.getByRole('main').getByRole('list', { name: '税率ごとの内訳' })).toBeVisible()
  expect(await byRateOf(page)).toEqual(EXPECTED)

  await page.getByRole('button', { name: '注文を確定する' }).click()
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible()
  expect(await byRateOf(page)).toEqual(EXPECTED)
  await expectAccessible(page)

  await page.goto('/sandbox/mailbox/')
  const mail = page.getByRole('article', {
    name: new RegExp(`ご注文ありがとうございます（ご注文番号 ${orderNumber}）`),
  })
  const mailLines = (await mail.innerText()).split('\n').map((l) => l.trim())
  expect(mailLines.filter((l) => /%対象/.test(l))).toEqual(EXPECTED)

  await page.goto(`/mypage/order-history/${orderNumber}/`)
  const detailLines = (
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /^(8|10)%対象/ })
      .allTextContents()
  ).map((t) => t.trim())
  expect(detailLines).toEqual(EXPECTED)
})

test('a brand’s product page names the line the footer lists for the brand; others keep their lines', async ({
  page,
}) => {
  await page.goto('/supplement/herbtea-morning/')
  const footerLine = page
    .getByRole('contentinfo')
    .getByRole('listitem')
    .filter({ hasText: 'ハーブティーシリーズ' })
  const footerNumber = (await footerLine.getByRole('link').innerText()).trim()
  expect(footerNumber).toMatch(/^0120-\d{3}-\d{3}$/)
  const footerHours = (await footerLine.innerText()).match(/\d{1,2}:\d{2}〜\d{1,2}:\d{2}/)?.[0]
  const inquiry = page.getByRole('region', { name: 'この商品についてのお問い合わせ' })
  await expect(inquiry.getByRole('link', { name: footerNumber })).toBeVisible()
  await expect(inquiry).toContainText('ハーブティーシリーズ')
  await expect(inquiry).toContainText(`受付時間 ${footerHours}`)
  await expect(inquiry).not.toContainText(INQUIRY_PHONES.general.number)

  // A product without a brand: the general product line; a special product (of a brand too): its own line.
  await page.goto('/supplement/sesamin-ex/')
  await expect(page.getByRole('region', { name: 'この商品についてのお問い合わせ' })).toContainText(
    `${INQUIRY_PHONES.general.number}受付時間 ${INQUIRY_PHONES.general.hours}`,
  )
  await page.goto('/beautycare/varon-all-in-one/')
  await expect(page.getByRole('region', { name: 'この商品についてのお問い合わせ' })).toContainText(
    INQUIRY_PHONES['special-product'].number,
  )
})

test('the FAQ, the point terms and the club’s point-use page state what points pay and the date window as the rules do', async ({
  page,
}) => {
  await page.goto('/faq_inquiry/')
  const faq = page.getByRole('main')
  await expect(faq).toContainText(DELIVERY_DATE_WINDOW_TEXT)
  await expect(faq).toContainText(POINT_USE_SCOPE_TEXT)
  await expect(faq).not.toContainText('3週間以内')
  await expect(faq).not.toContainText('送料や代金引換手数料のお支払いにもご利用いただけます')

  await page.goto('/kiyaku/point/')
  await expect(page.getByRole('main')).toContainText(`${POINT_PAYABLE}のお支払いに充てることができます`)

  await page.goto('/suntory-wellness-club/point-use/')
  await expect(page.getByRole('main')).toContainText(POINT_USE_SCOPE_TEXT)
  await expect(page.getByRole('main')).toContainText(`保有ポイントを${POINT_PAYABLE}までご利用いただきます`)
})
