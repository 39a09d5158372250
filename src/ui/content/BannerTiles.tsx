import Link from 'next/link'

import styles from './BannerTiles.module.css'

export type BannerItem = { key: string; title: string; subtitle?: string | null; href: string; tone?: string | null }

/** Banners are real text on a coloured tile (readable, translatable, no image text for screen readers to miss). */
export function BannerTiles({ items, variant }: { items: readonly BannerItem[]; variant: 'hero' | 'sub' }) {
  if (!items.length) return null
  return (
    <ul className={variant === 'hero' ? styles.hero : styles.sub}>
      {items.map((b) => (
        <li key={b.key}>
          <Link href={b.href} className={styles.tile} data-tone={b.tone ?? 'green'}>
            <span className={styles.title}>{b.title}</span>
            {b.subtitle ? <span className={styles.subtitle}>{b.subtitle}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
