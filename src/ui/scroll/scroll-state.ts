/**
 * Scroll state of spec §4 (scrolled, scrolling up, stopped) as pure transitions, so the header's
 * hide-on-scroll-down behaviour can be tested without a browser.
 */

/** Spec §9. */
export const SCROLL_THROTTLE_MS = 100
export const SCROLL_STOP_DELAY_MS = 200

export type ScrollDirection = 'up' | 'down' | 'none'

export type ScrollState = {
  /** The page is not at its very top (y > 0). */
  scrolled: boolean
  /** The last movement was upwards; kept while the page rests so the header does not flicker. */
  scrollingUp: boolean
  /** No scroll event for SCROLL_STOP_DELAY_MS. */
  stopped: boolean
}

export const INITIAL_SCROLL_STATE: ScrollState = { scrolled: false, scrollingUp: false, stopped: true }

/** iOS rubber-banding reports negative offsets; they mean "at the top", not "scrolled up". */
export function clampScrollY(y: number): number {
  return Number.isFinite(y) && y > 0 ? y : 0
}

export function scrollDirection(previousY: number, y: number): ScrollDirection {
  const from = clampScrollY(previousY)
  const to = clampScrollY(y)
  if (to < from) return 'up'
  if (to > from) return 'down'
  return 'none'
}

/** One throttled sample: the page moved from previousY to y. */
export function nextScrollState(previous: ScrollState, previousY: number, y: number): ScrollState {
  const direction = scrollDirection(previousY, y)
  return {
    scrolled: clampScrollY(y) > 0,
    scrollingUp: direction === 'none' ? previous.scrollingUp : direction === 'up',
    stopped: false,
  }
}

export function stopScrolling(previous: ScrollState): ScrollState {
  return previous.stopped ? previous : { ...previous, stopped: true }
}

export function sameScrollState(a: ScrollState, b: ScrollState): boolean {
  return a.scrolled === b.scrolled && a.scrollingUp === b.scrollingUp && a.stopped === b.stopped
}

/** The bottom of the header steps aside while reading downwards and returns as soon as the reader scrolls up. */
export function isHeaderBottomHidden(state: ScrollState): boolean {
  return state.scrolled && !state.scrollingUp
}
