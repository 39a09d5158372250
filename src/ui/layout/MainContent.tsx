import type { ReactNode } from 'react'

import styles from './Layout.module.css'

/** The skip link and the TOPへ button move focus here, hence the id and tabIndex. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  )
}
