import type { ReactNode } from 'react'

import styles from './BrandSection.module.css'

/** A titled section of a brand page; `muted` sets it on a tinted panel (the story excerpt). */
export function BrandSection({
  id,
  title,
  muted = false,
  children,
}: {
  id: string
  title: string
  muted?: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={muted ? `${styles.section} ${styles.muted}` : styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function BrandLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>
}
