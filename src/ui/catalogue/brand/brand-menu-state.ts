/**
 * The brand menu's open/close rules (spec §2) as pure transitions. Desktop pointers open a panel by hovering
 * its trigger and close it by leaving the menu; a press (tap, click, Enter, Space) opens or closes a panel and
 * pins it, so leaving with the mouse no longer closes it. Escape, a click outside, focus leaving the menu and
 * navigation close it. While a panel is open the page does not scroll.
 */

export const BRAND_MENU_PANELS = ['lineup', 'purchase'] as const
export type BrandMenuPanel = (typeof BRAND_MENU_PANELS)[number]

export type BrandMenuState = {
  open: BrandMenuPanel | null
  /** hover: follows the pointer; pressed: stays until closed explicitly. */
  openedBy: 'hover' | 'press' | null
}

export type BrandMenuEvent =
  /** The pointer entered a trigger; `canHover` is false on touch screens and below the desktop breakpoint. */
  | { type: 'hoverEnter'; panel: BrandMenuPanel; canHover: boolean }
  /** The pointer left the whole menu (triggers and panel). */
  | { type: 'hoverLeave' }
  | { type: 'press'; panel: BrandMenuPanel }
  | { type: 'escape' }
  | { type: 'outside' }
  | { type: 'navigate' }

export const CLOSED: BrandMenuState = { open: null, openedBy: null }

export function brandMenuTransition(state: BrandMenuState, event: BrandMenuEvent): BrandMenuState {
  switch (event.type) {
    case 'hoverEnter':
      if (!event.canHover) return state
      // A pinned panel stays; hovering the other trigger while pinned does not switch under the reader.
      if (state.openedBy === 'press') return state
      return state.open === event.panel ? state : { open: event.panel, openedBy: 'hover' }
    case 'hoverLeave':
      return state.openedBy === 'hover' ? CLOSED : state
    case 'press':
      if (state.open !== event.panel) return { open: event.panel, openedBy: 'press' }
      // Clicking the trigger of a panel hover opened keeps it open (pinned) instead of closing it at once.
      return state.openedBy === 'hover' ? { open: event.panel, openedBy: 'press' } : CLOSED
    case 'escape':
    case 'outside':
    case 'navigate':
      return state.open === null ? state : CLOSED
  }
}

export function isScrollLocked(state: BrandMenuState): boolean {
  return state.open !== null
}

/** Desktop with a precise pointer (spec §9 breakpoint 769 px): panels follow hover. */
export const HOVER_MEDIA_QUERY = '(min-width: 769px) and (hover: hover) and (pointer: fine)'

/** Leaving the menu for this long closes a hover-opened panel; crossing the gap to the panel does not. */
export const HOVER_CLOSE_DELAY_MS = 150
