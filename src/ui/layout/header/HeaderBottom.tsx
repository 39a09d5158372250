'use client'

import { useState, type ReactNode } from 'react'

import { isHeaderBottomHidden } from '@/ui/scroll/scroll-state'
import { useScrollDirection } from '@/ui/scroll/useScrollDirection'

import styles from './HeaderBottom.module.css'

/**
 * The part of the header that steps aside while reading downwards and comes back on scroll up (spec §2).
 * It stays put while it holds focus, so a phone keyboard scrolling the page cannot hide the search field.
 */
export function HeaderBottom({ children }: { children: ReactNode }) {
  const scroll = useScrollDirection()
  const [focusWithin, setFocusWithin] = useState(false)
  const hidden = isHeaderBottomHidden(scroll) && !focusWithin
  return (
    <div
      className={styles.bottom}
      data-testid="header-bottom"
      data-hidden={hidden ? 'true' : 'false'}
      inert={hidden}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
      }}
    >
      {children}
    </div>
  )
}
