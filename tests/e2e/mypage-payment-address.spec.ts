/**
 * My page, a regular course (issue 12, docs/adr/035): a new member orders a regular-delivery product (cash on
 * delivery), then changes the course's delivery address with the one-time password from the sandbox mailbox, and
 * its payment method to a new card through the card company's 3-D Secure challenge. Every page is checked with
 * axe; no request to the shop carries the card number.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { createTestMember, signInAs } from './members'
import { courseByApi } from './orders-by-api'
import { expectAccessible, test } from './support'
import { codeFromMailbox } from './mailbox'

const CHALLENGE_CARD = '4000000000003220'

/** A new member, signed in, with one regular course (sesamin every 2 months, cash on delivery): its number. */
async function memberWithCourse(page: Page, request: APIRequestContext) {
  const member = await createTestMember(request)
  await signInAs(page, member)
  const regularOrderNumber = await courseByApi(page.request, new URL(page.url()).origin)
  return { member, regularOrderNumber }
}

test('the delivery address of a course changes with the one-time password from the mailbox', async ({
  page,
  request,
  context,
}) => {
  const { member, regularOrderNumber } = await memberWithCourse(page, request)
  await page.goto(
    `/mypage/regular-delivery-address-change/?regularOrderNumber=${regularOrderNumber}&regularOrderDetailSequenceNumber=2`,
  )
  await expect(page.getByRole('heading', { level: 1, name: '定期お届け先の変更' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText(regularOrderNumber)
  await expect(main.getByLabel('お名前（姓）')).toHaveValue('森野')
  await expectAccessible(page)

  await main.getByLabel('お名前（姓）').fill('林')
  await main.getByLabel('お名前（名）').fill('美咲')
  await main.getByLabel('フリガナ（セイ）').fill('ハヤシ')
  await main.getByLabel('フリガナ（メイ）').fill('ミサキ')
  await main.getByLabel('郵便番号').fill('')
  await main.getByRole('button', { name: '入力内容を確認する' }).click()
  await expect(main.getByLabel('郵便番号')).toHaveAttribute('aria-invalid', 'true')
  await main.getByLabel('郵便番号').fill('1000001')
  await main.getByRole('button', { name: '住所を自動入力' }).click()
  await expect(main.getByLabel('市区郡')).toHaveValue('千代田区')
  await main.getByLabel('番地').fill('2-3-4')
  await main.getByLabel('電話番号').fill('0612345678')
  await main.getByRole('button', { name: '入力内容を確認する' }).click()

  await expect(page.getByRole('heading', { level: 1, name: '定期お届け先変更の確認' })).toBeVisible()
  await expect(main).toContainText('林 美咲')
  await expect(main).toContainText('2-3-4')
  await expectAccessible(page)
  await main.getByRole('button', { name: '確認コードを送信する' }).click()

  await expect(page.getByRole('heading', { level: 1, name: '確認コードの入力' })).toBeVisible()
  await expectAccessible(page)
  const code = await codeFromMailbox(context, member.email, '定期お届け先の変更')
  await main.getByRole('textbox', { name: /^確認コード/ }).fill(code)
  await main.getByRole('button', { name: '確認してお届け先を変更する' }).click()

  await expect(page.getByRole('heading', { level: 1, name: '定期お届け先の変更完了' })).toBeVisible()
  await expect(main).toContainText('第2回のお届けから新しいお届け先にお送りします')
  await expectAccessible(page)

  // The form now starts from the new destination.
  await page.goto(
    `/mypage/regular-delivery-address-change/?regularOrderNumber=${regularOrderNumber}&regularOrderDetailSequenceNumber=2`,
  )
  await expect(main.getByLabel('お名前（姓）')).toHaveValue('林')
  await expect(main.getByLabel('番地')).toHaveValue('2-3-4')
})

test('the payment method of a course changes to a new card through a 3-D Secure challenge', async ({
  page,
  request,
}) => {
  const leaks: string[] = []
  page.on('request', (r) => {
    if (
      new URL(r.url()).hostname === 'localhost' &&
      `${r.url()}${r.postData() ?? ''}`.includes(CHALLENGE_CARD)
    )
      leaks.push(r.url())
  })
  const { regularOrderNumber } = await memberWithCourse(page, request)
  await page.goto(`/mypage/payment-method-change/?regularOrderNumber=${regularOrderNumber}`)
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('現在のお支払い方法：代金引換')
  await expect(main).toContainText(
    '通常のご注文（定期コース以外）のお支払い方法は、マイページからは変更できません',
  )
  await expectAccessible(page)

  await page.getByRole('radio', { name: /^クレジットカード/ }).check()
  await main.getByLabel('カード番号').fill(CHALLENGE_CARD)
  await main.getByLabel('有効期限（月）').selectOption('12')
  const years = await main.getByLabel('有効期限（年）').locator('option').allTextContents()
  await main.getByLabel('有効期限（年）').selectOption(years.at(-1)!.trim())
  await main.getByLabel('セキュリティコード').fill('123')
  await main.getByLabel('カード名義').fill('MISAKI HAYASHI')
  await expectAccessible(page)
  await main.getByRole('button', { name: '変更内容を確認する' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法変更の確認' })).toBeVisible()
  await expect(main).toContainText('末尾3220')
  await expect(main).not.toContainText(CHALLENGE_CARD)
  await expectAccessible(page)
  await main.getByRole('button', { name: 'この内容で変更する' }).click()

  // The card sandbox's ACS page (its own origin): the sandbox's one-time code is 1234.
  await expect(page.getByRole('heading', { level: 1, name: 'ご本人確認' })).toBeVisible()
  await page.getByLabel('ワンタイムパスワード').fill('1234')
  await page.getByRole('button', { name: '認証する' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更完了' })).toBeVisible()
  await expect(main).toContainText('お支払い方法を「クレジットカード」に変更しました')
  await expectAccessible(page)

  await page.goto(`/mypage/payment-method-change/?regularOrderNumber=${regularOrderNumber}`)
  await expect(main).toContainText('現在のお支払い方法：クレジットカード（VISA 末尾3220）')
  expect(leaks).toEqual([])
})

test("another member's course number is not found", async ({ page, request, browser }) => {
  const { regularOrderNumber } = await memberWithCourse(page, request)
  const other = await browser.newContext({ locale: 'ja-JP' })
  const otherPage = await other.newPage()
  await memberWithCourse(otherPage, other.request)
  const res = await otherPage.goto(`/mypage/payment-method-change/?regularOrderNumber=${regularOrderNumber}`)
  expect(res?.status()).toBe(404)
  await other.close()
})
