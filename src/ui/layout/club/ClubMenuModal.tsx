'use client'

import Link from 'next/link'

import { ButtonLink } from '@/ui/ButtonLink'
import { Modal } from '@/ui/modal/Modal'

import styles from './ClubMenu.module.css'
import { CLUB_MENU_LINKS, CLUB_TOP_HREF } from './club-menu'

type ClubMenuModalProps = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

export function ClubMenuModal({ isOpen, onOpenChange }: ClubMenuModalProps) {
  const close = () => onOpenChange(false)
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="クラブメニュー">
      <nav aria-label="ウェルネスクラブ">
        <ul className={styles.links}>
          <li>
            <Link href={CLUB_TOP_HREF} className={styles.link} onClick={close}>
              ウェルネスクラブ トップ
            </Link>
          </li>
          {CLUB_MENU_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.shop}>
        <ButtonLink href="/" variant="secondary" onClick={close}>
          オンラインショップのトップへ
        </ButtonLink>
      </p>
    </Modal>
  )
}
