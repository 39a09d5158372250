'use client'

import { useEffect } from 'react'

import { commonCall } from '@/lib/api/calls/content'
import { api } from '@/lib/api/client'
import { linkKeyFrom, shouldStoreLinkKey, utmLinkageFrom } from '@/lib/tracking/link-key'

/** Stores the link key and UTM linkage of the landing URL once per page load (spec §4). */
export function LinkKeyTracker() {
  useEffect(() => {
    if (!shouldStoreLinkKey(window.location.pathname)) return
    const search = new URLSearchParams(window.location.search)
    const linkKey = linkKeyFrom(search)
    const utm = utmLinkageFrom(search)
    if (!linkKey && !utm) return
    // Tracking must never disturb the page: a failure is only logged by the server side.
    api
      .call(commonCall, { query: { 'link-key': linkKey ?? undefined, 'utm-linkage': utm ?? undefined } })
      .catch(() => undefined)
  }, [])
  return null
}
