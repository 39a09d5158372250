import { expect } from '@playwright/test'

import { DEFAULT_INVOICE_REGISTRATION_NUMBER } from '../../src/shop/site/invoice-number'
import { codFeeRangeText, paymentMethodsText, PHONE_LINES } from '../../src/shop/site/shop-facts'
import { telHref } from '../../src/ui/layout/footer/footer-content'

import { test } from './support'

/** One page of each kind the shop has (each layout, the checkout, forms, the not-found page). */
const PAGES = [
  '/',
  '/supplement/',
  '/supplement/sesamin-ex/',
  '/column/01/',
  '/cart/',
  '/cart/shopping/',
  '/login/',
  '/entry/',
  '/inquiry/contact/',
  '/company/',
  '/api/docs/',
  '/no-such-page-here/',
]

test('every footer links the 特定商取引法 notice and the privacy policy', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: '特定商取引法に基づく表記' }), path).toHaveAttribute(
      'href',
      '/company/#tokushoho',
    )
    await expect(footer.getByRole('link', { name: '個人情報保護方針' }), path).toHaveAttribute(
      'href',
      '/privacy/',
    )
  }
})

test('the 特定商取引法 link lands on its section of 会社概要', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: '特定商取引法に基づく表記' }).click()
  await expect(page).toHaveURL(/\/company\/#tokushoho$/)
  const heading = page.getByRole('heading', { level: 2, name: '特定商取引法に基づく表記' })
  await expect(heading).toHaveAttribute('id', 'tokushoho')
  await expect(heading).toBeInViewport()
})

test('the inquiry and registration forms say what the personal data is for, with the policy a click away', async ({
  page,
}) => {
  for (const [path, purpose] of [
    ['/inquiry/contact/', 'お問い合わせへの回答とその記録のために利用し'],
    ['/entry/', '会員サービスのご提供'],
  ] as const) {
    await page.goto(path)
    const form = page.getByRole('main')
    const notice = form.getByText(/ご入力いただいた個人情報は、/)
    await expect(notice, path).toContainText(purpose)
    await expect(notice.getByRole('link', { name: '個人情報保護方針' }), path).toHaveAttribute(
      'href',
      '/privacy/',
    )
  }
})

test('会社概要 and the footer state the facts of shop-facts, with no placeholder left (ADR 043)', async ({
  page,
}) => {
  await page.goto('/company/')
  const main = page.getByRole('main')
  await expect(main).toContainText(DEFAULT_INVOICE_REGISTRATION_NUMBER)
  for (const line of [PHONE_LINES.customerCenter, PHONE_LINES.productInquiry]) {
    await expect(main.getByRole('row').filter({ hasText: `電話番号（${line.label}）` })).toContainText(
      `${line.number}（受付時間 ${line.hours}）`,
    )
  }
  await expect(main).toContainText(`代金引換手数料：お支払い金額に応じて${codFeeRangeText()}（税込）`)
  await expect(main).toContainText(paymentMethodsText())
  await expect(main).not.toContainText('{{')
  await expect(main).not.toContainText('<br>')
  const footer = page.getByRole('contentinfo')
  for (const line of [PHONE_LINES.customerCenter, PHONE_LINES.productInquiry]) {
    await expect(footer.getByRole('link', { name: line.number })).toHaveAttribute(
      'href',
      telHref(line.number),
    )
    await expect(footer).toContainText(`受付 ${line.hours}`)
  }
  await expect(footer).toContainText(paymentMethodsText())
})

test('FAQ answers state the COD fee table of the fee module', async ({ page }) => {
  await page.goto('/faq_inquiry/')
  const main = page.getByRole('main')
  await expect(main).toContainText(
    `${PHONE_LINES.productInquiry.number}（${PHONE_LINES.productInquiry.hours}）`,
  )
  await expect(main).toContainText('100,000円以上300,000円未満')
  await expect(main).toContainText(`お支払い金額に応じて${codFeeRangeText()}（税込）`)
  await expect(main).not.toContainText('{{')
})
