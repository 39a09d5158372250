/**
 * The checkout steps as the end-to-end tests walk them (shared by the checkout, my-page and receipt specs): adding to
 * the cart through the API, the step buttons and headings, the guest's orderer details, the card fields.
 */
import { expect, type Page } from '@playwright/test'

export async function addToCart(page: Page, productCode: string, cycleType: string, quantity: number) {
  const origin = new URL(page.url()).origin
  const res = await page.request.post('/api/cart/', {
    headers: { origin },
    data: { productCode, cycleType, quantity },
  })
  expect(res.status(), await res.text()).toBe(200)
}

export const next = (page: Page) => page.getByRole('button', { name: '次へ進む' }).click()

export async function expectStep(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

export async function fillGuestOrderer(page: Page, email: string) {
  const form = page.getByRole('main')
  await form.getByLabel('お名前（姓）').fill('森野')
  await form.getByLabel('お名前（名）').fill('花子')
  await form.getByLabel('フリガナ（セイ）').fill('モリノ')
  await form.getByLabel('フリガナ（メイ）').fill('ハナコ')
  await form.getByLabel('郵便番号').fill('1000001')
  await form.getByRole('button', { name: '住所を自動入力' }).click()
  await expect(form.getByLabel('市区郡')).toHaveValue('千代田区')
  await form.getByLabel('番地').fill('1-1')
  await form.getByLabel('電話番号').fill('09012345678')
  await form.getByLabel('メールアドレス', { exact: true }).fill(email)
  await form.getByLabel('メールアドレス（確認用）').fill(email)
}

/** Steps 02–04 with their defaults (to the orderer, no date, no wrapping). */
export async function acceptDefaultsTo05(page: Page) {
  await expectStep(page, '/cart/shopping02/', 'お届け先')
  await page.getByRole('radio', { name: 'ご注文者様と同じ' }).check()
  await next(page)
  await expectStep(page, '/cart/shopping03/', 'お届け日時')
  await next(page)
  await expectStep(page, '/cart/shopping04/', 'ギフト包装')
  await next(page)
  await expectStep(page, '/cart/shopping05/', 'お支払い方法')
}

export async function enterCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /^クレジットカード/ }).check()
  const main = page.getByRole('main')
  await main.getByLabel('カード番号').fill(number)
  await main.getByLabel('有効期限（月）').selectOption('12')
  const years = await main.getByLabel('有効期限（年）').locator('option').allTextContents()
  await main.getByLabel('有効期限（年）').selectOption(years.at(-1)!.trim())
  await main.getByLabel('セキュリティコード').fill('123')
  await main.getByLabel('カード名義').fill('HANAKO MORINO')
}
