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
            <Link href={tab.href} className={styles.link} aria-current={categoryTabCurrent(tab, pathname)}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
