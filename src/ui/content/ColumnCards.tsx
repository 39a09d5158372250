import Link from 'next/link'

import { formatDotDate } from '@/lib/format/date'
import { columnPath } from '@/shop/content/paths'

import styles from './ColumnCards.module.css'

export type ColumnCardItem = {
  number: string
  title: string
  category: string
  excerpt?: string | null
  publishedAt: string
  readMinutes?: number | null
}

const THEME_LABEL: Record<string, string> = { health: '健康', skincare: 'スキンケア' }

export function ColumnCards({ items }: { items: readonly ColumnCardItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((c) => (
        <li key={c.number} className={styles.card} data-theme={c.category}>
          <Link href={columnPath(c.number)} className={styles.link}>
            <span className={styles.number} aria-hidden="true">
              COLUMN {c.number}
            </span>
            <span className={styles.title}>{c.title}</span>
            {c.excerpt ? <span className={styles.excerpt}>{c.excerpt}</span> : null}
            <span className={styles.meta}>
              {THEME_LABEL[c.category] ?? ''}・{formatDotDate(c.publishedAt)}
              {c.readMinutes ? `・約${c.readMinutes}分で読めます` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
