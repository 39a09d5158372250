'use client'

import { useEffect } from 'react'

import { commonCall } from '@/lib/api/routes/content'
import { linkKeyFrom, shouldStoreLinkKey, utmLinkageFrom } from '@/lib/tracking/link-key'
import { isTopCategory } from '@/shop/site/top-category'

import { cartCountVersion, setCartCountIfUnchanged } from './cart-count-store'
import { memberVersion, setMemberIfUnchanged } from './member-store'
import { memberSummaryOf } from './member-summary'

/**
 * Loads the shopper's live state once per page load (cached pages render the guest header): calls
 * GET /api/common, passing the landing URL's link key and UTM linkage so they are stored once per page load
 * (spec §4; not on campaign apply complete), and sets the header's cart badge and member summary from the answer.
 */
export function ShopperStateLoader() {
  useEffect(() => {
    const controller = new AbortController()
    const search = new URLSearchParams(window.location.search)
    const store = shouldStoreLinkKey(window.location.pathname)
    const linkKey = store ? linkKeyFrom(search) : null
    const utm = store ? utmLinkageFrom(search) : null
    // The category the link key comes with (linkKeyCategory); the top page's own rule ignores other values.
    const category = search.get('category')
    const seen = { member: memberVersion(), cart: cartCountVersion() }
    // The API client comes after the page's first load, as this call does (docs/adr/037-javascript-budget.md).
    import('@/lib/api/client')
      .then(({ api }) =>
        api.call(commonCall, {
          query: {
            'link-key': linkKey ?? undefined,
            'utm-linkage': utm ?? undefined,
            category: isTopCategory(category) ? category : undefined,
          },
          signal: controller.signal,
        }),
      )
      .then((state) => {
        // A sign-in, logout or cart change on this page that answered first is newer than this answer.
        setCartCountIfUnchanged(seen.cart, state.cartCount)
        setMemberIfUnchanged(seen.member, memberSummaryOf(state))
      })
      // The page works without it: the badge stays as rendered, and the server logs its own failures.
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  return null
}
