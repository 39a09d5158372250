import { createHash } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

/** axe: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Next streams generateMetadata after the page's content on a client navigation, so the new <title> can land a
  // moment after the heading a test waited for; axe must judge the finished document, not that moment.
  await expect(page).toHaveTitle(/\S/)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  )
}

/** WCAG 2.2 target size (2.5.8): the control's box is at least 24 × 24 CSS px. */
export async function expectTapTarget(target: Locator) {
  await expect(target).toBeVisible()
  const box = await target.boundingBox()
  const name = (await target.textContent())?.trim()
  expect(box?.height ?? 0, `the height of 「${name}」`).toBeGreaterThanOrEqual(24)
  expect(box?.width ?? 0, `the width of 「${name}」`).toBeGreaterThanOrEqual(24)
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Chromium's console wording for a blocked resource or script ("…violates the following Content Security Policy…"). */
const CSP_CONSOLE_MESSAGE = /Content Security Policy/i

async function watchForCspViolations(context: BrowserContext, violations: string[]) {
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE_MESSAGE.test(message.text()))
      violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`)
  })
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation
      report?.(
        `securitypolicyviolation ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile || event.documentURI}:${event.lineNumber})`,
      )
    })
  })
}

/**
 * A client address of the test's own, in 127.0.0.0/8 (still loopback, so the sandbox mailbox answers): the e2e
 * server trusts one proxy hop (scripts/e2e-server.sh), so the shop's per-IP limits (sign-in, staff login,
 * one-time passwords) count each test apart, as they would count separate shoppers — no test uses up another's
 * attempts, whatever the order or the number of tests.
 */
function clientAddressOf(testId: string): string {
  const hash = createHash('sha256').update(testId).digest()
  return `127.${hash[0]! % 255}.${hash[1]! % 255}.${1 + (hash[2]! % 254)}`
}

/** Sends the context's requests to the shop through the "proxy" that names the client (X-Forwarded-For). */
async function fromClient(context: BrowserContext, baseURL: string | undefined, address: string) {
  if (!baseURL) return
  const shop = new URL(baseURL).origin
  await context.route(
    (url) => url.origin === shop,
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
}

/**
 * A storefront page asks for Next's chunks once it has been parsed and drawn (docs/adr/052), so its `load` event can
 * come before Next's client has run; before that change `load` waited for the chunks, and every test acted on a page
 * whose client had started. `goto` and `reload` that wait for `load` (the default) now also wait until the client
 * has started, as a shopper waits for the page to answer. A page without the queue (the admin, JSON, a page still
 * held at `commit` or `domcontentloaded` by a test) is not waited on.
 */
async function untilClientStarted(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as { __shopChunks?: unknown; next?: { version?: string } }
    return !w.__shopChunks || Boolean(w.next?.version)
  })
}

type Navigate = (this: Page, ...args: unknown[]) => Promise<unknown>
const CLIENT_WAIT = Symbol('waits for the client after a navigation')

function waitForClientAfterNavigations(pagePrototype: Record<string | symbol, unknown>) {
  if (pagePrototype[CLIENT_WAIT]) return
  pagePrototype[CLIENT_WAIT] = true
  const wrap = (name: 'goto' | 'reload', optionsAt: number) => {
    const navigate = pagePrototype[name] as Navigate
    pagePrototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args)
      const waitUntil = (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil
      if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle')
        await untilClientStarted(this)
      return response
    }
  }
  wrap('goto', 1)
  wrap('reload', 0)
}

/**
 * Every spec's `test`: its own client address (above), and it fails when the browser reported a Content Security
 * Policy violation (a console error or a `securitypolicyviolation` event), in its own context or any context it
 * opened (ADR 021), so every flow proves it runs under the storefront's and the admin's policies.
 */
export const test = base.extend<{ cspViolations: string[]; clientAddress: string }, { clientWait: void }>({
  // Every page of the worker shares Page's prototype: patched once, through a page opened for it.
  clientWait: [
    async ({ browser }, run) => {
      const page = await browser.newPage()
      waitForClientAfterNavigations(Object.getPrototypeOf(page) as Record<string | symbol, unknown>)
      await page.close()
      await run()
    },
    { scope: 'worker', auto: true },
  ],
  clientAddress: async ({}, run, testInfo) => {
    await run(clientAddressOf(testInfo.testId))
  },
  // API calls a test makes itself (registration, sign-in through the API) come from its address too.
  request: async ({ playwright, baseURL, clientAddress }, run) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    })
    await run(request)
    await request.dispose()
  },
  // The browser's requests to the shop (only the shop: the card sandbox is another origin, behind no proxy).
  context: async ({ context, baseURL, clientAddress }, run) => {
    await fromClient(context, baseURL, clientAddress)
    await run(context)
  },
  cspViolations: [
    async ({ context, browser, baseURL, clientAddress }, run) => {
      const violations: string[] = []
      await watchForCspViolations(context, violations)
      const newContext = browser.newContext
      browser.newContext = async (options) => {
        const opened = await newContext.call(browser, options)
        // A context the test opens (staff in the admin) comes from the same client.
        await fromClient(opened, baseURL, clientAddress)
        await watchForCspViolations(opened, violations)
        return opened
      }
      try {
        await run(violations)
      } finally {
        browser.newContext = newContext
      }
      expect(violations, 'the browser reported Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
