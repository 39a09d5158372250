/**
 * Browser security headers on the pages issue 10 names (docs/adr/021-security-headers-and-client-address.md):
 * the storefront's nonce CSP (a fresh nonce per answer, cached pages too, and the page's scripts still run),
 * the admin's own policy, and the headers every answer carries. CSP violations during these and every other
 * flow fail the test through support.ts's `test`.
 */
import { expect, type APIResponse, type Page, type Response } from '@playwright/test'

import { openFromAdminList, openLivePreview, signInToAdmin } from './admin'
import { createTestMember } from './members'
import { test } from './support'

const PRODUCT = '/supplement/sesamin-ex/'

type Headers = Record<string, string>

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name)

function expectCommonHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
  // The e2e server's SITE_URL is http: no HSTS (it would pin localhost to https).
  expect(headers['strict-transport-security']).toBeUndefined()
}

/** The storefront's policy; returns its nonce. */
function expectStorefrontPolicy(headers: Headers): string {
  expectCommonHeaders(headers)
  expect(headers['x-frame-options']).toBe('DENY')
  const policy = headers['content-security-policy'] ?? ''
  const nonce = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(directive(policy, 'script-src') ?? '')?.[1]
  expect(nonce, policy).toBeTruthy()
  expect(directive(policy, 'script-src')).toContain("'strict-dynamic'")
  expect(directive(policy, 'script-src')).not.toContain('unsafe-inline')
  expect(directive(policy, 'object-src')).toBe("object-src 'none'")
  expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  return nonce!
}

/** Every script the HTML would run carries the answer's nonce (JSON-LD is data, not a script). */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
  expect(executable.length).toBeGreaterThan(0)
  for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
}

/** Next's client ran: the page's scripts were allowed and hydrated it. */
async function expectScriptsRan(page: Page) {
  await page.waitForFunction(() =>
    Boolean((window as unknown as { next?: { version?: string } }).next?.version),
  )
}

async function load(page: Page, path: string): Promise<{ response: Response; nonce: string }> {
  const response = (await page.goto(path))!
  expect(response.status(), path).toBe(200)
  const nonce = expectStorefrontPolicy(await response.allHeaders())
  expectScriptsCarry(await response.text(), nonce)
  await expectScriptsRan(page)
  return { response, nonce }
}

test('the top, a product page, the cart and the login page run under the storefront CSP', async ({
  page,
}) => {
  for (const path of ['/', PRODUCT, '/cart/', '/login/']) await load(page, path)
})

test('a cached page gets a fresh nonce on every answer, and its scripts run each time', async ({ page }) => {
  const first = await load(page, PRODUCT)
  const second = await load(page, PRODUCT)
  expect((await second.response.allHeaders())['x-nextjs-cache']).toBe('HIT')
  expect(second.nonce).not.toBe(first.nonce)
})

test('compressed answers carry the replaced nonce too', async ({ request }) => {
  const response: APIResponse = await request.get(PRODUCT, { headers: { 'accept-encoding': 'gzip, br' } })
  const headers = response.headers()
  expect(['br', 'gzip']).toContain(headers['content-encoding'])
  expectScriptsCarry(await response.text(), expectStorefrontPolicy(headers))
})

test('my page, signed in, runs under the storefront CSP', async ({ page }) => {
  const member = await createTestMember(page.request)
  await page.goto('/login/?from=/mypage/')
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/mypage\/$/)
  await load(page, '/mypage/')
})

test('the admin has its own policy, and signing in and moving around in it reports no violation', async ({
  page,
}) => {
  const response = (await page.goto('/admin/login/'))!
  const headers = await response.allHeaders()
  expectCommonHeaders(headers)
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  const policy = headers['content-security-policy'] ?? ''
  expect(directive(policy, 'script-src')).toMatch(/'nonce-[^']+' 'strict-dynamic'/)
  expect(directive(policy, 'object-src')).toBe("object-src 'none'")
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")

  await signInToAdmin(page)
  await openFromAdminList(
    page,
    '/admin/collections/products/',
    page.locator('table tbody tr a').first(),
    /\/admin\/collections\/products\/\d+\/?$/,
  )
  await expect(page.locator('form').first()).toBeVisible()

  // Live preview frames the storefront page (draft mode: frame-ancestors 'self'), and the page runs there.
  await openFromAdminList(
    page,
    '/admin/collections/columns/',
    page.locator('table tbody tr a').first(),
    /\/admin\/collections\/columns\/\d+\/?$/,
  )
  const preview = await openLivePreview(page)
  await expect(preview.getByRole('main')).toBeVisible()
  await expect(preview.getByRole('navigation', { name: '会員・カート' })).toBeVisible()
})

test("the card sandbox page's own scripts run with the request's nonce and tokenise a card", async ({
  page,
}) => {
  const response = (await page.goto('/sandbox/payments/'))!
  const nonce = expectStorefrontPolicy(await response.allHeaders())
  expectScriptsCarry(await response.text(), nonce)
  await page.getByRole('button', { name: 'トークンを取得' }).click()
  await expect(page.locator('#result')).toContainText('トークン: ')
})

test('JSON answers get the strict policy and cannot be framed', async ({ request }) => {
  for (const path of ['/api/common/', '/cms-api/information?limit=1']) {
    const headers = (await request.get(path)).headers()
    expectCommonHeaders(headers)
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
  }
})
