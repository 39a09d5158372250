import { describe, expect, it } from 'vitest'

import {
  clampScrollY,
  INITIAL_SCROLL_STATE,
  isHeaderBottomHidden,
  nextScrollState,
  sameScrollState,
  SCROLL_STOP_DELAY_MS,
  SCROLL_THROTTLE_MS,
  scrollDirection,
  stopScrolling,
} from '@/ui/scroll/scroll-state'

describe('scroll constants', () => {
  it('follow spec §9', () => {
    expect(SCROLL_THROTTLE_MS).toBe(100)
    expect(SCROLL_STOP_DELAY_MS).toBe(200)
  })
})

describe('scrollDirection', () => {
  it('tells down, up and no movement apart', () => {
    expect(scrollDirection(0, 120)).toBe('down')
    expect(scrollDirection(500, 300)).toBe('up')
    expect(scrollDirection(300, 300)).toBe('none')
  })

  it('treats rubber-band offsets above the top as the top', () => {
    expect(clampScrollY(-40)).toBe(0)
    expect(clampScrollY(Number.NaN)).toBe(0)
    expect(scrollDirection(0, -30)).toBe('none')
    expect(scrollDirection(-30, 0)).toBe('none')
  })
})

describe('nextScrollState', () => {
  it('starts at the top, resting, not scrolling up', () => {
    expect(INITIAL_SCROLL_STATE).toEqual({ scrolled: false, scrollingUp: false, stopped: true })
    expect(isHeaderBottomHidden(INITIAL_SCROLL_STATE)).toBe(false)
  })

  it('hides the header bottom while scrolling down', () => {
    const state = nextScrollState(INITIAL_SCROLL_STATE, 0, 400)
    expect(state).toEqual({ scrolled: true, scrollingUp: false, stopped: false })
    expect(isHeaderBottomHidden(state)).toBe(true)
  })

  it('shows it again on scroll up', () => {
    const down = nextScrollState(INITIAL_SCROLL_STATE, 0, 1200)
    const up = nextScrollState(down, 1200, 800)
    expect(up.scrollingUp).toBe(true)
    expect(isHeaderBottomHidden(up)).toBe(false)
  })

  it('keeps the last direction when the position did not change', () => {
    const up = nextScrollState({ scrolled: true, scrollingUp: true, stopped: true }, 800, 800)
    expect(up.scrollingUp).toBe(true)
    expect(up.stopped).toBe(false)
  })

  it('is not scrolled back at the very top', () => {
    const top = nextScrollState({ scrolled: true, scrollingUp: true, stopped: false }, 100, 0)
    expect(top.scrolled).toBe(false)
    expect(isHeaderBottomHidden(top)).toBe(false)
  })
})

describe('stopScrolling', () => {
  it('marks the state stopped and keeps the direction', () => {
    const moving = { scrolled: true, scrollingUp: false, stopped: false }
    expect(stopScrolling(moving)).toEqual({ scrolled: true, scrollingUp: false, stopped: true })
  })

  it('returns the same object when already stopped, so React skips the render', () => {
    const resting = { scrolled: true, scrollingUp: true, stopped: true }
    expect(stopScrolling(resting)).toBe(resting)
  })

  it('stays hidden while resting after scrolling down', () => {
    expect(isHeaderBottomHidden(stopScrolling({ scrolled: true, scrollingUp: false, stopped: false }))).toBe(
      true,
    )
  })
})

describe('sameScrollState', () => {
  it('compares the three flags', () => {
    expect(sameScrollState(INITIAL_SCROLL_STATE, { ...INITIAL_SCROLL_STATE })).toBe(true)
    expect(sameScrollState(INITIAL_SCROLL_STATE, { ...INITIAL_SCROLL_STATE, stopped: false })).toBe(false)
  })
})
