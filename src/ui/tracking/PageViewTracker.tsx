'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { FIRST_PAGE_VIEW_DELAY_MS } from '@/lib/tracking/page-view'

/**
 * Page views (spec §5: 1 s after the first load, then on each route change): page-events.ts, loaded when the first
 * view fires (not with the page, ADR 037), sends each to the tag manager's data layer (its container script is loaded
 * only when configured) and to the shop's own collector, with the business events the page declared.
 */
export function PageViewTracker() {
  const pathname = usePathname()
  const search = useSearchParams()
  const first = useRef(true)
  const path = search.size ? `${pathname}?${search.toString()}` : pathname

  useEffect(() => {
    const send = () =>
      void import('./page-events').then(({ pageView }) => pageView(path)).catch(() => undefined)
    if (first.current) {
      first.current = false
      const timer = window.setTimeout(send, FIRST_PAGE_VIEW_DELAY_MS)
      return () => window.clearTimeout(timer)
    }
    send()
  }, [path])
  return null
}
