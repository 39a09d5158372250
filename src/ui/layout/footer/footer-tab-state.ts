import type { FooterTab } from '@/ui/layout/chrome-types'

/** Spec §2: 0 closed, 1 supplement, 2 beauty care. */
export type FooterTabState = 0 | 1 | 2

export const FOOTER_TABS_CLOSED: FooterTabState = 0

export function footerTabIndex(key: FooterTab['key']): 1 | 2 {
  return key === 'supplement' ? 1 : 2
}

/** Selecting the open tab closes it; any other selection opens that tab. */
export function nextFooterTab(current: FooterTabState, clicked: FooterTabState): FooterTabState {
  return clicked === current ? FOOTER_TABS_CLOSED : clicked
}
