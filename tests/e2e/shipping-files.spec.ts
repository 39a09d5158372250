/**
 * Issue 29 §1 as support staff work it (docs/adr/068-carrier-files.md): the day's B2クラウド file downloaded from
 * 出荷管理 (parsed back: Shift_JIS, B2's columns, this test's orders in it), the carrier's result file imported with
 * one bad line (the report names its line and reason; the good lines ship), imported again (nothing changes), the
 * customer's shipped mail with the tracking link, and the my-page order detail showing it. Each test makes its own
 * member and orders; an editor is refused the screen.
 */
import { readFileSync } from 'node:fs'

import { expect, type Page } from '@playwright/test'

import { B2_COLUMNS, B2_INDEX } from '../../src/shop/fulfilment/b2-layout'
import { CARRIER } from '../../src/shop/fulfilment/carrier'
import { csvText, parseCsv } from '../../src/shop/fulfilment/csv-lines'
import { decodeShiftJis, encodeShiftJis } from '../../src/shop/fulfilment/shift-jis'

import { staffPage } from './admin'
import { createTestMember, signInAs } from './members'
import { orderNow } from './orders-by-api'
import { expectAccessible, test } from './support'

const SUPPORT = { email: 'support@example.jp', password: 'support-pass-2026' }
const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }

/** A Yamato tracking number of this test's own: eleven digits and their check digit (the eleven modulo 7). */
function trackingNumber(): string {
  const eleven = String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999))
  return `${eleven}${Number(eleven) % 7}`
}

async function memberOrder(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin
  const added = await page.request.post('/api/cart/', {
    headers: { origin },
    data: { productCode: 'liftage-lotion', cycleType: '0', quantity: 1 },
  })
  expect(added.status(), await added.text()).toBe(200)
  return orderNow(page.request, origin)
}

test('support exports the B2 file, imports the result with a bad line, and the customer gets the tracking link', async ({
  page,
  browser,
  request,
}) => {
  const member = await createTestMember(request)
  await signInAs(page, member)
  const orders = [await memberOrder(page), await memberOrder(page)]

  const staff = await staffPage(browser, SUPPORT)
  await staff.goto('/admin/shipping/')
  await expect(staff.getByRole('heading', { level: 1, name: '出荷管理' })).toBeVisible()
  await expectAccessible(staff)
  await staff.getByLabel('B2クラウド取込用（Shift_JIS）').check()
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: '送り状データを出力' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^shipping-\d{8}-b2\.csv$/)
  const bytes = readFileSync((await download.path())!)
  // Shift_JIS, not UTF-8: B2's first column name in its own bytes.
  expect(bytes.subarray(0, 16)).toEqual(Buffer.from(encodeShiftJis('"お客様管理番号"').bytes))
  const records = parseCsv(decodeShiftJis(bytes))
  expect(records[0]!.cells).toEqual([...B2_COLUMNS])
  for (const number of orders) {
    const row = records.find((r) => r.cells[B2_INDEX['お客様管理番号']] === number)
    expect(row, `${number} in the file`).toBeTruthy()
    expect(row!.cells[B2_INDEX['送り状種類']]).toBe('2') // cash on delivery: コレクト
    expect(row!.cells[B2_INDEX['お届け先名']]).toBe('森野 試験')
    expect(row!.cells[B2_INDEX['お届け先名(ｶﾅ)']]).toBe('ﾓﾘﾉ ｼｹﾝ')
    expect(Number(row!.cells[B2_INDEX['ｺﾚｸﾄ代金引換額（税込)']])).toBeGreaterThan(0)
  }

  // The carrier's answer: both parcels, and a line whose tracking number was mistyped.
  const [first, second] = [trackingNumber(), trackingNumber()]
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date())
  const result = Buffer.from(
    encodeShiftJis(
      csvText([
        ['注文番号', '送り状番号', '出荷日'],
        [orders[0]!, first, today.replace(/-/g, '/')],
        [orders[1]!, second, today.replace(/-/g, '/')],
        [orders[1]!, '1234-5678-9010', today.replace(/-/g, '/')],
      ]),
    ).bytes,
  )
  const importFile = async () => {
    await staff.goto('/admin/shipping/')
    await staff
      .getByLabel('出荷実績ファイル')
      .setInputFiles({ name: 'result.csv', mimeType: 'text/csv', buffer: result })
    await staff.getByRole('button', { name: '取り込む' }).click()
    await expect(staff).toHaveURL(/\/admin\/shipping\/\?batch=\d+$/)
  }
  await importFile()
  await expect(staff.getByRole('status').first()).toHaveText(
    '3行を読み、2件を出荷済みにしました。変更なし 0件、エラー 1件。',
  )
  const problem = staff.getByRole('row').filter({ hasText: '4行目' })
  await expect(problem).toContainText(orders[1]!)
  await expect(problem).toContainText('送り状番号「1234-5678-9010」が正しくありません')
  await expectAccessible(staff)

  await importFile()
  await expect(staff.getByRole('status').first()).toHaveText(
    '3行を読み、0件を出荷済みにしました。変更なし 2件、エラー 1件。',
  )

  // The customer's mail, read as a shopper reads it.
  const mailbox = await page.context().newPage()
  await mailbox.goto('/sandbox/mailbox/')
  const mail = mailbox
    .getByRole('article')
    .filter({ hasText: `宛先: ${member.email}` })
    .filter({ hasText: `ご注文の商品を発送しました（ご注文番号 ${orders[0]}）` })
  await expect(mail).toHaveCount(1)
  await expect(mail).toContainText(CARRIER.trackingUrl(first))
  await mailbox.close()

  await page.goto(`/mypage/order-history/${orders[0]}/`)
  await expect(page.getByText(`${first.slice(0, 4)}-${first.slice(4, 8)}-${first.slice(8)}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'ヤマト運輸のサイトで配送状況を確認する' })).toHaveAttribute(
    'href',
    CARRIER.trackingUrl(first),
  )
  await expectAccessible(page)
})

test('an editor cannot open 出荷管理 nor export', async ({ browser }) => {
  const editor = await staffPage(browser, EDITOR)
  await editor.goto('/admin/shipping/')
  await expect(
    editor.getByRole('alert').filter({ hasText: 'このページを表示する権限がありません。' }),
  ).toBeVisible()
  const origin = new URL(editor.url()).origin
  const refused = await editor.request.post('/cms-api/shipping/export', {
    headers: { origin },
    form: { format: 'b2', shipDate: '' },
  })
  expect(refused.status()).toBe(403)
})
