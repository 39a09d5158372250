'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

import { ChevronDownIcon } from '@/ui/icons/Icons'
import type { FooterTab } from '@/ui/layout/chrome-types'

import styles from './FooterTabs.module.css'
import { FOOTER_TABS_CLOSED, footerTabIndex, nextFooterTab, type FooterTabState } from './footer-tab-state'

/**
 * Product links by category. A disclosure pair rather than ARIA tabs: selecting the open one closes it
 * (spec §2), and a tab list always has one tab selected.
 */
export function FooterTabs({ tabs }: { tabs: FooterTab[] }) {
  const id = useId()
  const [open, setOpen] = useState<FooterTabState>(FOOTER_TABS_CLOSED)
  if (!tabs.length) return null
  return (
    <div className={styles.tabs} data-testid="footer-tabs">
      <div className={styles.buttons}>
        {tabs.map((tab) => {
          const index = footerTabIndex(tab.key)
          return (
            <button
              key={tab.key}
              type="button"
              className={styles.button}
              aria-expanded={open === index}
              aria-controls={`${id}-${tab.key}`}
              onClick={() => setOpen((current) => nextFooterTab(current, index))}
            >
              {tab.label}
              <ChevronDownIcon />
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${id}-${tab.key}`}
          className={styles.panel}
          role="region"
          aria-label={tab.label}
          hidden={open !== footerTabIndex(tab.key)}
        >
          <div className={styles.groups}>
            {tab.groups.map((group) => (
              <div key={group.title}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <Link href={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
