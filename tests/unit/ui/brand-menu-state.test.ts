import { describe, expect, it } from 'vitest'

import {
  brandMenuTransition as next,
  CLOSED,
  isScrollLocked,
  type BrandMenuState,
} from '@/ui/catalogue/brand/brand-menu-state'

const hoverLineup: BrandMenuState = { open: 'lineup', openedBy: 'hover' }
const pressedLineup: BrandMenuState = { open: 'lineup', openedBy: 'press' }

describe('brand menu: hover on desktop (spec §2)', () => {
  it('opens the hovered panel and switches between panels while hovering', () => {
    const s = next(CLOSED, { type: 'hoverEnter', panel: 'lineup', canHover: true })
    expect(s).toEqual(hoverLineup)
    expect(next(s, { type: 'hoverEnter', panel: 'purchase', canHover: true })).toEqual({
      open: 'purchase',
      openedBy: 'hover',
    })
  })
  it('ignores hover where it cannot hover (touch, mobile width)', () => {
    expect(next(CLOSED, { type: 'hoverEnter', panel: 'lineup', canHover: false })).toBe(CLOSED)
  })
  it('closes a hover-opened panel when the pointer leaves the menu', () => {
    expect(next(hoverLineup, { type: 'hoverLeave' })).toEqual(CLOSED)
  })
  it('pins a hover-opened panel when its trigger is clicked, instead of closing it', () => {
    const pinned = next(hoverLineup, { type: 'press', panel: 'lineup' })
    expect(pinned).toEqual(pressedLineup)
    expect(next(pinned, { type: 'hoverLeave' })).toEqual(pressedLineup)
    expect(next(pinned, { type: 'hoverEnter', panel: 'purchase', canHover: true })).toEqual(pressedLineup)
  })
})

describe('brand menu: tap and keyboard', () => {
  it('toggles a panel by pressing its trigger', () => {
    const s = next(CLOSED, { type: 'press', panel: 'purchase' })
    expect(s).toEqual({ open: 'purchase', openedBy: 'press' })
    expect(next(s, { type: 'press', panel: 'purchase' })).toEqual(CLOSED)
  })
  it('switches to the other panel when its trigger is pressed', () => {
    expect(next(pressedLineup, { type: 'press', panel: 'purchase' })).toEqual({
      open: 'purchase',
      openedBy: 'press',
    })
  })
  it.each(['escape', 'outside', 'navigate'] as const)('closes on %s', (type) => {
    expect(next(pressedLineup, { type })).toEqual(CLOSED)
    expect(next(hoverLineup, { type })).toEqual(CLOSED)
    expect(next(CLOSED, { type })).toBe(CLOSED)
  })
})

describe('brand menu: scroll lock', () => {
  it('locks the page while any panel is open', () => {
    expect(isScrollLocked(CLOSED)).toBe(false)
    expect(isScrollLocked(hoverLineup)).toBe(true)
    expect(isScrollLocked(pressedLineup)).toBe(true)
  })
})
