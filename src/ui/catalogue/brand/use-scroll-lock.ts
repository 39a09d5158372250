'use client'

import { useEffect } from 'react'

/**
 * Stops the page behind from scrolling while `locked` (spec §4: an open menu locks background scroll). The
 * scrollbar's width is kept as padding so the layout does not jump sideways.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const scrollbar = window.innerWidth - root.clientWidth
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight }
    root.style.overflow = 'hidden'
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
    return () => {
      root.style.overflow = previous.overflow
      root.style.paddingRight = previous.paddingRight
    }
  }, [locked])
}
