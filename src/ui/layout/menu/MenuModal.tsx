'use client'

import Link from 'next/link'

import { Button } from '@/ui/Button'
import type { FaqCategoryLink, MemberSummary } from '@/ui/layout/chrome-types'
import { Modal } from '@/ui/modal/Modal'

import { MemberCard } from './MemberCard'
import styles from './MenuModal.module.css'
import { menuSections } from './menu-sections'

export type MenuModalProps = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  member: MemberSummary
  faqCategories: FaqCategoryLink[]
  /** Logs the member out of every device (spec §2); the logout button appears only for members. */
  onLogout?: () => void
}

export function MenuModal({ isOpen, onOpenChange, member, faqCategories, onLogout }: MenuModalProps) {
  // A link to the current page would otherwise leave the menu open over it.
  const close = () => onOpenChange(false)
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="メニュー">
      {member.isLoggedIn ? <MemberCard member={member} /> : null}
      <div className={styles.sections}>
        {menuSections(member, faqCategories).map((section) => (
          <section key={section.id} aria-labelledby={`menu-${section.id}`}>
            <h3 id={`menu-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </h3>
            {section.groups.map((group, i) => (
              <div key={group.title ?? i}>
                {group.title ? <h4 className={styles.groupTitle}>{group.title}</h4> : null}
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={styles.link} onClick={close}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
      {member.isLoggedIn && onLogout ? (
        <div className={styles.logout}>
          <Button
            variant="secondary"
            size="m"
            onPress={() => {
              close()
              onLogout()
            }}
          >
            ログアウト
          </Button>
          <p className={styles.logoutNote}>すべての端末からログアウトします。</p>
        </div>
      ) : null}
    </Modal>
  )
}
