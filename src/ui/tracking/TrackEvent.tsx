import type { TrackedEvent } from './collector'
import { TRACK_ATTRIBUTE } from './track-attribute'

/**
 * Declares one business event of the page (a product page's view, a search's result count, the A/B variant a
 * campaign page showed…) for the page view to send (page-events.ts): a hidden element carrying the event, rendered
 * by the server with the values it already knows — no script of its own in the page.
 */
export function TrackEvent(props: TrackedEvent) {
  return <span hidden {...{ [TRACK_ATTRIBUTE]: JSON.stringify(props) }} />
}
