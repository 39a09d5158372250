import Link from 'next/link'
import type { CSSProperties } from 'react'

import type { BrandKindGroup } from '@/shop/catalogue/brands'

import styles from './BrandDirectory.module.css'

/** /brands/: every brand, grouped by kind, each with its tagline, summary and a link to its page. */
export function BrandDirectory({ groups }: { groups: readonly BrandKindGroup[] }) {
  if (!groups.length) return <p>ただいまご紹介できるブランドはありません。</p>
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`brands-${group.kind}`}>
          <h2 id={`brands-${group.kind}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.grid}>
            {group.brands.map((b) => (
              <li
                key={b.code}
                className={styles.card}
                style={b.color ? ({ '--brand-color': b.color } as CSSProperties) : undefined}
              >
                <h3 className={styles.name}>
                  <Link href={b.href} className={styles.link}>
                    {b.name}
                  </Link>
                </h3>
                {b.tagline ? <p className={styles.tagline}>{b.tagline}</p> : null}
                {b.summary ? <p className={styles.summary}>{b.summary}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
