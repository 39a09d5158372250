import Link from 'next/link'

import { formatDotDate } from '@/lib/format/date'
import { informationCategoryLabel } from '@/shop/content/information-categories'
import { informationPath } from '@/shop/content/paths'

import styles from './InformationList.module.css'

export type InformationListItem = {
  code: string
  title: string
  selectionDiv: string
  publishedAt: string
  hasDetail?: boolean | null
  link?: string | null
}

export function InformationList({ items }: { items: readonly InformationListItem[] }) {
  if (!items.length) return <p className={styles.empty}>該当するお知らせはありません。</p>
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const href = item.hasDetail === false ? item.link || null : informationPath(item.code)
        return (
          <li key={item.code} className={styles.item}>
            <time className={styles.date} dateTime={item.publishedAt}>
              {formatDotDate(item.publishedAt)}
            </time>
            <span className={styles.category} data-category={item.selectionDiv}>
              {informationCategoryLabel(item.selectionDiv)}
            </span>
            {href ? (
              <Link className={styles.title} href={href}>
                {item.title}
              </Link>
            ) : (
              <span className={styles.title}>{item.title}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
