import Link from 'next/link'

import styles from './Breadcrumb.module.css'
import { breadcrumbJsonLd, serializeJsonLd, withTopCrumb } from './breadcrumb-json-ld'
import type { BreadcrumbItem } from './chrome-types'

type BreadcrumbProps = {
  /** The trail after 「トップ」, which is added here. */
  items: BreadcrumbItem[]
  /** Absolute origin for the structured data's URLs. */
  siteUrl: string
}

export function Breadcrumb({ items, siteUrl }: BreadcrumbProps) {
  const trail = withTopCrumb(items)
  return (
    <nav aria-label="パンくずリスト" className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((item, i) => {
          const isLast = i === trail.length - 1
          return (
            <li key={`${i}-${item.text}`} className={styles.item}>
              {isLast ? (
                <span aria-current="page" className={styles.current}>
                  {item.text}
                </span>
              ) : item.href ? (
                <Link href={item.href} className={styles.link}>
                  {item.text}
                </Link>
              ) : (
                <span>{item.text}</span>
              )}
            </li>
          )
        })}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail, siteUrl)) }}
      />
    </nav>
  )
}
