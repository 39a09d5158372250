'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

import { SCROLL_THROTTLE_MS } from './scroll-state'
import { parseStoredScrollY, scrollKey } from './scroll-key'

/**
 * Once the page is back on screen, how long to keep waiting for it to grow tall enough (late images, fonts,
 * streamed sections) after it last grew, and how long at most. A busy server can send the page's body seconds
 * after its frame; the reader touching the page ends the wait at once.
 */
const RESTORE_TIMEOUT_MS = 10_000
const RESTORE_MAX_MS = 20_000
/**
 * How long to wait for the router to render the page we go back to. On a slow phone or network that takes
 * longer than growing tall, so it gets its own, longer limit.
 */
const ROUTE_TIMEOUT_MS = 10_000
/**
 * Once the position is reached, how long to hold it: late work of the route change (focus moved for screen
 * readers, a stylesheet applied late) can move the page after we scrolled it, and nothing the reader did.
 */
const SETTLE_MS = 1000

const currentKey = () => scrollKey(window.location.pathname, window.location.search)

function readY(key: string): number | null {
  try {
    return parseStoredScrollY(window.sessionStorage.getItem(key))
  } catch {
    return null
  }
}

function writeY(key: string, y: number) {
  try {
    window.sessionStorage.setItem(key, String(Math.round(y)))
  } catch {
    // Private mode or a full quota: losing the position is harmless.
  }
}

/**
 * Keeps each page's scroll position and puts it back on back/forward navigation (spec §2). The browser's
 * own restoration is switched off because it runs before the app router has rendered the previous page.
 */
export function ScrollRestoration() {
  return (
    <Suspense fallback={null}>
      <ScrollRestorationInner />
    </Suspense>
  )
}

type PendingRestore = {
  key: string
  y: number
  /** Give up if the page has not been rendered by then. */
  routeDeadline: number
  /** Set when the page is rendered, moved on while it grows: give up growing taller by then. */
  deadline: number | null
  /** Set when the page is rendered: the latest the deadline may move to. */
  cap: number | null
  /** The page's height when last looked at. */
  height: number
  /** Set when the position is first reached: hold it until then. */
  settleUntil: number | null
}

function ScrollRestorationInner() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  /** The key of the page currently on screen; it lags behind location during a popstate navigation. */
  const renderedKey = useRef<string | null>(null)
  const pending = useRef<PendingRestore | null>(null)
  /** The page a followed link is leaving, until the next page is on screen. */
  const leavingKey = useRef<string | null>(null)
  const frame = useRef<number | undefined>(undefined)

  useEffect(() => {
    const previous = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'

    let trailing: number | undefined
    let scrolledKey: string | null = null

    const save = () => {
      // While a restore is pending the page on screen is not the one location names; saving would
      // overwrite the position we are about to restore.
      if (pending.current) return
      writeY(currentKey(), window.scrollY)
    }
    // Trailing-edge throttle: at most one write per 100 ms, taken when the window closes, and only if the
    // page that scrolled is still the one on screen.
    const flush = () => {
      trailing = undefined
      // Only the page on screen: while a navigation commits, the address bar can still name the page being left.
      if (scrolledKey !== currentKey() || scrolledKey !== renderedKey.current) return
      if (leavingKey.current === scrolledKey) return
      save()
    }
    const onScroll = () => {
      if (trailing !== undefined) return
      scrolledKey = currentKey()
      trailing = window.setTimeout(flush, SCROLL_THROTTLE_MS)
    }
    // Once a link to another page is followed, the page being left scrolls only because of the navigation (the
    // browser revealing the link, the next page's shorter height clamping the position while the address bar
    // still names the old page on a slow server): the position the reader was at is the one to come back to.
    // Recording for that page stops until the navigation lands or the reader scrolls again.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return
      const to = new URL(link.href, window.location.href)
      if (to.origin !== window.location.origin) return
      if (scrollKey(to.pathname, to.search) === currentKey()) return
      leavingKey.current = currentKey()
      window.clearTimeout(trailing)
      trailing = undefined
    }
    const restore = (key: string, y: number) => {
      pending.current = {
        key,
        y,
        routeDeadline: performance.now() + ROUTE_TIMEOUT_MS,
        deadline: null,
        cap: null,
        height: 0,
        settleUntil: null,
      }
      startRestoreLoop()
    }
    // With manual restoration nothing else scrolls on back/forward: a page with no record starts at the top
    // rather than wherever the page we left happened to be.
    const onPopState = () => {
      const key = currentKey()
      restore(key, readY(key) ?? 0)
    }
    // The reader scrolling or typing takes over: stop moving the page under them, and their page is theirs again.
    const onUserInput = () => {
      leavingKey.current = null
      if (!pending.current) return
      pending.current = null
      if (frame.current !== undefined) window.cancelAnimationFrame(frame.current)
      frame.current = undefined
    }
    const onPageHide = () => {
      if (!pending.current) writeY(currentKey(), window.scrollY)
    }

    const startRestoreLoop = () => {
      if (frame.current !== undefined) window.cancelAnimationFrame(frame.current)
      const step = () => {
        frame.current = undefined
        const target = pending.current
        if (!target) return
        const now = performance.now()
        // Wait until the router has rendered the page we are going back to.
        if (renderedKey.current === target.key) {
          const height = document.documentElement.scrollHeight
          target.cap ??= now + RESTORE_MAX_MS
          if (target.deadline === null || height > target.height)
            target.deadline = Math.min(now + RESTORE_TIMEOUT_MS, target.cap)
          target.height = height
          const maxY = height - window.innerHeight
          const y = Math.min(target.y, Math.max(maxY, 0))
          if (Math.round(window.scrollY) !== y) window.scrollTo(0, y)
          if (maxY >= target.y) target.settleUntil ??= now + SETTLE_MS
          const settled = target.settleUntil !== null && now >= target.settleUntil
          if (settled || now >= Math.max(target.deadline, target.settleUntil ?? 0)) {
            pending.current = null
            return
          }
        } else if (now >= target.routeDeadline) {
          pending.current = null
          return
        }
        frame.current = window.requestAnimationFrame(step)
      }
      frame.current = window.requestAnimationFrame(step)
    }

    // A reload or a back navigation into the app from another site also deserves its old position.
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    if (navigation?.type === 'back_forward' || navigation?.type === 'reload') {
      const key = currentKey()
      const y = readY(key)
      if (y !== null) restore(key, y)
    }
    // The reader may have scrolled before hydration attached the listener; record that position now.
    save()

    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('click', onClick, true)
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    for (const type of inputs) window.addEventListener(type, onUserInput, { passive: true })
    return () => {
      for (const type of inputs) window.removeEventListener(type, onUserInput)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('click', onClick, true)
      window.clearTimeout(trailing)
      if (frame.current !== undefined) window.cancelAnimationFrame(frame.current)
      window.history.scrollRestoration = previous
    }
  }, [])

  // Runs after the new page has committed, when location and the rendered page agree again.
  // From the router's own pathname and query, which change with the rendered page, not with the address bar.
  useEffect(() => {
    renderedKey.current = scrollKey(pathname, search)
    leavingKey.current = null
  }, [pathname, search])

  return null
}
