import { describe, expect, it } from 'vitest'

import { FOOTER_TABS_CLOSED, footerTabIndex, nextFooterTab } from '@/ui/layout/footer/footer-tab-state'

describe('nextFooterTab', () => {
  it('opens the clicked tab when all are closed', () => {
    expect(nextFooterTab(0, 1)).toBe(1)
    expect(nextFooterTab(0, 2)).toBe(2)
  })

  it('switches to the other tab', () => {
    expect(nextFooterTab(1, 2)).toBe(2)
    expect(nextFooterTab(2, 1)).toBe(1)
  })

  it('closes the tab when the open one is clicked again', () => {
    expect(nextFooterTab(1, 1)).toBe(FOOTER_TABS_CLOSED)
    expect(nextFooterTab(2, 2)).toBe(FOOTER_TABS_CLOSED)
  })

  it('stays closed when asked to close while closed', () => {
    expect(nextFooterTab(0, 0)).toBe(0)
  })
})

describe('footerTabIndex', () => {
  it('maps supplement to 1 and beauty care to 2 (spec §2)', () => {
    expect(footerTabIndex('supplement')).toBe(1)
    expect(footerTabIndex('beautycare')).toBe(2)
  })
})
