import type { CSSProperties } from 'react'

import styles from './BrandHeader.module.css'

/** A brand page's title block: name, tagline and the brand colour as an accent. */
export function BrandHeader({
  name,
  tagline,
  color,
  eyebrow,
}: {
  name: string
  tagline?: string | null
  color?: string | null
  /** A small line above the name, e.g. 「ブランドストーリー」. */
  eyebrow?: string
}) {
  return (
    <header
      className={styles.header}
      style={color ? ({ '--brand-color': color } as CSSProperties) : undefined}
    >
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.name}>{name}</h1>
      {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
    </header>
  )
}
