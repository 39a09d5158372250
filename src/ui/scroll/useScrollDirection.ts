'use client'

import { useEffect, useState } from 'react'

import {
  INITIAL_SCROLL_STATE,
  nextScrollState,
  sameScrollState,
  SCROLL_STOP_DELAY_MS,
  SCROLL_THROTTLE_MS,
  stopScrolling,
  type ScrollState,
} from './scroll-state'

/**
 * Window scroll state, sampled at most every 100 ms (with a trailing sample so the final position is never
 * missed) and marked stopped 200 ms after the last scroll event. Re-renders only when a flag changes.
 */
export function useScrollDirection(): ScrollState {
  const [state, setState] = useState<ScrollState>(INITIAL_SCROLL_STATE)

  useEffect(() => {
    let lastY = window.scrollY
    let lastSampleAt = 0
    let trailing: number | undefined
    let stopTimer: number | undefined

    const update = (next: (prev: ScrollState) => ScrollState) =>
      setState((prev) => {
        const candidate = next(prev)
        return sameScrollState(prev, candidate) ? prev : candidate
      })

    const sample = () => {
      trailing = undefined
      lastSampleAt = performance.now()
      const y = window.scrollY
      const fromY = lastY
      lastY = y
      update((prev) => nextScrollState(prev, fromY, y))
    }

    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (performance.now() - lastSampleAt)
      if (wait <= 0) sample()
      else if (trailing === undefined) trailing = window.setTimeout(sample, wait)
      window.clearTimeout(stopTimer)
      stopTimer = window.setTimeout(() => update(stopScrolling), SCROLL_STOP_DELAY_MS)
    }

    // A page restored mid-way (back navigation, reload) starts scrolled without any scroll event.
    update((prev) => ({ ...prev, scrolled: window.scrollY > 0 }))
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(trailing)
      window.clearTimeout(stopTimer)
    }
  }, [])

  return state
}
