/**
 * Issue 29 §3's daily lists: 保留中のお届け opens for support (and not for an editor), and a course's deliveries in
 * the admin name their orders as links — the order number, never 「<No 注文>」 (docs/adr/070).
 */
import { expect } from '@playwright/test'

import { staffPage } from './admin'
import { expectAccessible, test } from './support'

const SUPPORT = { email: 'support@example.jp', password: 'support-pass-2026' }
const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }

test('support opens 保留中のお届け; an editor is refused', async ({ browser }) => {
  const support = await staffPage(browser, SUPPORT)
  await support.goto('/admin/held-deliveries/')
  await expect(support.getByRole('heading', { level: 1, name: '保留中のお届け' })).toBeVisible()
  await expect(support.getByRole('status').first()).toHaveText(/件|ありません/)
  await expectAccessible(support)
  const editor = await staffPage(browser, EDITOR)
  await editor.goto('/admin/held-deliveries/')
  await expect(
    editor.getByRole('alert').filter({ hasText: 'このページを表示する権限がありません。' }),
  ).toBeVisible()
})

test("a course's deliveries show their orders as links", async ({ browser }) => {
  const support = await staffPage(browser, SUPPORT)
  const origin = new URL(support.url()).origin
  const res = await support.request.get(
    '/cms-api/regular-deliveries?where[order][exists]=true&limit=1&depth=0&sort=-createdAt',
    { headers: { origin } },
  )
  expect(res.status()).toBe(200)
  const [delivery] = ((await res.json()) as { docs: { course: number; order: number }[] }).docs
  expect(delivery, 'a seeded delivery with its order').toBeTruthy()
  const order = await support.request.get(`/cms-api/orders/${delivery!.order}?depth=0`, {
    headers: { origin },
  })
  const { orderNumber } = (await order.json()) as { orderNumber: string }

  await support.goto(`/admin/collections/regular-courses/${delivery!.course}`)
  const link = support.getByRole('link', { name: orderNumber, exact: true })
  await link.scrollIntoViewIfNeeded()
  await expect(link).toHaveAttribute('href', `/admin/collections/orders/${delivery!.order}`)
  await expect(support.getByText('<No 注文>')).toHaveCount(0)
})
