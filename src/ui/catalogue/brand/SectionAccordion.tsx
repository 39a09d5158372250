'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Disclosure, DisclosureGroup, DisclosurePanel, type Key } from 'react-aria-components/DisclosureGroup'
import { Heading } from 'react-aria-components/Heading'

import { sectionKeyFromHash } from '@/shop/catalogue/brand-tabs'

import styles from './SectionAccordion.module.css'

export type AccordionSection = { key: string; title: string; content: ReactNode }

/**
 * The my perfection page's sections as accordions (spec §2): heading buttons that Enter and Space toggle, several
 * may be open at once, and each section's element carries its key as id, so /…/myperfection/#polyphenol opens
 * and shows that section.
 */
export function SectionAccordion({ sections }: { sections: readonly AccordionSection[] }) {
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set())

  useEffect(() => {
    const keys = sections.map((s) => s.key)
    const openFromHash = () => {
      const key = sectionKeyFromHash(window.location.hash, keys)
      if (!key) return
      setExpanded((current) => new Set([...current, key]))
      requestAnimationFrame(() => document.getElementById(key)?.scrollIntoView({ block: 'start' }))
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [sections])

  return (
    <DisclosureGroup
      allowsMultipleExpanded
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      className={styles.group}
    >
      {sections.map((section) => (
        <div key={section.key} id={section.key} className={styles.section}>
          <Disclosure id={section.key} className={styles.disclosure}>
            <Heading level={2} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <span>{section.title}</span>
                <svg
                  className={styles.icon}
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>{section.content}</DisclosurePanel>
          </Disclosure>
        </div>
      ))}
    </DisclosureGroup>
  )
}
