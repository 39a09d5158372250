/**
 * No dead internal link (issue 14, build item 2; docs/adr/041-link-walk.md). A breadth-first walk over the
 * storefront's own HTML from the top page, the HTML sitemap and every seeded CMS page, column and information
 * item (read from content/, the seed's source), so the header, the footer, the FAQ answers and every text the CMS
 * holds are crawled; the menu modal (rendered only when opened) in a real browser, for a guest and for a member;
 * and the links the confirm page's texts carry, from the rule that writes them. Every link must answer 200
 * without following redirects, or redirect to the login page (member pages), or redirect deliberately to a page
 * of the shop that answers 200 within three hops. Failures are listed all at once: "page → link → status".
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { buildConfirmation, type ConfirmLine } from '../../src/shop/checkout/confirmation'
import { checkoutBill } from '../../src/shop/checkout/fees'
import { ORDER_PAYMENT_METHODS } from '../../src/shop/payments/payment-methods'
import { CLUB_MENU_LINKS } from '../../src/ui/layout/club/club-menu'

import { test } from './support'

/** The demo member of the seed (README, Demo logins). */
const MEMBER = { email: 'member@example.jp', password: 'member-pass-2026' }

/** Not pages: the framework's assets, the APIs, the CMS and its admin. */
const NOT_PAGES = /^\/(_next|api|cms-api|admin)(\/|$)/
/** Pages checked as links but not walked into: checkout steps, the sandbox and benchmark pages. */
const NOT_WALKED = /^\/(cart\/(shopping|app-payment|tds-)|sandbox|bench|preview)/
/** Query keys whose value only says where to come back to: one visit per page and key is enough. */
const VALUE_FREE_KEYS = new Set(['from'])
/** How many links deep from the start pages the walk parses pages (every link found is still checked). */
const MAX_DEPTH = 4
const CONCURRENCY = 4

const frontMatter = (file: string, key: string): string | undefined =>
  new RegExp(`^${key}:\\s*"?([^"\\n]*)"?\\s*$`, 'm').exec(readFileSync(file, 'utf8'))?.[1]

/** Every page, column and information item with a page of its own that the seed loads (scripts/seed.ts). */
function seededDocumentPaths(): string[] {
  const dir = (name: string) => join(process.cwd(), 'content', name)
  const md = (name: string) =>
    readdirSync(dir(name))
      .filter((f) => f.endsWith('.md'))
      .map((f) => join(dir(name), f))
  const paths: string[] = []
  for (const file of md('pages')) paths.push(`/${frontMatter(file, 'path')}/`.replace(/^\/\/$/, '/'))
  for (const file of md('columns')) paths.push(`/column/${frontMatter(file, 'number')}/`)
  for (const file of md('information')) {
    if (frontMatter(file, 'hasDetail') !== 'false')
      paths.push(`/information/${encodeURIComponent(frontMatter(file, 'code')!)}/`)
  }
  // The demo campaigns' landing pages (the seed runs them from the seed day; the yearly ones for its year in Japan).
  const year = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear()
  const campaigns = JSON.parse(readFileSync(dir('campaigns.json'), 'utf8')) as {
    kind: string
    promotionId: string
  }[]
  for (const c of campaigns)
    paths.push(
      c.kind === 'birthday' || c.kind === 'continuation'
        ? `/campaign/${c.kind}/${year}/introduction/`
        : `/campaign/${c.kind}/?promotionId=${encodeURIComponent(c.promotionId)}`,
    )
  return paths
}

/** Every site-relative link written in the seeded content: Markdown links, information links and JSON hrefs. */
function seededContentLinks(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    )
  const links: string[] = []
  for (const file of files(join(process.cwd(), 'content')).filter((f) => /\.(md|json)$/.test(f))) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/\]\((\/[^)\s]*)\)|^link:\s*"(\/[^"]*)"|"href":\s*"(\/[^"]*)"/gm))
      links.push((m[1] ?? m[2] ?? m[3])!)
  }
  return links
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' }
const decodeEntities = (s: string) => s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ENTITIES[e]!)

/** The href of every <a> in the HTML, resolved against the page it is on. */
function anchorHrefs(html: string, pageUrl: string): string[] {
  const hrefs: string[] = []
  for (const m of html.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)')/gi)) {
    const raw = decodeEntities((m[1] ?? m[2] ?? '').trim())
    if (!raw || raw.startsWith('#') || /^(tel|mailto|javascript|data):/i.test(raw)) continue
    hrefs.push(new URL(raw, pageUrl).toString())
  }
  return hrefs
}

/**
 * The shop's own link as path + query (no fragment), or null for other hosts and non-pages. The keys it
 * counts as seen: the path, and path?key=value per query pair, so filter combinations are not multiplied out.
 */
function internal(href: string, origin: string): { target: string; keys: string[] } | null {
  const url = new URL(href)
  if (url.origin !== origin) return null
  if (NOT_PAGES.test(url.pathname)) return null
  const pairs = [...url.searchParams.entries()].map(([k, v]) =>
    VALUE_FREE_KEYS.has(k) ? `${k}=*` : `${k}=${v}`,
  )
  return {
    target: url.pathname + url.search,
    keys: pairs.length ? pairs.map((p) => `${url.pathname}?${p}`) : [url.pathname],
  }
}

type Outcome = { ok: boolean; status: string; html?: string }

/** The link's answer, redirects not followed: 200; a redirect to the login page; or one ending in 200. */
async function check(
  request: APIRequestContext,
  origin: string,
  target: string,
  { loginIsFine = true } = {},
): Promise<Outcome> {
  let url = new URL(target, origin)
  const chain: string[] = []
  for (let hop = 0; hop <= 3; hop++) {
    const res = await request.get(url.toString(), { maxRedirects: 0, failOnStatusCode: false })
    const status = res.status()
    if (status === 200) {
      const html = (res.headers()['content-type'] ?? '').includes('text/html') ? await res.text() : undefined
      return { ok: true, status: [...chain, '200'].join(' → '), ...(hop === 0 && html ? { html } : {}) }
    }
    const location = res.headers()['location']
    if (status < 300 || status >= 400 || !location)
      return { ok: false, status: [...chain, String(status)].join(' → ') }
    const next = new URL(location, url)
    chain.push(`${status} ${next.pathname}${next.search}`)
    if (next.origin !== origin) return { ok: false, status: `${chain.join(' → ')} (another site)` }
    if (next.pathname === '/login/') return { ok: loginIsFine, status: chain.join(' → ') }
    url = next
  }
  return { ok: false, status: `${chain.join(' → ')} (more than 3 redirects)` }
}

type Failure = { page: string; link: string; status: string }
const report = (failures: Failure[]) =>
  [...new Set(failures.map((f) => `${f.page} → ${f.link} → ${f.status}`))].sort().join('\n')

/** Checks links found on pages (each once), returning the failures with the pages that carry them. */
async function checkAll(request: APIRequestContext, origin: string, found: { page: string; href: string }[]) {
  const failures: Failure[] = []
  const done = new Map<string, Promise<Outcome>>()
  await Promise.all(
    found.map(async ({ page, href }) => {
      const link = internal(href, origin)
      if (!link) return
      if (!done.has(link.target)) done.set(link.target, check(request, origin, link.target))
      const outcome = await done.get(link.target)!
      if (!outcome.ok) failures.push({ page, link: link.target, status: outcome.status })
    }),
  )
  return failures
}

test('every internal link reachable from the top, the sitemap and every CMS document answers 200', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL!).origin
  const seeds = ['/', '/sitemap/', ...seededDocumentPaths()]

  const seen = new Set<string>()
  /** Links to check, with the first page found carrying each (the others are listed by count). */
  const carriers = new Map<string, { first: string; more: number; depth: number }>()
  const queue: { target: string; depth: number }[] = []
  const enqueue = (href: string, from: string, depth: number) => {
    const link = internal(href, origin)
    if (!link) return
    const known = carriers.get(link.target)
    if (known) {
      known.more++
      return
    }
    // A target whose path and query pairs were all seen before adds nothing (filters are not multiplied out).
    if (link.keys.every((k) => seen.has(k))) return
    for (const k of link.keys) seen.add(k)
    carriers.set(link.target, { first: from, more: 0, depth })
    queue.push({ target: link.target, depth })
  }
  for (const s of seeds) enqueue(new URL(s, origin).toString(), '(start)', 0)

  const failures: Failure[] = []
  let parsed = 0
  const visit = async ({ target, depth }: { target: string; depth: number }) => {
    const outcome = await check(request, origin, target)
    const carrier = carriers.get(target)!
    if (!outcome.ok) {
      failures.push({ page: carrier.first, link: target, status: outcome.status })
      return
    }
    if (!outcome.html || depth >= MAX_DEPTH || NOT_WALKED.test(new URL(target, origin).pathname)) return
    parsed++
    for (const href of anchorHrefs(outcome.html, new URL(target, origin).toString()))
      enqueue(href, target, depth + 1)
  }
  // Breadth first, a few requests at a time.
  while (queue.length) {
    const batch = queue.splice(0, CONCURRENCY * 4)
    for (let i = 0; i < batch.length; i += CONCURRENCY)
      await Promise.all(batch.slice(i, i + CONCURRENCY).map(visit))
  }
  // Failures were recorded when first met; the pages found later carrying them are counted in.
  for (const f of failures) {
    const c = carriers.get(f.link)!
    f.page = c.more ? `${c.first} (and ${c.more} more)` : c.first
  }

  // The walk really covered the shop: every seeded document, the footer's legal pages and the catalogue.
  // …and met every link the seeded content holds (so the CMS texts were really read, FAQ answers included).
  const missed = seededContentLinks().filter((href) => {
    const link = internal(new URL(href, origin).toString(), origin)
    return link !== null && !link.keys.every((k) => seen.has(k))
  })
  expect(missed, 'links in content/ the walk never met').toEqual([])
  expect(parsed).toBeGreaterThan(seeds.length)
  for (const path of ['/about/', '/company/', '/privacy/', '/supplement/', '/beautycare/', '/brands/'])
    expect(carriers.has(path), `${path} was walked`).toBe(true)
  expect(report(failures), `${failures.length} dead links`).toBe('')
})

const memberNav = (page: Page) => page.getByRole('navigation', { name: '会員・カート' })

/** Opens the header's menu on the page and returns the links it shows, once the one named is there. */
async function menuLinks(
  page: Page,
  path: string,
  oneOfThem: string,
): Promise<{ page: string; href: string }[]> {
  await page.goto(path)
  await memberNav(page).getByRole('button', { name: 'メニュー' }).click()
  const dialog = page.getByRole('dialog', { name: 'メニュー' })
  await expect(dialog.getByRole('link', { name: oneOfThem })).toBeVisible()
  const hrefs = await dialog
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  expect(hrefs.length).toBeGreaterThan(4)
  return hrefs.map((href) => ({ page: `メニュー（${path}）`, href }))
}

test('every link of the menu modal answers 200, for a guest and for a member', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const guest = await menuLinks(page, '/about/', 'ログインしてマイページへ')
  const club = CLUB_MENU_LINKS.map((l) => ({
    page: 'クラブメニュー',
    href: new URL(l.href, origin).toString(),
  }))
  const failures = await checkAll(page.request, origin, [...guest, ...club])

  await page.goto('/login/?from=/about/')
  await page.getByLabel('メールアドレス').fill(MEMBER.email)
  await page.getByLabel('パスワード', { exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(memberNav(page).getByRole('link', { name: 'マイページ' })).toBeVisible()
  const member = await menuLinks(page, '/company/', 'ご注文の確認・変更')
  // page.request carries the member's session: the member's pages must open for them, not send them to log in.
  for (const { page: from, href } of member) {
    const link = internal(href, origin)
    if (!link) continue
    const outcome = await check(page.request, origin, link.target, { loginIsFine: false })
    if (!outcome.ok) failures.push({ page: `${from}（会員）`, link: link.target, status: outcome.status })
  }
  expect(report(failures), `${failures.length} dead links`).toBe('')
})

test('the links the confirm page’s texts carry answer 200 or ask a guest to log in', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const oneTime: ConfirmLine = {
    productName: 'リフタージュ ローション',
    taxClass: 'standard',
    cycleType: '0',
    unitPrice: 3000,
    quantity: 1,
  }
  const regular: ConfirmLine = {
    productName: 'セサミンEX',
    taxClass: 'food',
    cycleType: '2',
    unitPrice: 5000,
    quantity: 1,
  }
  const found: { page: string; href: string }[] = []
  for (const lines of [[oneTime], [regular, oneTime]])
    for (const paymentMethod of ORDER_PAYMENT_METHODS)
      for (const hasAccount of [true, false]) {
        const c = buildConfirmation({
          lines,
          bill: checkoutBill(lines, { paymentMethod, pointsUsed: 0 }),
          orderDate: '2026-11-23',
          paymentMethod,
          delivery: { option: '1', time: '0' },
          gift: null,
          pointsToEarn: 100,
          hasAccount,
        })
        const sections = [...c.sections, ...Object.values(c.legalItems), c.returnPolicy, c.points]
        for (const s of sections)
          for (const l of s.links ?? [])
            found.push({ page: `ご注文内容の確認「${s.heading}」`, href: new URL(l.href, origin).toString() })
      }
  expect(found.map((f) => new URL(f.href).pathname)).toContain('/inquiry/contact/')
  const failures = await checkAll(request, origin, found)
  expect(report(failures), `${failures.length} dead links`).toBe('')
})
