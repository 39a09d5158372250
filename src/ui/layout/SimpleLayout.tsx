import type { ReactNode } from 'react'

import '@/ui/tokens.css'

import type { ChromeData } from './chrome-types'
import styles from './Layout.module.css'
import { MainContent } from './MainContent'
import { SimpleFooter } from './simple/SimpleFooter'
import { SimpleHeader } from './simple/SimpleHeader'
import { SkipLink } from './SkipLink'

export type SimpleLayoutProps = {
  /** Accepted for a uniform layout API; the simple chrome shows no member, cart or CMS data. */
  chrome?: ChromeData
  children: ReactNode
}

export function SimpleLayout({ children }: SimpleLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <SimpleHeader />
      <MainContent>{children}</MainContent>
      <SimpleFooter />
    </div>
  )
}
