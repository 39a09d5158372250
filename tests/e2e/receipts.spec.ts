/**
 * Receipts (issue 14 item 3, docs/adr/044-receipts.md) in a real browser: a member issues the receipt of a shipped
 * card order from the order history, chooses the addressee once, prints it and downloads the PDF, whose figures
 * match the order; a guest does the same through the signed link of the receipt mail. Each test places its own
 * order.
 */
import { readFile } from 'node:fs/promises'

import { expect, type Page } from '@playwright/test'

import { shipInAdmin, staffPage } from './admin'
import {
  acceptDefaultsTo05,
  addToCart,
  enterCard,
  expectStep,
  fillGuestOrderer,
  next,
} from './checkout-steps'
import { createTestMember, signInAs } from './members'
import { expectAccessible, test, unique } from './support'

const SUCCESS_CARD = '4111111111111111'

/** Steps 02–05 with their defaults, then the card (no 3-D Secure challenge for this number), to the complete page. */
async function payByCard(page: Page): Promise<string> {
  await acceptDefaultsTo05(page)
  await enterCard(page, SUCCESS_CARD)
  await next(page)
  await expectStep(page, '/cart/shopping06/', 'ポイント・メールマガジン')
  await next(page)
  await expectStep(page, '/cart/shopping/confirm/', 'ご注文内容の確認')
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await expect(page).toHaveURL(/\/cart\/shopping\/complete\/\?orderNumber=/)
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  expect(orderNumber).toMatch(/^W\d{6}-\d{6}$/)
  return orderNumber
}

async function pdfTextOf(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)) }).promise
  const texts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  return texts.join('').replace(/\s+/g, '')
}

const compact = (text: string) => text.replace(/\s+/g, '')

/** Downloads the receipt PDF from the page's link and returns its text. */
async function downloadPdf(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'PDFをダウンロード' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^(receipt-W\d{6}-\d{6}|領収書_W\d{6}-\d{6})\.pdf$/)
  return pdfTextOf(await download.path())
}

test('a member issues the receipt of a shipped order once, prints it and downloads a PDF that matches the order', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const member = await createTestMember(request)
  await signInAs(page, member)
  await addToCart(page, 'sesamin-ex', '0', 1)
  await addToCart(page, 'liftage-lotion', '0', 1)
  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  const orderNumber = await payByCard(page)

  // Before shipping the detail page says when the receipt comes.
  await page.goto(`/mypage/order-history/${orderNumber}/`)
  const receipt = page.getByRole('region', { name: '領収書（適格簡易請求書）' })
  await expect(receipt).toContainText('領収書は、商品の発送後に発行できます。')

  const staff = await staffPage(browser)
  await shipInAdmin(staff, orderNumber)
  await staff.context().close()

  await page.reload()
  const main = page.getByRole('main')
  const amountDue = compact(
    await main
      .locator('div', { has: page.locator('dt', { hasText: /^お支払い金額$/ }) })
      .locator('dd')
      .innerText(),
  )
  expect(amountDue).toMatch(/^[\d,]+円（税込）$/)
  const taxLines = (
    await main
      .getByRole('listitem')
      .filter({ hasText: /^(8|10)%対象/ })
      .allTextContents()
  ).map(compact)
  expect(taxLines.length).toBe(2)
  const addressee = receipt.getByLabel('宛名')
  await expect(addressee).not.toHaveValue('')
  await expectAccessible(page)

  // An empty addressee is refused with the field named.
  await addressee.fill('　')
  await receipt.getByRole('button', { name: 'この宛名で領収書を発行する' }).click()
  await expect(receipt.getByText('宛名を入力してください。')).toBeVisible()
  await addressee.fill('株式会社 森のめぐみ商事')
  await receipt.getByRole('button', { name: 'この宛名で領収書を発行する' }).click()

  await expect(page).toHaveURL(new RegExp(`/mypage/order-history/${orderNumber}/receipt/$`))
  await expect(page.getByRole('heading', { level: 1, name: '領収書' })).toBeVisible()
  const sheet = page.getByRole('article', { name: /領収書/ })
  await expect(sheet).toContainText('株式会社 森のめぐみ商事 様')
  await expect(sheet).toContainText(`R-${orderNumber}`)
  await expect(sheet).toContainText(/登録番号：T\d{13}/)
  expect(compact(await sheet.innerText())).toContain(amountDue)
  await expect(page.getByRole('button', { name: '印刷する' })).toBeVisible()
  await expectAccessible(page)
  // On paper only the receipt: no site header or footer, no buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(sheet).toBeVisible()
  await expect(page.getByRole('button', { name: '印刷する' })).toBeHidden()
  await expect(page.getByRole('banner').first()).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  const pdf = await downloadPdf(page)
  expect(pdf).toContain('株式会社森のめぐみ商事様')
  expect(pdf).toContain(`ご注文番号：${orderNumber}`)
  expect(pdf).toContain(amountDue)
  for (const line of taxLines) expect(pdf).toContain(line)
  expect(pdf).toContain('※セサミンEX')

  // Issued: the detail page shows the fixed addressee and the links, no form.
  await page.goto(`/mypage/order-history/${orderNumber}/`)
  await expect(receipt).toContainText('宛名：株式会社 森のめぐみ商事 様')
  await expect(receipt.getByLabel('宛名')).toHaveCount(0)
  await expect(receipt.getByRole('link', { name: '領収書を表示・印刷する' })).toHaveAttribute(
    'href',
    `/mypage/order-history/${orderNumber}/receipt/`,
  )
})

test('a guest issues the receipt through the signed link of the receipt mail', async ({ browser, page }) => {
  test.setTimeout(180_000)
  const email = `${unique('e2e-receipt-')}@example.jp`
  await page.goto('/')
  await addToCart(page, 'liftage-lotion', '0', 2)
  await page.goto('/cart/')
  await page.getByRole('link', { name: 'ご購入手続きへ' }).click()
  await expectStep(page, '/cart/shopping/', 'ご購入手続き')
  await page.getByRole('link', { name: '会員登録せずに購入する' }).click()
  await expectStep(page, '/cart/shopping01/', 'ご注文者情報')
  await fillGuestOrderer(page, email)
  await next(page)
  const orderNumber = await payByCard(page)

  // The receipt mail carries the guest's own link, and no my page.
  await page.goto('/sandbox/mailbox/')
  const mail = page.getByRole('article', {
    name: new RegExp(`ご注文ありがとうございます（ご注文番号 ${orderNumber}）`),
  })
  const text = await mail.innerText()
  expect(text).not.toContain('/mypage/')
  const link = /(http:\/\/\S+\/receipt\/\?token=\S+)/.exec(text)?.[1]
  expect(link).toBeTruthy()
  const receiptPath = new URL(link!).pathname + new URL(link!).search

  await page.goto(receiptPath)
  await expect(page.getByRole('main')).toContainText('領収書は、商品の発送後に発行できます。')

  const staff = await staffPage(browser)
  await shipInAdmin(staff, orderNumber)
  await staff.context().close()

  await page.goto(receiptPath)
  await expect(page.getByRole('main')).toContainText(
    /このページのリンクは\d{4}年\d{1,2}月\d{1,2}日（.）まで有効です。/,
  )
  await expect(page.getByLabel('宛名')).toHaveValue('森野 花子')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'この宛名で領収書を発行する' }).click()
  const sheet = page.getByRole('article', { name: /領収書/ })
  await expect(sheet).toContainText('森野 花子 様')
  await expectAccessible(page)
  const pdf = await downloadPdf(page)
  expect(pdf).toContain('森野花子様')
  expect(pdf).toContain(`ご注文番号：${orderNumber}`)

  // A link with a broken signature finds nothing.
  const forged = await page.goto(`${receiptPath.slice(0, -2)}xx`)
  expect(forged?.status()).toBe(404)
})
