'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { FIRST_PAGE_VIEW_DELAY_MS, pageViewEvent, pushToDataLayer } from '@/lib/tracking/page-view'

import { track } from './track'

/**
 * Page views (spec §5: 1 s after the first load, then on each route change) to the shop's own collector
 * (collector.ts) and to the tag manager's data layer (its container script is loaded only when configured).
 */
export function PageViewTracker() {
  const pathname = usePathname()
  const search = useSearchParams()
  const first = useRef(true)
  const path = search.size ? `${pathname}?${search.toString()}` : pathname

  useEffect(() => {
    const send = () => {
      pushToDataLayer(window as unknown as { dataLayer?: unknown[] }, pageViewEvent(path, document.title))
      track({ kind: 'page_view', path })
    }
    if (first.current) {
      first.current = false
      const timer = window.setTimeout(send, FIRST_PAGE_VIEW_DELAY_MS)
      return () => window.clearTimeout(timer)
    }
    send()
  }, [path])
  return null
}
