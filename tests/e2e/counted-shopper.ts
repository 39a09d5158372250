/**
 * A shopper the shop's own measurement counts (issue 28, docs/adr/065). The measurement leaves out automated
 * browsers — the beacon does not send while navigator.webdriver is true, and the collector drops headless user
 * agents — which is what keeps every other e2e test out of the figures. A test about the figures opens this
 * context instead: an ordinary desktop Chrome's user agent, and navigator.webdriver false as in a person's browser.
 */
import type { Browser, Page } from '@playwright/test'

export const PERSON_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export async function countedShopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: PERSON_USER_AGENT, locale: 'ja-JP' })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  )
  return context.newPage()
}
