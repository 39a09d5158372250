'use client'

import { useEffect } from 'react'

import { PURCHASE_SECTION_ID } from './club-links'

/**
 * `?actionType=scroll-to-purchase-product` (spec §2): the club top opens at its purchase section, which takes the
 * focus so keyboard and screen-reader users start there too.
 */
export function ScrollToPurchase({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return
    const section = document.getElementById(PURCHASE_SECTION_ID)
    if (!section) return
    section.scrollIntoView({ block: 'start' })
    section.focus({ preventScroll: true })
  }, [active])
  return null
}
