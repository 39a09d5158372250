/**
 * First-load JavaScript of the storefront's pages (docs/adr/037-javascript-budget.md), shared by the budget test
 * (tests/e2e/js-budget.spec.ts), `npm run bench` (printFirstLoadJs) and scripts/first-load-js.ts.
 *
 * What counts: the scripts a modern browser downloads when it loads the page with an empty cache, i.e. every
 * same-origin `<script src>` of the page's HTML WITHOUT the `nomodule` attribute (Next's legacy polyfills carry
 * `noModule`, which modern browsers skip), plus every same-origin `<link rel="preload"|"modulepreload"
 * as="script">` (fetched at once too), and every chunk the page queues until it has painted
 * (src/server/script-deferral.ts, docs/adr/052: downloaded with the page all the same), each counted once. Each
 * script's size is its gzip at level 9, the way it crosses the network; the page's figure is their sum. kB here is
 * 1,024 bytes.
 */
import { gzipSync } from 'node:zlib'

import { queuedChunkUrls } from '../../src/server/script-deferral'

/** The budget per page (issue 13): 150 kB gzip. */
export const FIRST_LOAD_JS_BUDGET_KB = 150
export const FIRST_LOAD_JS_BUDGET_BYTES = FIRST_LOAD_JS_BUDGET_KB * 1024

/** A real seeded product (content/ seed): the product page of the budget. */
export const BUDGET_PRODUCT_PATH = '/supplement/sesamin-ex/'
/** The line put in the cart before the pages that need one (the cart with a line, and the checkout). */
export const BUDGET_CART_LINE = { productCode: 'sesamin-ex', cycleType: '0', quantity: 1 } as const

export interface BudgetPage {
  /** What the figure is printed as. */
  label: string
  path: string
  /** Measured after a line was put in the cart (the checkout entry sends an empty cart back to /cart/). */
  withCartLine: boolean
}

/**
 * The pages the budget holds (issue 13 build item 1): top, list, product, a campaign landing page (issue 15), cart
 * (empty and with a line), checkout.
 */
export const BUDGET_PAGES: readonly BudgetPage[] = [
  { label: 'top', path: '/', withCartLine: false },
  { label: 'list', path: '/supplement/', withCartLine: false },
  { label: 'product', path: BUDGET_PRODUCT_PATH, withCartLine: false },
  { label: 'campaign', path: '/campaign/shopping/?promotionId=winter-rest-2026', withCartLine: false },
  { label: 'cart (empty)', path: '/cart/', withCartLine: false },
  { label: 'cart (1 line)', path: '/cart/', withCartLine: true },
  { label: 'checkout entry', path: '/cart/shopping/', withCartLine: true },
  ...['01', '02', '03', '04', '05', '06'].map((n) => ({
    label: `checkout step ${n}`,
    path: `/cart/shopping${n}/`,
    withCartLine: true,
  })),
  { label: 'checkout confirm', path: '/cart/shopping/confirm/', withCartLine: true },
]

/** How the measurement talks to the server: the test's request fixture, or fetch with a cookie jar. */
export interface PageClient {
  /** GET without following redirects (a redirect would measure another page). */
  get(path: string): Promise<{ status: number; body: Buffer }>
  /** POST JSON from the shop's own origin (the API refuses other origins). */
  postJson(path: string, data: unknown): Promise<{ status: number; text: string }>
}

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&') : undefined
}
const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(?=[\\s=>/])`, 'i').test(tag)

/** The page's first-load scripts as absolute URLs, each once: its tags in document order, then its queued chunks. */
export function firstLoadScriptUrls(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl)
  const found: string[] = []
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    let src: string | undefined
    if (/^<script/i.test(tag)) {
      if (hasAttribute(tag, 'nomodule')) continue
      src = attribute(tag, 'src')
    } else {
      const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
      const isScriptPreload =
        rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')
      if (isScriptPreload) src = attribute(tag, 'href')
    }
    if (!src) continue
    const url = new URL(src, page)
    if (url.origin === page.origin) found.push(url.href)
  }
  for (const src of queuedChunkUrls(html)) found.push(new URL(src, page).href)
  return [...new Set(found)]
}

export const gzipBytes = (body: Uint8Array) => gzipSync(body, { level: 9 }).length

export interface ScriptFigure {
  /** Path and query on the shop's origin. */
  src: string
  gzipBytes: number
}

export interface PageFigure extends BudgetPage {
  scripts: ScriptFigure[]
  totalBytes: number
}

const local = (href: string) => {
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

/** One page's first-load JavaScript. Throws when the page does not answer 200 (a redirect included). */
export async function measurePage(
  client: PageClient,
  baseUrl: string,
  page: BudgetPage,
): Promise<PageFigure> {
  const pageUrl = new URL(page.path, baseUrl).href
  const res = await client.get(page.path)
  if (res.status !== 200) throw new Error(`${page.path}: HTTP ${res.status} (expected 200)`)
  const scripts: ScriptFigure[] = []
  for (const href of firstLoadScriptUrls(res.body.toString('utf8'), pageUrl)) {
    const script = await client.get(local(href))
    if (script.status !== 200) throw new Error(`${local(href)} (of ${page.path}): HTTP ${script.status}`)
    scripts.push({ src: local(href), gzipBytes: gzipBytes(script.body) })
  }
  return { ...page, scripts, totalBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) }
}

/** Puts the budget's line in the cart of the client's cookie jar. */
export async function addBudgetCartLine(client: PageClient): Promise<void> {
  const res = await client.postJson('/api/cart/', BUDGET_CART_LINE)
  if (res.status !== 200) throw new Error(`POST /api/cart/: HTTP ${res.status} ${res.text}`)
}

/**
 * Every budget page, in order: the pages without a cart line first, then one line is put in the cart and the
 * rest measured. The client must keep cookies between calls (the cart is a cookie).
 */
export async function measureBudgetPages(
  client: PageClient,
  baseUrl: string,
  pages: readonly BudgetPage[] = BUDGET_PAGES,
): Promise<PageFigure[]> {
  const figures: PageFigure[] = []
  for (const page of pages.filter((p) => !p.withCartLine))
    figures.push(await measurePage(client, baseUrl, page))
  const withLine = pages.filter((p) => p.withCartLine)
  if (withLine.length) {
    await addBudgetCartLine(client)
    for (const page of withLine) figures.push(await measurePage(client, baseUrl, page))
  }
  return figures
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

export const isWithinBudget = (figure: PageFigure) => figure.totalBytes <= FIRST_LOAD_JS_BUDGET_BYTES

const verdict = (f: PageFigure) => (isWithinBudget(f) ? 'ok' : 'OVER BUDGET')

/** One line per page: label, path, total, script count, and whether it is within the budget. */
export function formatFigures(figures: readonly PageFigure[], { detail = false } = {}): string {
  const lines = [
    `first-load JavaScript, gzip -9 (same-origin <script src> without nomodule, script preloads and queued chunks); ` +
      `target ≤ ${FIRST_LOAD_JS_BUDGET_KB} kB per page`,
  ]
  for (const f of figures) {
    lines.push(
      `  ${f.label.padEnd(18)} ${f.path.padEnd(26)} ${kB(f.totalBytes).padStart(9)}  ` +
        `${String(f.scripts.length).padStart(2)} scripts  ${verdict(f)}`,
    )
    if (detail)
      for (const s of [...f.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
        lines.push(`      ${kB(s.gzipBytes).padStart(9)}  ${s.src}`)
  }
  return lines.join('\n')
}

/** A PageClient on fetch, with its own cookie jar (the cart cookie). */
export function fetchPageClient(baseUrl: string): PageClient {
  const origin = new URL(baseUrl).origin
  const jar = new Map<string, string>()
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
  }
  return {
    async get(path) {
      const res = await fetch(new URL(path, baseUrl), {
        redirect: 'manual',
        headers: { cookie: cookieHeader() },
      })
      keep(res)
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
    },
    async postJson(path, data) {
      const res = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), origin, 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      keep(res)
      return { status: res.status, text: await res.text() }
    },
  }
}

/**
 * For `npm run bench`: measures every budget page on the running server at `baseUrl` and prints the figures
 * next to the target. Returns whether every page is within the budget.
 */
export async function printFirstLoadJs(baseUrl: string, { detail = false } = {}): Promise<boolean> {
  const figures = await measureBudgetPages(fetchPageClient(baseUrl), baseUrl)
  console.log(formatFigures(figures, { detail }))
  return figures.every(isWithinBudget)
}
