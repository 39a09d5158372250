'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Page views (spec §5: 1 s after the first load, then on each route change). The sending (page-events.ts: the tag
 * manager's data layer, the shop's own collector, the events the page declared) is imported once the page has
 * hydrated, never with the page (ADR 037), and keeps the timing.
 */
export function PageViewTracker() {
  const pathname = usePathname()
  const search = useSearchParams()
  const first = useRef(true)
  const path = search.size ? `${pathname}?${search.toString()}` : pathname

  useEffect(() => {
    const isFirst = first.current
    first.current = false
    void import('./page-events')
      .then((events) => (isFirst ? events.firstPageView(path) : events.pageView(path)))
      .catch(() => undefined)
  }, [path])
  return null
}
