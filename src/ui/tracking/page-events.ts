/**
 * What a page view sends (imported by PageViewTracker once the page has hydrated, not with the page: ADR 037's
 * budget): the view to the tag manager's data layer and to the shop's own collector, with the business events the
 * page's server render declared by <TrackEvent> (a hidden element carrying the event as JSON), each once.
 *
 * The first view goes FIRST_PAGE_VIEW_DELAY_MS after the load (spec §5); its page's declared events are read at once,
 * so a shopper who moves on sooner (a campaign page's offer clicked at once) still counts — the pending first view
 * is sent then, before the next page's. Declared events are read again a second after a route change, for a page
 * whose content streams in after its path changed.
 */
import { FIRST_PAGE_VIEW_DELAY_MS, pageViewEvent, pushToDataLayer } from '@/lib/tracking/page-view'

import { track, type TrackedEvent } from './collector'
import { TRACK_ATTRIBUTE } from './track-attribute'

const SENT_ATTRIBUTE = 'data-tracked'
const RESCAN_AFTER_MS = 1000

/** The declared events not yet taken, marked as taken. */
function takeDeclared(): TrackedEvent[] {
  const events: TrackedEvent[] = []
  for (const element of document.querySelectorAll<HTMLElement>(
    `[${TRACK_ATTRIBUTE}]:not([${SENT_ATTRIBUTE}])`,
  )) {
    element.setAttribute(SENT_ATTRIBUTE, '')
    try {
      events.push(JSON.parse(element.getAttribute(TRACK_ATTRIBUTE) ?? '') as TrackedEvent)
    } catch {
      // A malformed declaration is a bug of the page, not a reason to lose the page view.
    }
  }
  return events
}

function send(path: string, title: string, declared: readonly TrackedEvent[]): void {
  pushToDataLayer(window as unknown as { dataLayer?: unknown[] }, pageViewEvent(path, title))
  track({ kind: 'page_view', path })
  for (const event of declared) track({ ...event, path: event.path ?? path })
}

let pendingFirst: (() => void) | null = null

export function firstPageView(path: string): void {
  const declared = takeDeclared()
  const title = document.title
  const timer = window.setTimeout(() => flushFirst(), FIRST_PAGE_VIEW_DELAY_MS)
  pendingFirst = () => {
    window.clearTimeout(timer)
    send(path, title, declared)
  }
}

function flushFirst(): void {
  const first = pendingFirst
  pendingFirst = null
  first?.()
}

export function pageView(path: string): void {
  flushFirst()
  send(path, document.title, takeDeclared())
  window.setTimeout(() => {
    for (const event of takeDeclared()) track({ ...event, path: event.path ?? path })
  }, RESCAN_AFTER_MS)
}
