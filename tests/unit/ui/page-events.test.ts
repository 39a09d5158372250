// @vitest-environment happy-dom
/**
 * The page view's sending (issue 28 §1, src/ui/tracking/page-events.ts): the view goes to the data layer and, in one
 * beacon batch a second later, to the collector with the events the page declared by <TrackEvent> — each declared
 * event once, however many views the page gets; nothing leaves an automated browser or a page that says the
 * measurement is off.
 */
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TrackEvent } from '@/ui/tracking/TrackEvent'

type Beacon = (url: string, body: string) => boolean
let sent: { url: string; events: { kind: string; path: string }[] }[]

beforeEach(() => {
  vi.useFakeTimers()
  vi.resetModules()
  sent = []
  const beacon: Beacon = (url, body) => {
    sent.push({ url, ...(JSON.parse(body) as { events: { kind: string; path: string }[] }) })
    return true
  }
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true })
  document.documentElement.removeAttribute('data-measure')
  document.body.innerHTML = [
    renderToString(createElement(TrackEvent, { kind: 'product_view', product: 'sesamin-ex' })),
    '<span hidden data-track="{not json"></span>',
  ].join('')
  ;(window as unknown as { dataLayer?: unknown[] }).dataLayer = []
})
afterEach(() => vi.useRealTimers())

describe('a page view', () => {
  it('goes a second after the load to the data layer, then in one batch to the collector with the page’s declared events, once', async () => {
    const { firstPageView, pageView } = await import('@/ui/tracking/page-events')
    firstPageView('/supplement/sesamin-ex/')
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toHaveLength(0)
    vi.advanceTimersByTime(1000)
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toHaveLength(1)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe('/api/events/')
    expect(sent[0]?.events).toEqual([
      { kind: 'page_view', path: '/supplement/sesamin-ex/' },
      { kind: 'product_view', product: 'sesamin-ex', path: '/supplement/sesamin-ex/' },
    ])
    pageView('/supplement/sesamin-ex/')
    vi.advanceTimersByTime(3000)
    expect(sent.flatMap((b) => b.events).filter((e) => e.kind === 'product_view')).toHaveLength(1)
  })

  it('keeps the first page and its events when the shopper moves on before its second is up', async () => {
    const { firstPageView, pageView } = await import('@/ui/tracking/page-events')
    firstPageView('/campaign/shopping/?promotionId=x')
    document.body.innerHTML = '<main>ご注文手続き</main>'
    pageView('/campaign/shopping/order/')
    vi.advanceTimersByTime(3000)
    expect(sent.flatMap((b) => b.events)).toEqual([
      { kind: 'page_view', path: '/campaign/shopping/?promotionId=x' },
      { kind: 'product_view', product: 'sesamin-ex', path: '/campaign/shopping/?promotionId=x' },
      { kind: 'page_view', path: '/campaign/shopping/order/' },
    ])
  })

  it('sends nothing from an automated browser or when the measurement is off', async () => {
    const { pageView } = await import('@/ui/tracking/page-events')
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
    pageView('/')
    vi.advanceTimersByTime(3000)
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true })
    document.documentElement.setAttribute('data-measure', 'off')
    pageView('/column/')
    vi.advanceTimersByTime(3000)
    expect(sent).toEqual([])
    // The tag manager's data layer still gets its views.
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toHaveLength(2)
  })
})
