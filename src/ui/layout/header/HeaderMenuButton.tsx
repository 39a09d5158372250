'use client'

import { Button } from 'react-aria-components'

import { MenuIcon } from '@/ui/icons/Icons'
import type { FaqCategoryLink, MemberSummary } from '@/ui/layout/chrome-types'
import { MenuModal } from '@/ui/layout/menu/MenuModal'
import { useModalState } from '@/ui/modal/useModalState'

import styles from './HeaderActions.module.css'

type HeaderMenuButtonProps = {
  member: MemberSummary
  faqCategories: FaqCategoryLink[]
  onLogout?: () => void
}

export function HeaderMenuButton({ member, faqCategories, onLogout }: HeaderMenuButtonProps) {
  const menu = useModalState()
  return (
    <>
      <Button className={styles.item} onPress={menu.open} aria-haspopup="dialog" aria-expanded={menu.isOpen}>
        <MenuIcon />
        メニュー
      </Button>
      <MenuModal
        isOpen={menu.isOpen}
        onOpenChange={menu.setOpen}
        member={member}
        faqCategories={faqCategories}
        onLogout={onLogout}
      />
    </>
  )
}
