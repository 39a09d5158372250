/**
 * The JavaScript budget (issue 13, docs/adr/037-javascript-budget.md): each storefront page a shopper lands on
 * or buys through loads at most 150 kB of JavaScript, gzip, on the production build this suite runs against.
 *
 * Counted: the scripts a modern browser downloads with the page, i.e. every same-origin `<script src>` of the
 * page's HTML without the `noModule` attribute (legacy polyfills, which modern browsers skip), plus same-origin
 * script preloads; each script gzipped at level 9. The measuring code is shared with `npm run bench` and
 * scripts/first-load-js.ts (scripts/lib/first-load-js.ts). A page over budget fails with every page's figures.
 */
import { expect, type APIRequestContext } from '@playwright/test'

import {
  BUDGET_PAGES,
  formatFigures,
  isWithinBudget,
  measureBudgetPages,
  type PageClient,
} from '../../scripts/lib/first-load-js'

import { test } from './support'

/** The test's request fixture as the measurement's client: its own cookie jar, so the cart line stays. */
function requestClient(request: APIRequestContext, origin: string): PageClient {
  return {
    async get(path) {
      const res = await request.get(path, { maxRedirects: 0 })
      return { status: res.status(), body: await res.body() }
    },
    async postJson(path, data) {
      const res = await request.post(path, { headers: { origin }, data })
      return { status: res.status(), text: await res.text() }
    },
  }
}

test('first-load JavaScript stays within 150 kB gzip on the top, list, product, campaign, cart and checkout pages', async ({
  request,
  baseURL,
}) => {
  const base = baseURL ?? 'http://localhost:3100'
  const figures = await measureBudgetPages(requestClient(request, new URL(base).origin), base)
  expect(figures.map((f) => f.label)).toEqual(BUDGET_PAGES.map((p) => p.label))
  // Every page loads the framework: a page without scripts means the HTML was not the page.
  for (const f of figures) expect(f.scripts.length, `${f.path} has no scripts`).toBeGreaterThan(0)
  const report = formatFigures(figures, { detail: true })
  console.log(formatFigures(figures))
  expect(
    figures.filter((f) => !isWithinBudget(f)).map((f) => f.label),
    report,
  ).toEqual([])
})
