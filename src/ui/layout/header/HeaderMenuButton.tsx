'use client'

import { MenuIcon } from '@/ui/icons/Icons'
import type { FaqCategoryLink, MemberSummary } from '@/ui/layout/chrome-types'
import { lazyModal, openFrom } from '@/ui/modal/lazy-modal'
import { useModalState } from '@/ui/modal/useModalState'
import { useMember } from '@/ui/shopper/member-store'
import { useLogout } from '@/ui/shopper/use-logout'

import styles from './HeaderActions.module.css'

// Not in the first load of every page: fetched when the browser is idle, or when the menu is opened.
const MenuModal = lazyModal(() => import('@/ui/layout/menu/MenuModal').then((m) => m.MenuModal))

type HeaderMenuButtonProps = {
  member: MemberSummary
  faqCategories: FaqCategoryLink[]
  /** Replaces the default logout (all devices, then the top page; spec §4). */
  onLogout?: () => void
}

export function HeaderMenuButton({ member: rendered, faqCategories, onLogout }: HeaderMenuButtonProps) {
  const menu = useModalState()
  const member = useMember(rendered)
  const logout = useLogout()
  return (
    <>
      <button
        type="button"
        className={styles.item}
        onClick={openFrom(menu.open)}
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
      >
        <MenuIcon />
        メニュー
      </button>
      <MenuModal
        isOpen={menu.isOpen}
        onOpenChange={menu.setOpen}
        member={member}
        faqCategories={faqCategories}
        onLogout={onLogout ?? logout}
      />
    </>
  )
}
