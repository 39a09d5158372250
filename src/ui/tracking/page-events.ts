/**
 * What a page view sends (loaded by PageViewTracker when it fires, not with the page: ADR 037's budget): the view to
 * the tag manager's data layer and to the shop's own collector, then the business events the page's server render
 * declared with <TrackEvent> (a hidden element carrying the event as JSON), each once. The declared events are read
 * again a second later for a page whose content streams in after its path changed.
 */
import { pageViewEvent, pushToDataLayer } from '@/lib/tracking/page-view'

import { track, type TrackedEvent } from './collector'
import { TRACK_ATTRIBUTE } from './track-attribute'

const SENT_ATTRIBUTE = 'data-tracked'
const RESCAN_AFTER_MS = 1000

function sendDeclared(): void {
  for (const element of document.querySelectorAll<HTMLElement>(
    `[${TRACK_ATTRIBUTE}]:not([${SENT_ATTRIBUTE}])`,
  )) {
    element.setAttribute(SENT_ATTRIBUTE, '')
    try {
      track(JSON.parse(element.getAttribute(TRACK_ATTRIBUTE) ?? '') as TrackedEvent)
    } catch {
      // A malformed declaration is a bug of the page, not a reason to lose the page view.
    }
  }
}

export function pageView(path: string): void {
  pushToDataLayer(window as unknown as { dataLayer?: unknown[] }, pageViewEvent(path, document.title))
  track({ kind: 'page_view', path })
  sendDeclared()
  window.setTimeout(sendDeclared, RESCAN_AFTER_MS)
}
