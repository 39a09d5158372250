'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { FIRST_PAGE_VIEW_DELAY_MS, pageViewEvent, pushToDataLayer } from '@/lib/tracking/page-view'

/** Pushes page views to the tag manager's data layer; the container script is loaded only when configured. */
export function PageViewTracker() {
  const pathname = usePathname()
  const search = useSearchParams()
  const first = useRef(true)
  const path = search.size ? `${pathname}?${search.toString()}` : pathname

  useEffect(() => {
    const send = () =>
      pushToDataLayer(window as unknown as { dataLayer?: unknown[] }, pageViewEvent(path, document.title))
    if (first.current) {
      first.current = false
      const timer = window.setTimeout(send, FIRST_PAGE_VIEW_DELAY_MS)
      return () => window.clearTimeout(timer)
    }
    send()
  }, [path])
  return null
}
