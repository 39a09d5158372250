'use client'

import { useEffect } from 'react'

import { linkKeyFrom, shouldStoreLinkKey, utmLinkageFrom } from '@/lib/tracking/link-key'

/** Stores the link key and UTM linkage of the landing URL once per page load (spec §4). */
export function LinkKeyTracker() {
  useEffect(() => {
    if (!shouldStoreLinkKey(window.location.pathname)) return
    const search = new URLSearchParams(window.location.search)
    const linkKey = linkKeyFrom(search)
    const utm = utmLinkageFrom(search)
    if (!linkKey && !utm) return
    const query = new URLSearchParams()
    if (linkKey) query.set('link-key', linkKey)
    if (utm) query.set('utm-linkage', utm)
    fetch(`/api/common/?${query.toString()}`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    }).catch(() => undefined)
  }, [])
  return null
}
