import { expect } from '@playwright/test'

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
