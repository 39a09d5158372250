'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import styles from './CategoryTabs.module.css'
import { CATEGORY_TABS, categoryTabCurrent } from './category-tabs'

export function CategoryTabs() {
  const pathname = usePathname() ?? '/'
  return (
    <nav aria-label="カテゴリメニュー" className={styles.nav}>
      <ul className={styles.list}>
        {CATEGORY_TABS.map((tab) => (
          <li key={tab.href}>
            {/* Not prefetched: the request itself remembers the chosen category (src/proxy.ts). */}
            <Link
              href={tab.href}
              prefetch={false}
              className={styles.link}
              aria-current={categoryTabCurrent(tab, pathname)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
