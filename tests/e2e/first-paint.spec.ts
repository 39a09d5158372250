/**
 * A storefront page paints before it asks for its scripts (docs/adr/052-scripts-after-the-first-paint.md): its HTML
 * names Next's chunks only in the queue, the browser requests them after the document was parsed and a frame was
 * drawn, and Next's client then runs (under the nonce CSP: support.ts's `test` fails on any violation).
 */
import { expect } from '@playwright/test'

import { queuedChunkUrls } from '../../src/server/script-deferral'

import { test } from './support'

for (const path of ['/', '/supplement/', '/supplement/sesamin-ex/', '/cart/']) {
  test(`${path} asks for its scripts once it is parsed and drawn, then runs them`, async ({ page }) => {
    // Before any of the page's own code: the time of the first frame the browser draws.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        ;(window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()
      })
    })
    const response = (await page.goto(path))!
    const html = await response.text()
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]*" async/)
    expect(html).not.toMatch(/<link rel="preload" as="script"/)
    const queued = queuedChunkUrls(html)
    expect(queued.length).toBeGreaterThan(0)

    // Next's client ran (the queued chunks were allowed and hydrated the page).
    await page.waitForFunction(() =>
      Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    )
    const timing = () =>
      page.evaluate((urls) => {
        const chunks = performance
          .getEntriesByType('resource')
          .filter((entry) => urls.some((url) => entry.name.endsWith(url)))
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return {
          requested: chunks.length,
          firstRequestAt: Math.min(...chunks.map((entry) => entry.startTime)),
          parsedAt: navigation.domContentLoadedEventStart,
          firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? Number.NaN,
        }
      }, queued)
    // Every queued chunk was requested (a resource entry is there once its answer is).
    await expect.poll(async () => (await timing()).requested).toBe(queued.length)
    const seen = await timing()
    expect(seen.firstRequestAt).toBeGreaterThanOrEqual(seen.parsedAt)
    expect(seen.firstRequestAt).toBeGreaterThanOrEqual(seen.firstFrameAt)
  })
}
